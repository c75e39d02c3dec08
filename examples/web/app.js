// Tabletop example web client: create or join a game, take one seat or several, and play
// them by clicking the server's pictures. docs/frontend.md explains every request made here.
//
//   the game types      GET  /v1/game-types
//   the lobby           GET  /v1/games/stream                (SSE)
//   a new game, a seat  POST /v1/games, POST /v1/games/{id}/seats
//   whose turn          GET  /v1/games/{id}/events/stream    (SSE: `summary` after each move;
//                       a seat's stream opens with a one-time ticket, POST …/stream-tickets)
//   a seat's picture    GET  /v1/games/{id}/view  Accept: image/svg+xml   (If-None-Match)
//   its legal moves     GET  /v1/games/{id}/legal-moves
//   a move              POST /v1/games/{id}/commands  (If-Match, Idempotency-Key)
//   (every POST carries an Idempotency-Key; 429/503 are waited out as Retry-After says)
//   what happened       GET  /v1/games/{id}/events/narration
"use strict";

const API = new URLSearchParams(location.search).get("api") || "http://127.0.0.1:8000";
const $ = (id) => document.getElementById(id);
const STORE = `tabletop.seats ${API}`;

// What the page does, for people and for tests.
window.tabletop = { games: {}, errors: [], notes: [] };

function note(text) {
  window.tabletop.notes.push(text);
  const item = document.createElement("li");
  item.textContent = text;
  $("log").prepend(item);
  while ($("log").children.length > 30) $("log").lastChild.remove();
}

function fail(text) {
  window.tabletop.errors.push(text);
  note("error: " + text);
}

// -- requests ------------------------------------------------------------------------------

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A key per logical action (a move, a new game, a seat, a ticket), reused on its retries.
// crypto.randomUUID exists only in secure contexts (https, http://localhost): elsewhere (a
// page on http://192.168.x.y) a version 4 UUID is made from crypto.getRandomValues.
function newKey() {
  if (globalThis.crypto && crypto.randomUUID) return crypto.randomUUID();
  const bytes = globalThis.crypto ? crypto.getRandomValues(new Uint8Array(16))
    : Uint8Array.from({ length: 16 }, () => Math.floor(Math.random() * 256));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// How long the server asks to wait (Retry-After in seconds): 1 s if absent, at most 60 s.
function retryAfter(response) {
  const seconds = Number(response.headers.get("Retry-After"));
  return Math.min(60, Number.isFinite(seconds) && seconds > 0 ? seconds : 1);
}

// The body as data: JSON (a problem's too) when it says so and parses, else its text. Never
// throws: a proxy's HTML error page must not crash the page.
async function bodyOf(response) {
  const text = await response.text().catch(() => "");
  if (!text || !(response.headers.get("Content-Type") || "").includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// One logical request. Every POST carries an Idempotency-Key (one per call, the same on each
// retry), so sending it again never does a thing twice; a POST without one would never be
// resent. 429 and 503 are waited out as Retry-After says, then sent again; a lost connection
// too, with a growing wait. Problem details come back as `data`, never thrown.
async function api(path, { method = "GET", token, body, headers = {}, accept = "application/json" } = {}) {
  const sent = { Accept: accept, ...headers };
  if (method === "POST" && !("Idempotency-Key" in sent)) sent["Idempotency-Key"] = newKey();
  if (token) sent.Authorization = `Bearer ${token}`;
  if (body !== undefined) sent["Content-Type"] = "application/json";
  const repeatable = method === "GET" || "Idempotency-Key" in sent;
  for (let attempt = 1; ; attempt++) {
    let response;
    try {
      response = await fetch(API + path, { method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (error) {
      if (!repeatable || attempt >= 10) throw error;
      await sleep(Math.min(30000, 500 * 2 ** attempt) * (0.5 + Math.random() / 2));
      continue;
    }
    const busy = response.status === 429 || response.status === 503;
    if (busy && repeatable && attempt < 30) {
      const wait = retryAfter(response);
      note(`the server asks to wait ${wait} s (${response.status})`);
      await response.body?.cancel().catch(() => {});
      await sleep(wait * 1000);
      continue;
    }
    return { status: response.status, headers: response.headers, data: await bodyOf(response) };
  }
}

// A refusal in words: the problem's detail and code when the body is one, else the status.
function problem(answer) {
  const data = answer.data && typeof answer.data === "object" ? answer.data : {};
  return data.detail || data.title || data.code || `HTTP ${answer.status}`;
}

const codeOf = (answer) => (answer.data && typeof answer.data === "object" ? answer.data.code : undefined);

// -- seats kept across a reload (a seat token is shown once: the page must keep it) --------

function savedSeats() {
  try {
    return JSON.parse(localStorage.getItem(STORE) || "[]");
  } catch {
    return [];
  }
}

function saveSeats() {
  const seats = Object.values(window.tabletop.games).flatMap((game) =>
    game.seats.map((s) => ({ game_id: game.id, seat: s.seat, token: s.token })));
  localStorage.setItem(STORE, JSON.stringify(seats));
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
  for (const game of [...lobby.values()].reverse().slice(0, 30)) {
    const item = document.createElement("li");
    item.dataset.gameId = game.game_id;
    item.dataset.status = game.status;
    const taken = game.seats.filter((s) => s.name !== null).length;
    item.textContent = `${game.game_type.replaceAll("_", " ")} · ${game.status} · ${taken}/${game.players} seats `;
    const action = (label, className, act) => {
      const button = document.createElement("button");
      button.textContent = label;
      button.className = className;
      button.onclick = () => act().catch((e) => fail(String(e)));
      item.append(button);
    };
    if (game.status === "open" && taken < game.players) action("Join", "join", () => join(game.game_id));
    if (game.status !== "open" && !window.tabletop.games[game.game_id]) action("Watch", "watch", () => watch(game.game_id));
    list.append(item);
  }
}

// -- creating, joining, watching -----------------------------------------------------------

async function loadGameTypes() {
  const { data } = await api("/v1/game-types");
  for (const type of data) $("game-type").append(new Option(type.title, type.name));
}

async function create(event) {
  event.preventDefault();
  const body = { game_type: $("game-type").value, players: Number($("players").value) };
  if ($("options").value.trim()) body.options = JSON.parse($("options").value);
  if ($("position").value.trim()) body.position = JSON.parse($("position").value);
  const created = await api("/v1/games", { method: "POST", body });
  if (created.status !== 201) return fail(`create: ${codeOf(created)}: ${problem(created)}`);
  note(`created a game of ${body.game_type}`);
  const here = Math.min(body.players, Math.max(1, Number($("seats-here").value)));
  for (let n = 0; n < here; n++) await join(created.data.game_id, here > 1 ? n + 1 : null);
}

async function join(gameId, number = null) {
  const name = ($("name").value.trim() || "Player") + (number === null ? "" : ` ${number}`);
  const taken = await api(`/v1/games/${gameId}/seats`, { method: "POST", body: { name } });
  if (taken.status !== 201) return fail(`join: ${codeOf(taken)}: ${problem(taken)}`);
  const game = follow(gameId);
  game.seats.push(newSeat(game, taken.data.seat, taken.data.token));
  saveSeats();
  note(`you sit at seat ${taken.data.seat} as ${name}`);
  game.refresh();
}

async function watch(gameId) {
  follow(gameId).refresh();
}

// -- a followed game -----------------------------------------------------------------------

// The game's picture for each seat held here (a spectator's if none), whose turn it is, the
// clock, what happened; refreshed whenever its stream says the game moved.
function follow(gameId) {
  const games = window.tabletop.games;
  if (games[gameId]) return games[gameId];
  const card = $("table-template").content.firstElementChild.cloneNode(true);
  card.dataset.gameId = gameId;
  $("tables").prepend(card);
  const game = {
    id: gameId, card, seats: [], summary: null, lines: [], source: null, closed: false,
    refresh: () => refresh(game), busy: false, again: false,
    after: null, backoff: FIRST_WAIT_MS, waiting: false, opening: false,
  };
  games[gameId] = game;
  card.querySelector(".forget").onclick = () => close(game);
  return game;
}

function close(game) {
  game.closed = true;
  stopStream(game);
  game.card.remove();
  delete window.tabletop.games[game.id];
  saveSeats();
}

// One refresh at a time per game; a summary that comes meanwhile asks for one more.
async function refresh(game) {
  if (game.busy) {
    game.again = true;
    return;
  }
  game.busy = true;
  try {
    do {
      game.again = false;
      await load(game);
    } while (game.again && !game.closed);
  } catch (error) {
    fail(String(error));
  } finally {
    game.busy = false;
  }
}

async function load(game) {
  // A stream's summary says what changed; the game's whole summary (seat names, who is away)
  // is read when the status changes or a seat comes or goes. A seat's token is sent with it
  // so that it spends that seat's budget, not the address's (phones behind one carrier NAT).
  const hint = game.hint;
  const holder = game.seats[0];
  game.hint = null;
  if (hint && game.summary && !game.stale && hint.status === game.summary.status && hint.version >= game.summary.version) {
    Object.assign(game.summary, hint);
  } else {
    const summary = await api(`/v1/games/${game.id}`, { token: holder && holder.token });
    if (summary.status !== 200) return fail(`game ${game.id}: ${problem(summary)}`);
    game.summary = summary.data;
    game.stale = false;
  }
  if (game.summary.status !== "open") {
    const seats = game.seats.length ? game.seats : [spectatorSeat(game)];
    await Promise.all(seats.map((seat) => loadSeat(game, seat)));
    await loadLines(game);
  }
  render(game);
  if (over(game)) stopStream(game); // the end: nothing more will come
  else openStream(game).catch((e) => fail(String(e)));
}

function spectatorSeat(game) {
  game.spectator = game.spectator || newSeat(game, null, null);
  return game.spectator;
}

// -- a game's stream, by the reconnect rule of docs/frontend.md §4 -------------------------

const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 30000;

const over = (game) => (game.summary && game.summary.status === "finished") || (game.hint && game.hint.status === "finished");

function stopStream(game) {
  if (game.source) game.source.close();
  game.source = null;
}

// One stream per game: its `summary` messages say when to look again. A seat's ticket opens
// it (a ticket opens one stream once: each reconnect asks for a new one); a spectator needs
// none. Never opened, and no ticket asked for, once the last summary known says finished.
async function openStream(game) {
  if (game.closed || game.source || game.opening || game.waiting || over(game)) return;
  game.opening = true;
  try {
    const holder = game.seats[0];
    // From the last id seen, else the version the page has drawn: no history again.
    const after = game.after ?? (game.summary ? game.summary.version : 0);
    let url = `${API}/v1/games/${game.id}/events/stream?after=${after}`;
    if (holder) {
      let ticket;
      try {
        ticket = await api(`/v1/games/${game.id}/stream-tickets`, { method: "POST", token: holder.token });
      } catch (error) {
        return reconnect(game); // the connection is lost: try again after the backoff
      }
      if ([401, 403, 404].includes(ticket.status)) return fail(`ticket: ${problem(ticket)}`); // stop, say why
      if (ticket.status !== 201) return reconnect(game);
      if (game.closed || over(game)) return;
      url += `&ticket=${encodeURIComponent(ticket.data.ticket)}`;
    }
    const source = new EventSource(url);
    game.source = source;
    source.addEventListener("summary", (message) => {
      game.backoff = FIRST_WAIT_MS; // this stream delivered: the next wait starts short again
      game.after = Number(message.lastEventId);
      game.hint = JSON.parse(message.data);
      if (game.hint.status === "finished") stopStream(game); // the end: close it, never reopen
      game.refresh();
    });
    for (const seatChange of ["tabletop.seat_absent", "tabletop.seat_returned"]) {
      source.addEventListener(seatChange, () => { game.stale = true; }); // read it all again
    }
    // The stream ended or failed without a finished summary (EventSource does not say which:
    // a 204, a used ticket, a lost connection). Its own retry would reuse the used ticket, so
    // it is closed, and the page waits, asks the game whether it is over, and only then
    // opens a new stream with a new ticket.
    source.onerror = () => {
      source.close();
      if (game.source !== source) return;
      game.source = null;
      reconnect(game);
    };
  } finally {
    game.opening = false;
  }
}

// Wait (1 s, doubling up to 30 s, with jitter), then read the game's summary: `load` stops
// if it is over, else opens the stream again.
async function reconnect(game) {
  if (game.closed || game.waiting) return;
  game.waiting = true;
  const wait = game.backoff * (0.5 + Math.random() / 2);
  game.backoff = Math.min(LONGEST_WAIT_MS, game.backoff * 2);
  note(`the game's stream closed: looking again in ${(wait / 1000).toFixed(1)} s`);
  await sleep(wait);
  game.waiting = false;
  if (game.closed) return;
  game.stale = true; // the whole summary, from the server: is the game over?
  game.refresh();
}

// -- a seat: its picture, its moves, its clicks --------------------------------------------

function newSeat(game, seat, token) {
  const card = $("seat-template").content.firstElementChild.cloneNode(true);
  card.dataset.seat = seat === null ? "spectator" : seat;
  game.card.querySelector(".seats").append(card);
  return { seat, token, card, svg: null, etag: null, moves: [], movesEtag: null, clicks: [], sent: 0, sending: false };
}

async function loadSeat(game, seat) {
  const picture = await api(`/v1/games/${game.id}/view`, {
    token: seat.token,
    accept: "image/svg+xml",
    headers: seat.etag ? { "If-None-Match": seat.etag } : {},
  });
  if (picture.status === 200) {
    seat.etag = picture.headers.get("ETag");
    const parsed = new DOMParser().parseFromString(picture.data, "image/svg+xml").documentElement;
    seat.svg = document.importNode(parsed, true);
    seat.svg.addEventListener("click", (event) => clicked(game, seat, event));
    seat.card.querySelector(".picture").replaceChildren(seat.svg);
  } else if (picture.status !== 304) {
    return fail(`picture: ${problem(picture)}`);
  }
  const toMove = game.summary.to_move.includes(seat.seat);
  if (seat.seat === null || !toMove) {
    seat.moves = [];
  } else {
    const legal = await api(`/v1/games/${game.id}/legal-moves`, { token: seat.token });
    if (legal.status !== 200) return fail(`legal moves: ${problem(legal)}`);
    if (legal.headers.get("ETag") !== seat.movesEtag) seat.clicks = [];
    seat.movesEtag = legal.headers.get("ETag");
    seat.moves = legal.data.moves.map((move) => ({ move, found: Clicks.leaves(move) }));
  }
}

async function loadLines(game) {
  const holder = game.seats[0];
  const after = game.lines.length ? game.lines[game.lines.length - 1].version : 0;
  const page = await api(`/v1/games/${game.id}/events/narration?after=${after}&limit=500`, { token: holder && holder.token });
  if (page.status === 200) game.lines.push(...page.data.lines);
}

// A click narrows the seat's legal moves by the click rule (clicks.js). The pointer may be
// over several things (a piece on its space): the innermost that continues the clicks so far
// is taken, else the innermost that fits a move on its own starts a new choice. One move
// left is sent.
function clicked(game, seat, event) {
  if (!seat.moves.length || seat.sending) return;
  const names = Clicks.namesOf(seat.svg);
  const chain = [];
  for (let element = event.target; element && element !== seat.svg; element = element.parentElement) {
    const thing = Clicks.thingOf(element);
    if (thing) chain.push(thing);
  }
  const tries = [...chain.map((thing) => [...seat.clicks, thing]), ...chain.map((thing) => [thing])];
  for (const clicks of tries) {
    const left = seat.moves.filter((m) => Clicks.fits(m.found, clicks, names));
    if (!left.length) continue;
    seat.clicks = clicks;
    if (left.length === 1) send(game, seat, left[0].move);
    else showSeat(game, seat);
    return;
  }
  seat.card.querySelector(".refusal").textContent = "No legal move starts there.";
}

async function send(game, seat, move) {
  seat.sending = true;
  seat.card.querySelector(".refusal").textContent = "";
  try {
    const sent = await api(`/v1/games/${game.id}/commands`, {
      method: "POST",
      token: seat.token,
      body: move,
      // The version the move was chosen on (the legal moves' ETag) and a key that makes a
      // retry safe: the server answers a resent command as it answered the first.
      headers: { "If-Match": seat.movesEtag, "Idempotency-Key": newKey() },
    });
    seat.clicks = [];
    if (sent.status === 201) {
      seat.sent += 1;
      seat.moves = []; // until the stream's summary says what comes next
      return;
    }
    if (sent.status === 409 && codeOf(sent) === "version_conflict") {
      note("the game moved on before that move arrived: look again");
    } else {
      seat.card.querySelector(".refusal").textContent = `Refused: ${problem(sent)}`;
    }
    game.refresh();
  } finally {
    seat.sending = false;
  }
}

// -- drawing -------------------------------------------------------------------------------

const nameOf = (game, seat) => {
  const entry = game.summary.seats[seat];
  return entry && entry.name ? entry.name : `seat ${seat}`;
};

function render(game) {
  const { summary, card } = game;
  card.dataset.status = summary.status;
  card.dataset.version = summary.version;
  card.querySelector(".title").textContent = `${summary.game_type.replaceAll("_", " ")} · ${game.id.slice(0, 8)}`;
  card.querySelector(".status").textContent = statusLine(game);
  const story = card.querySelector(".lines");
  story.replaceChildren(...game.lines.slice(-12).reverse().map((line) => {
    const item = document.createElement("li");
    item.value = line.version;
    item.textContent = line.text;
    return item;
  }));
  for (const seat of [...game.seats, ...(game.spectator ? [game.spectator] : [])]) showSeat(game, seat);
  showClock(game);
}

function statusLine(game) {
  const { summary } = game;
  if (summary.status === "open") {
    const free = summary.seats.filter((s) => s.name === null).length;
    return `Waiting for ${free} more player${free === 1 ? "" : "s"}.`;
  }
  if (summary.status === "finished") {
    const outcome = summary.outcome;
    const winners = outcome.winners.map((s) => nameOf(game, s)).join(" and ") || "nobody";
    const ranks = outcome.ranks.map((rank, s) => `${rank}. ${nameOf(game, s)} (${outcome.scores[s]})`);
    return `Game over (${outcome.reason.replaceAll("_", " ")}): ${winners} won. ${ranks.join(", ")}.`;
  }
  const who = summary.to_move.map((s) => nameOf(game, s)).join(", ") || "the server (a timer)";
  const away = summary.seats.filter((s) => s.absent).map((s) => nameOf(game, s.seat));
  return `To move: ${who}.` + (away.length ? ` Away (a bot plays): ${away.join(", ")}.` : "");
}

function showClock(game) {
  const due = game.summary && game.summary.status === "active" && game.summary.deadline_at;
  const left = due ? Math.max(0, Math.round((Date.parse(due) - Date.now()) / 1000)) : null;
  game.card.querySelector(".clock").textContent = left === null ? "" : `Time left: ${left} s`;
}

setInterval(() => Object.values(window.tabletop.games).forEach(showClock), 1000);

// A seat's card: its turn, the things the next click can be (outlined), and the moves the
// picture cannot show (or that several clicks still leave) as buttons.
function showSeat(game, seat) {
  const { card } = seat;
  const names = seat.svg ? Clicks.namesOf(seat.svg) : {};
  const mine = seat.seat !== null;
  card.querySelector(".who").textContent = mine ? `${nameOf(game, seat.seat)} · seat ${seat.seat}` : "Spectator";
  const turn = mine && game.summary.status === "active" && game.summary.to_move.includes(seat.seat);
  card.dataset.turn = turn;
  card.querySelector(".turn").textContent = turn ? "your turn" : "";
  const left = seat.moves.filter((m) => Clicks.fits(m.found, seat.clicks, names));
  if (seat.svg) outline(seat, left, names);
  const choices = card.querySelector(".choices");
  const listed = seat.clicks.length ? left : seat.moves.filter((m) => !Clicks.named(m.found, names));
  choices.replaceChildren(...listed.map((m) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "move";
    button.dataset.move = JSON.stringify(m.move);
    button.textContent = label(m.move);
    button.onclick = () => send(game, seat, m.move);
    return button;
  }));
  if (seat.clicks.length) {
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = "Cancel";
    cancel.onclick = () => { seat.clicks = []; showSeat(game, seat); };
    choices.append(cancel);
  }
  card.querySelector(".hint").textContent = !turn ? "" : seat.clicks.length
    ? "Click the next outlined thing, or pick a move below."
    : "Click an outlined piece, space or card to choose a move.";
}

// Outline the things a next click can be (and the ones already clicked).
function outline(seat, left, names) {
  for (const element of seat.svg.querySelectorAll("*")) {
    const thing = Clicks.thingOf(element);
    if (!thing) continue;
    const next = left.some((m) => Clicks.fits(m.found, [...seat.clicks, thing], names));
    const picked = seat.clicks.some((c) => JSON.stringify(c) === JSON.stringify(thing));
    element.classList.toggle("choosable", next);
    element.classList.toggle("picked", picked);
  }
}

// A command in words for a button: its type, then its fields.
function label(move) {
  const { type, ...fields } = move;
  const words = type.split(".")[1].replaceAll("_", " ");
  const details = Object.entries(fields).map(([k, v]) => `${k.replaceAll("_", " ")} ${typeof v === "object" ? JSON.stringify(v) : v}`);
  return details.length ? `${words}: ${details.join(", ")}` : words;
}

// -- start ---------------------------------------------------------------------------------

async function restore() {
  for (const kept of savedSeats()) {
    const game = follow(kept.game_id);
    if (!game.seats.some((s) => s.seat === kept.seat)) game.seats.push(newSeat(game, kept.seat, kept.token));
  }
  for (const game of Object.values(window.tabletop.games)) game.refresh();
}

$("replay-link").href = `replay.html?api=${encodeURIComponent(API)}`;
$("new-game").onsubmit = (event) => create(event).catch((e) => fail(String(e)));
loadGameTypes().catch((e) => fail(String(e)));
followLobby();
restore();
