// Tabletop example web client: the lobby, creating and joining games, and playing a seat
// from its private event stream. Whose turn it is comes from the stream's `summary` messages
// only; the seat then sends its first legal move. See docs/frontend.md.
"use strict";

const API = new URLSearchParams(location.search).get("api") || "http://127.0.0.1:8000";
const $ = (id) => document.getElementById(id);

// What the page did, for people and for tests: one entry per seat it plays.
window.tabletop = { seats: [], errors: [] };

function log(text) {
  const item = document.createElement("li");
  item.textContent = text;
  $("log").prepend(item);
}

function fail(text) {
  window.tabletop.errors.push(text);
  log("error: " + text);
}

// One request: JSON in and out, problem details kept as they are.
async function api(path, { method = "GET", token, body, headers = {} } = {}) {
  const sent = { ...headers };
  if (token) sent["Authorization"] = `Bearer ${token}`;
  if (body !== undefined) sent["Content-Type"] = "application/json";
  const response = await fetch(API + path, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, data: text ? JSON.parse(text) : null };
}

// A fresh Idempotency-Key (crypto.randomUUID needs a secure context: https or localhost).
function newKey() {
  if (crypto.randomUUID) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

// -- the lobby -----------------------------------------------------------------------------

const lobby = new Map();

function followLobby() {
  const source = new EventSource(`${API}/v1/games/stream`);
  source.addEventListener("game", (message) => {
    const game = JSON.parse(message.data);
    lobby.set(game.game_id, game);
    showLobby();
  });
}

function showLobby() {
  const list = $("lobby");
  list.replaceChildren();
  for (const game of [...lobby.values()].reverse()) {
    const item = document.createElement("li");
    item.dataset.gameId = game.game_id;
    item.dataset.status = game.status;
    const taken = game.seats.filter((s) => s.name !== null).length;
    item.textContent = `${game.game_type} · ${game.status} · ${taken}/${game.players} seats · v${game.version}`;
    if (game.status === "open" && taken < game.players) {
      const join = document.createElement("button");
      join.textContent = "Join";
      join.className = "join";
      join.onclick = () => join_(game.game_id).catch((e) => fail(String(e)));
      item.append(join);
    }
    list.append(item);
  }
}

// -- creating and joining ------------------------------------------------------------------

async function loadGameTypes() {
  const { data } = await api("/v1/game-types");
  for (const type of data) {
    const option = document.createElement("option");
    option.value = type.name;
    option.textContent = type.title;
    $("game-type").append(option);
  }
}

async function create() {
  const body = { game_type: $("game-type").value, players: Number($("players").value) };
  if ($("options").value.trim()) body.options = JSON.parse($("options").value);
  if ($("position").value.trim()) body.position = JSON.parse($("position").value);
  const created = await api("/v1/games", { method: "POST", body });
  if (created.status !== 201) return fail(`create: ${created.data.code}: ${created.data.detail}`);
  log(`created ${created.headers.get("Location")}`);
  const seats = $("all-seats").checked ? body.players : 1;
  for (let n = 0; n < seats; n++) await join_(created.data.game_id);
}

async function join_(gameId) {
  const name = `Browser ${window.tabletop.seats.length + 1}`;
  const taken = await api(`/v1/games/${gameId}/seats`, { method: "POST", body: { name } });
  if (taken.status !== 201) return fail(`join: ${taken.data.code}: ${taken.data.detail}`);
  // The token is shown once and cannot be recovered: a real client keeps it (localStorage).
  play(gameId, taken.data.seat, taken.data.token);
}

// -- playing a seat from its stream --------------------------------------------------------

function play(gameId, seat, token) {
  const mine = { game_id: gameId, seat, moves: 0, summaries: 0, status: "open", outcome: null };
  window.tabletop.seats.push(mine);
  const row = document.createElement("li");
  row.className = "seat";
  $("seats").append(row);
  const show = () => {
    row.dataset.status = mine.status;
    row.textContent = `${gameId.slice(0, 8)} seat ${seat}: ${mine.status}, ${mine.moves} moves` +
      (mine.outcome ? `, outcome ${JSON.stringify(mine.outcome)}` : "");
  };
  show();

  let latest = null; // the newest summary
  let acting = false;
  let lastId = null;

  // Move while the newest summary says this seat is to move; a summary that arrives while a
  // move is on its way is looked at once that move is answered.
  async function act() {
    if (acting) return;
    acting = true;
    try {
      let done = -1;
      while (latest && latest.version > done && latest.status === "active" && latest.to_move.includes(seat)) {
        done = latest.version;
        const legal = await api(`/v1/games/${gameId}/legal-moves`, { token });
        if (legal.data.moves.length === 0) break;
        const sent = await api(`/v1/games/${gameId}/commands`, {
          method: "POST",
          token,
          body: legal.data.moves[0],
          // Any ETag of this version will do: here the legal moves' (`"12-seat0"`).
          headers: { "If-Match": legal.headers.get("ETag"), "Idempotency-Key": newKey() },
        });
        if (sent.status === 201) mine.moves += 1;
        else if (sent.status !== 409) fail(`command: ${sent.data.code}: ${sent.data.detail}`);
        // 409 version_conflict: another seat moved first; its summary is on its way.
      }
    } catch (error) {
      fail(String(error));
    } finally {
      acting = false;
    }
    show();
  }

  async function open() {
    // EventSource cannot send Authorization: trade the token for a one-time ticket.
    const ticket = await api(`/v1/games/${gameId}/stream-tickets`, { method: "POST", token });
    if (ticket.status !== 201) return fail(`ticket: ${ticket.data.code}`);
    const after = lastId === null ? "" : `&after=${lastId}`;
    const url = `${API}/v1/games/${gameId}/events/stream?ticket=${encodeURIComponent(ticket.data.ticket)}${after}`;
    const source = new EventSource(url);
    source.addEventListener("summary", (message) => {
      lastId = message.lastEventId;
      latest = JSON.parse(message.data);
      mine.summaries += 1;
      mine.status = latest.status;
      if (latest.status === "finished") {
        mine.outcome = latest.outcome;
        source.close();
        log(`${gameId.slice(0, 8)} seat ${seat}: game over`);
      }
      show();
      act();
    });
    source.onmessage = () => {}; // events of the log (each under its own type) are not needed here
    source.onerror = () => {
      // A ticket opens one stream once: after a lost connection EventSource would retry the
      // used ticket (403), so open a new stream with a new ticket, after the last summary.
      if (source.readyState === EventSource.CLOSED && mine.status !== "finished") {
        setTimeout(() => open().catch((e) => fail(String(e))), 1000);
      }
    };
  }
  open().catch((e) => fail(String(e)));
}

$("replay-link").href = `replay.html?api=${encodeURIComponent(API)}`;
$("create").onclick = () => create().catch((e) => fail(String(e)));
loadGameTypes().catch((e) => fail(String(e)));
followLobby();
