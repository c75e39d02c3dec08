// Tabletop example: step through a finished game. Where each piece comes from:
//
//   the finished games     GET /v1/games?status=finished (the lobby, newest first, by pages)
//   the game               GET /v1/games/{id} (game type, seat names, last version, outcome)
//   the steps              GET /v1/games/{id}/export (the game log file, docs/replays.md: which
//                          seat's command made each event and where that command's events end)
//   the view at version N  GET /v1/games/{id}/view?at=N (no token: the spectator's view)
//   a step's events        GET /v1/games/{id}/events?after=A&limit=L (the whole log is public
//                          once the game is over)
//
// A step is one command: its events, versions `first` to `last`. Back and Forward move from
// the end of one command to the end of the next (states a player could have seen); the slider
// and the number field reach any version, also one inside a command's events.
"use strict";

const params = new URLSearchParams(location.search);
const API = params.get("api") || "http://127.0.0.1:8000";
const $ = (id) => document.getElementById(id);

// What the page shows, for people and for tests.
window.replay = { game: null, version: null, steps: [], errors: [] };

function fail(text) {
  window.replay.errors.push(text);
  $("error").textContent = "error: " + text;
}

async function getJson(path) {
  const response = await fetch(API + path);
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

// -- the finished games --------------------------------------------------------------------

let cursor = null;

async function listGames() {
  const page = await getJson(`/v1/games?status=finished${cursor ? "&cursor=" + encodeURIComponent(cursor) : ""}`);
  for (const game of page.games) {
    const item = document.createElement("li");
    item.dataset.gameId = game.game_id;
    const names = game.seats.map((s) => s.name).join(", ");
    item.textContent = `${game.game_type} · ${names} · ${game.version} versions · ${game.created_at}`;
    const open = document.createElement("button");
    open.textContent = "Replay";
    open.className = "replay";
    open.onclick = () => openGame(game.game_id).catch((e) => fail(String(e)));
    item.append(open);
    $("games").append(item);
  }
  cursor = page.next_cursor;
  $("more").hidden = !cursor;
}

// -- a game and its steps ------------------------------------------------------------------

// The export is JSON Lines: a header, then one line per event with `seat` (whose command made
// it; null: the system, i.e. the start or a timer), `command_end` (the version of the
// command's last event) and, on a command's first event, `command`.
async function stepsOf(gameId) {
  const response = await fetch(`${API}/v1/games/${gameId}/export`);
  if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
  const [, ...entries] = (await response.text()).trim().split("\n").map((line) => JSON.parse(line));
  const steps = [];
  for (const entry of entries) {
    const previous = steps[steps.length - 1];
    if (previous && entry.version <= previous.last) continue; // inside that command's events
    const last = entry.command_end ?? entry.version; // null: logged before commands were
    steps.push({ first: entry.version, last, seat: entry.seat, command: entry.command });
  }
  return steps;
}

async function openGame(gameId) {
  $("error").textContent = "";
  const game = await getJson(`/v1/games/${gameId}`);
  if (game.status !== "finished") {
    return fail(`game ${gameId} is ${game.status}: its log is public once it is over`);
  }
  const steps = await stepsOf(gameId);
  window.replay.game = game;
  window.replay.steps = steps;
  $("title").textContent = `${game.game_type} · ${game.game_id} · ` +
    game.seats.map((s, n) => `seat ${n}: ${s.name}`).join(", ");
  for (const input of [$("slider"), $("at")]) input.max = game.version;
  $("last").textContent = game.version;
  $("outcome").textContent = JSON.stringify(game.outcome);
  $("replay").hidden = false;
  const asked = Number(params.get("at"));
  await show(asked >= 1 && asked <= game.version ? asked : steps[0].last); // after the start
}

const stepAt = (version) => window.replay.steps.find((s) => s.first <= version && version <= s.last);
const who = (seat) =>
  seat === null ? "the system (the start, or a timer)" : `seat ${seat} (${window.replay.game.seats[seat].name})`;

// Whose turn it is at a version is not a field of every game's view: most views carry
// `to_move` (the seats that may send a command), Clans only `active_seat`; a Pow Wow claim
// window is open to everyone. The log tells for every game who moved next.
function toMove(view) {
  if (Array.isArray(view.to_move)) {
    return view.to_move.length ? view.to_move.map(who).join(", ") : "nobody";
  }
  if (typeof view.active_seat === "number") return `${who(view.active_seat)} (active_seat)`;
  return "not in this game's view";
}

// -- showing a version ---------------------------------------------------------------------

let showing = 0; // the newest request: a slow answer never overwrites a newer one

async function show(version) {
  const { game } = window.replay;
  const request = ++showing;
  $("slider").value = version;
  $("at").value = version;
  const step = stepAt(version);
  const [view, page] = await Promise.all([
    getJson(`/v1/games/${game.game_id}/view?at=${version}`),
    getJson(`/v1/games/${game.game_id}/events?after=${step.first - 1}&limit=${version - step.first + 1}`),
  ]);
  if (request !== showing) return;

  window.replay.version = version;
  $("version").textContent = `${version} of ${game.version}`;
  const command = step.command ? ": " + JSON.stringify(step.command) : "";
  $("step").textContent = `versions ${step.first}–${step.last}, by ${who(step.seat)}${command}`;
  $("to-move").textContent = toMove(view);
  const next = window.replay.steps.find((s) => s.first > version);
  $("next").textContent = next ? who(next.seat) : "nobody: the game is over";
  $("view").textContent = JSON.stringify(view, null, 2);
  $("events").replaceChildren(...page.events.map((event) => {
    const item = document.createElement("li");
    item.dataset.version = event.version;
    const text = document.createElement("pre");
    text.textContent = JSON.stringify(event, null, 2);
    item.append(`v${event.version} ${event.type}`, text);
    return item;
  }));
  $("back").disabled = !window.replay.steps.some((s) => s.last < version);
  $("forward").disabled = version >= game.version;
  $("replay").dataset.shown = version; // tests wait for this
  history.replaceState(null, "", `?${new URLSearchParams({ api: API, game: game.game_id, at: version })}`);
}

function back() {
  const earlier = window.replay.steps.filter((s) => s.last < window.replay.version);
  if (earlier.length) return show(earlier[earlier.length - 1].last);
}

function forward() {
  const later = window.replay.steps.find((s) => s.last > window.replay.version);
  if (later) return show(later.last);
}

const run = (action) => () => Promise.resolve(action()).catch((e) => fail(String(e)));
$("back").onclick = run(back);
$("forward").onclick = run(forward);
$("slider").oninput = run(() => show(Number($("slider").value)));
$("at").onchange = run(() => {
  const version = Math.min(Math.max(1, Math.round(Number($("at").value)) || 1), window.replay.game.version);
  return show(version);
});
document.addEventListener("keydown", (key) => {
  if (!window.replay.game || key.target.tagName === "INPUT") return; // the slider has its own
  if (key.key === "ArrowLeft") run(back)();
  if (key.key === "ArrowRight") run(forward)();
});
$("open").onclick = run(() => openGame($("game-id").value.trim()));
$("more").onclick = run(listGames);

$("client-link").href = `index.html?api=${encodeURIComponent(API)}`;
run(listGames)();
if (params.get("game")) run(() => openGame(params.get("game")))();
