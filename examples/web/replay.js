// Tabletop example: watch a game as pictures. Where each piece comes from:
//
//   finished games       GET /v1/games?status=finished (the lobby, newest first, by pages)
//   the game             GET /v1/games/{id} (type, seat names, last version, outcome)
//   the moves            GET /v1/games/{id}/export (finished games: which seat's command made
//                        each event and where its events end; docs/replays.md). A running
//                        game's log is not exported: each event is then a step of its own.
//   each move in words   GET /v1/games/{id}/events/narration (one sentence per event)
//   the picture at N     GET /v1/games/{id}/view?at=N with Accept: image/svg+xml (the
//                        spectator's, or a seat's with its token)
//
// A step is one command: its events, versions `first` to `last`. Back, Forward and Play move
// from the end of one command to the end of the next (what players saw); the slider and the
// version field reach any version, also one inside a command's events.
"use strict";

const params = new URLSearchParams(location.search);
const API = params.get("api") || "http://127.0.0.1:8000";
const $ = (id) => document.getElementById(id);

// What the page shows, for people and for tests.
window.replay = { game: null, version: null, steps: [], lines: [], errors: [], playing: false };

function fail(text) {
  window.replay.errors.push(text);
  $("error").textContent = "error: " + text;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A GET, waiting out 429 and 503 as Retry-After says (a GET may always be sent again).
async function get(path, accept = "application/json") {
  const token = sessionStorage.getItem("replay token");
  const headers = { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(API + path, { headers });
    if ((response.status === 429 || response.status === 503) && attempt < 30) {
      await sleep(1000 * Math.max(1, Number(response.headers.get("Retry-After")) || 1));
      continue;
    }
    const text = await response.text();
    if (!response.ok) {
      let detail = text;
      try { detail = JSON.parse(text).detail; } catch { /* not problem details */ }
      const error = new Error(`${response.status}: ${detail}`);
      error.status = response.status;
      throw error;
    }
    return accept === "application/json" ? JSON.parse(text) : text;
  }
}

// -- choosing a game -----------------------------------------------------------------------

let cursor = null;

async function listGames() {
  const page = await get(`/v1/games?status=finished${cursor ? "&cursor=" + encodeURIComponent(cursor) : ""}`);
  for (const game of page.games) {
    const item = document.createElement("li");
    item.dataset.gameId = game.game_id;
    const names = game.seats.map((s) => s.name).join(", ");
    item.textContent = `${game.game_type.replaceAll("_", " ")} · ${names} · ${game.version} versions `;
    const open = document.createElement("button");
    open.textContent = "Watch";
    open.className = "replay";
    open.onclick = run(() => openGame(game.game_id));
    item.append(open);
    $("games").append(item);
  }
  cursor = page.next_cursor;
  $("more").hidden = !cursor;
}

// -- a game: its steps and its words -------------------------------------------------------

async function stepsOf(game) {
  if (game.status !== "finished") {
    return Array.from({ length: game.version }, (_, n) => ({ first: n + 1, last: n + 1, seat: undefined }));
  }
  const text = await get(`/v1/games/${game.game_id}/export`, "application/jsonl");
  const [, ...entries] = text.trim().split("\n").map((line) => JSON.parse(line));
  const steps = [];
  for (const entry of entries) {
    const previous = steps[steps.length - 1];
    if (previous && entry.version <= previous.last) continue; // inside that command's events
    steps.push({ first: entry.version, last: entry.command_end ?? entry.version, seat: entry.seat });
  }
  return steps;
}

async function linesOf(game) {
  const lines = [];
  while (lines.length < game.version) {
    const page = await get(`/v1/games/${game.game_id}/events/narration?after=${lines.length}&limit=10000`);
    if (!page.lines.length) break;
    lines.push(...page.lines);
  }
  return lines;
}

async function openGame(gameId) {
  $("error").textContent = "";
  pause();
  const token = $("token").value.trim();
  if (token) sessionStorage.setItem("replay token", token);
  else sessionStorage.removeItem("replay token");
  const game = await get(`/v1/games/${gameId}`);
  if (game.status === "open") return fail(`game ${gameId} has not started: there is nothing to watch yet`);
  const [steps, lines] = await Promise.all([stepsOf(game), linesOf(game)]);
  Object.assign(window.replay, { game, steps, lines, version: null });
  pictures.clear();
  $("title").textContent = `${game.game_type.replaceAll("_", " ")} · ` +
    game.seats.map((s, n) => `${s.name ?? "seat " + n}`).join(", ") +
    (game.status === "finished" ? "" : " · running: as far as it has come");
  for (const input of [$("slider"), $("at")]) input.max = game.version;
  $("last-version").textContent = game.version;
  $("outcome").textContent = game.outcome ? outcomeLine(game) : "";
  $("replay").hidden = false;
  const asked = Number(params.get("at"));
  params.delete("at");
  await show(asked >= 1 && asked <= game.version ? asked : steps[0].last); // after the start
}

const nameOf = (seat) => {
  const entry = window.replay.game.seats[seat];
  return entry && entry.name ? `${entry.name} (seat ${seat})` : `seat ${seat}`;
};

function outcomeLine(game) {
  const { outcome } = game;
  const winners = outcome.winners.map(nameOf).join(" and ") || "nobody";
  return `Result (${outcome.reason.replaceAll("_", " ")}): ${winners} won; ` +
    outcome.ranks.map((rank, s) => `${rank}. ${nameOf(s)} ${outcome.scores[s]}`).join(", ") + ".";
}

// -- showing a version ---------------------------------------------------------------------

const pictures = new Map(); // version → the picture's text (a promise while it loads)

function picture(version) {
  if (!pictures.has(version)) {
    const loading = get(`/v1/games/${window.replay.game.game_id}/view?at=${version}`, "image/svg+xml");
    loading.catch(() => pictures.delete(version));
    pictures.set(version, loading);
  }
  return pictures.get(version);
}

const stepAt = (version) => window.replay.steps.find((s) => s.first <= version && version <= s.last);
let showing = 0; // the newest request: a slow answer never overwrites a newer one

async function show(version) {
  const { game, lines } = window.replay;
  const request = ++showing;
  $("slider").value = version;
  $("at").value = version;
  const svg = await picture(version);
  if (request !== showing) return;
  const parsed = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
  $("picture").replaceChildren(document.importNode(parsed, true));
  const step = stepAt(version);
  window.replay.version = version;
  $("version").textContent = `Version ${version} of ${game.version}`;
  const by = step.seat === undefined ? "" : step.seat === null ? " by the game (the start, or a timer)" : ` by ${nameOf(step.seat)}`;
  $("step").textContent = step.first === version ? `The move${by}:` : `The move${by}, events ${step.first}–${version}:`;
  $("said").replaceChildren(...lines.filter((l) => l.version >= step.first && l.version <= version).map((line) => {
    const item = document.createElement("li");
    item.dataset.version = line.version;
    item.textContent = line.text;
    return item;
  }));
  const next = window.replay.steps.find((s) => s.first > version);
  $("next").textContent = next ? (next.seat === undefined ? "" : `Next: ${next.seat === null ? "the game" : nameOf(next.seat)}.`) : "The end.";
  $("first").disabled = $("back").disabled = !window.replay.steps.some((s) => s.last < version);
  $("forward").disabled = $("last").disabled = version >= game.version;
  $("replay").dataset.shown = version; // tests wait for this
  history.replaceState(null, "", `?${new URLSearchParams({ api: API, game: game.game_id, at: version })}`);
  const ahead = window.replay.steps.find((s) => s.last > version);
  if (ahead) picture(ahead.last).catch(() => {}); // the next picture, ready before it is asked for
}

function back() {
  const earlier = window.replay.steps.filter((s) => s.last < window.replay.version);
  if (earlier.length) return show(earlier[earlier.length - 1].last);
}

function forward() {
  const later = window.replay.steps.find((s) => s.last > window.replay.version);
  if (later) return show(later.last);
}

// -- playing -------------------------------------------------------------------------------

let timer = null;

function play() {
  if (window.replay.version >= window.replay.game.version) show(window.replay.steps[0].last);
  window.replay.playing = true;
  $("play").textContent = "⏸ Pause";
  tick();
}

function pause() {
  window.replay.playing = false;
  clearTimeout(timer);
  $("play").textContent = "▶ Play";
}

async function tick() {
  if (!window.replay.playing) return;
  const started = Date.now();
  if (window.replay.version >= window.replay.game.version) return pause();
  await forward();
  const wait = 1000 / Number($("speed").value) - (Date.now() - started);
  timer = setTimeout(() => tick().catch((e) => fail(String(e))), Math.max(0, wait));
}

// -- wiring --------------------------------------------------------------------------------

const run = (action) => () => Promise.resolve(action()).catch((e) => fail(String(e)));
$("back").onclick = run(() => { pause(); return back(); });
$("forward").onclick = run(() => { pause(); return forward(); });
$("first").onclick = run(() => { pause(); return show(window.replay.steps[0].last); });
$("last").onclick = run(() => { pause(); return show(window.replay.game.version); });
$("play").onclick = run(() => (window.replay.playing ? pause() : play()));
$("slider").oninput = run(() => { pause(); return show(Number($("slider").value)); });
$("at").onchange = run(() => {
  pause();
  const version = Math.min(Math.max(1, Math.round(Number($("at").value)) || 1), window.replay.game.version);
  return show(version);
});
document.addEventListener("keydown", (key) => {
  if (!window.replay.game || key.target.tagName === "INPUT" || key.target.tagName === "SELECT") return;
  if (key.key === "ArrowLeft") $("back").click();
  else if (key.key === "ArrowRight") $("forward").click();
  else if (key.key === " ") { key.preventDefault(); $("play").click(); }
  else if (key.key === "Home") $("first").click();
  else if (key.key === "End") $("last").click();
});
$("open").onclick = run(() => openGame($("game-id").value.trim()));
$("more").onclick = run(listGames);

$("client-link").href = `index.html?api=${encodeURIComponent(API)}`;
run(listGames)();
if (params.get("game")) run(() => openGame(params.get("game")))();
