// Plays a game of every type to its end through the packed SDK, against a live server:
// `node play_every_game.js BASE_URL ENDGAMES_JSON`. Every seat is driven by its own stream
// (seat 0 through stream tickets, the others with Authorization + Last-Event-ID), legal moves
// and commands; a spectator follows the public stream. Then it checks that no stream asks for
// anything once the game is over. Exits non-zero on any failure.
import { readFileSync } from "node:fs";
import {
  type CreateGame,
  type GameEvent,
  type GameStream,
  type GameView,
  type LiveSummary,
  type Seat,
  Tabletop,
  TabletopError,
  isProblem,
} from "@tabletop/client";

interface Endgame {
  game_type: CreateGame["game_type"];
  players: number;
  position: unknown;
}

let requests = 0;
const counting: typeof fetch = (input, init) => {
  requests += 1;
  return fetch(input, init);
};

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** `game_type` narrows a view; the switch must cover every game (else `never` fails). */
function whoseView(view: GameView): string {
  switch (view.game_type) {
    case "clans":
      return `clans ${view.phase}`;
    case "mammoth_hunters":
    case "pow_wow":
    case "der_schwarm":
    case "ice_flow":
      return view.game_type;
    default:
      return unreachable(view);
  }
}

/** `type` narrows an event to its own fields. */
function describe(event: GameEvent): string {
  switch (event.type) {
    case "clans.huts_moved":
      return `seat ${event.seat} moved huts from ${event.from} to ${event.to}`;
    case "tabletop.seat_absent":
      return `seat ${event.seat} is away`;
    default:
      return event.type;
  }
}

function unreachable(value: never): never {
  throw new Error(`unexpected ${JSON.stringify(value)}`);
}

interface Followed {
  versions: number[];
  summary: LiveSummary | undefined;
  stream: GameStream;
}

async function drive(api: Tabletop, seat: Seat | string, stream: GameStream, moved: { n: number }): Promise<Followed> {
  const versions: number[] = [];
  for await (const item of stream) {
    if (item.kind === "event") {
      versions.push(item.version);
      describe(item.event);
      continue;
    }
    const { status, to_move } = item.summary;
    // First legal move of the lowest seat to move: the play tests/browser/endgames.py
    // proves ends the game from its positions.
    if (typeof seat === "string" || status !== "active" || Math.min(...to_move) !== seat.seat) continue;
    const legal = await api.legalMoves(seat);
    const move = legal.moves[0];
    if (move === undefined) continue;
    try {
      await api.send(seat, move, legal.version);
      moved.n += 1;
    } catch (error) {
      if (!isProblem(error, "version_conflict")) throw error;
    }
  }
  return { versions, summary: stream.summary, stream };
}

async function playOne(api: Tabletop, endgame: Endgame): Promise<string> {
  const body = { game_type: endgame.game_type, players: endgame.players, position: endgame.position } as CreateGame;
  const game = await api.createGame(body);
  const seats: Seat[] = [];
  for (let n = 0; n < endgame.players; n++) seats.push(await api.takeSeat(game.game_id, `player ${n}`));
  const moved = { n: 0 };
  const followers = [
    ...seats.map((seat) => drive(api, seat, api.follow(seat, { useTickets: seat.seat === 0 }), moved)),
    drive(api, game.game_id, api.follow(game.game_id), moved),
  ];
  const results = await Promise.all(followers);
  const summary = await api.summary(game.game_id);
  check(summary.status === "finished", `${endgame.game_type} is ${summary.status}`);
  for (const result of results) {
    check(result.stream.ended === "finished", `a stream ended ${result.stream.ended}`);
    check(result.summary?.status === "finished", "a stream ended without a finished summary");
    const expected = Array.from({ length: summary.version }, (_, i) => i + 1);
    check(JSON.stringify(result.versions) === JSON.stringify(expected), `events ${result.versions} of ${summary.version}`);
  }
  const seat = seats[0]!;
  const log = await api.events(seat, { limit: 10000 });
  check(log.events.length === summary.version, `the log has ${log.events.length} events, not ${summary.version}`);
  const narration = await api.narration(seat);
  check(narration.lines.length > 0, "no narration");
  const exported = await api.exportGame(seat);
  check(exported.trim().split("\n").length === summary.version + 1, "the export is not a header and every event");
  const view = whoseView(await api.view(seat));

  // The end is the end: a known finished summary asks for nothing; a stream opened after the
  // last version is answered 204 and asks for nothing more (with a ticket or without).
  const before = requests;
  const known = api.follow(seat, { summary });
  for await (const _ of known) throw new Error("a finished game's stream yielded something");
  check(requests === before && known.connections === 0, "a finished summary still opened a stream");
  for (const stream of [api.follow(game.game_id, { after: summary.version }), api.follow(seat, { after: summary.version })]) {
    const start = requests;
    for await (const _ of stream) throw new Error("nothing was left, yet something came");
    check(stream.ended === "finished" && stream.connections === 1, `${stream.connections} connections after the end`);
    check(requests === start + 1, `${requests - start} requests for one 204`);
  }
  const settled = requests;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  check(requests === settled, "requests went on after every stream ended");
  return `${endgame.game_type}: ${summary.status} after ${moved.n} commands, ${summary.version} events, ${view}`;
}

async function main(): Promise<void> {
  const [base, file] = process.argv.slice(2);
  if (base === undefined || file === undefined) throw new Error("usage: play_every_game.js BASE_URL ENDGAMES_JSON");
  const api = new Tabletop({ baseUrl: base, fetch: counting });
  const endgames = JSON.parse(readFileSync(file, "utf-8")) as Endgame[];
  for (const endgame of endgames) console.log(await playOne(api, endgame));
  try {
    await api.summary("00000000-0000-4000-8000-000000000000");
    throw new Error("an unknown game must be a 404");
  } catch (error) {
    if (!(error instanceof TabletopError) || error.code !== "game_not_found") throw error;
    console.log(`unknown game: ${error.status} ${error.code}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
