// Plays one game of every type by legal moves, over HTTP, to its end or a cap of commands:
// `node dist/play.js http://127.0.0.1:PORT [MAX_COMMANDS]`. Exits non-zero on any failure.
import { ApiError, describe, type GameType, type Seat, Tabletop, whoseView } from "./tabletop.js";

const GAMES: Array<[GameType, number]> = [
  ["clans", 2],
  ["mammoth_hunters", 3],
  ["pow_wow", 2],
  ["der_schwarm", 2],
  ["ice_flow", 2],
];
async function playOne(
  api: Tabletop,
  gameType: GameType,
  players: number,
  maxCommands: number,
): Promise<string> {
  const created = await api.createGame(gameType, players, `ts-${gameType}`);
  const seats: Seat[] = [];
  for (let n = 0; n < players; n++) seats.push(await api.takeSeat(created.game_id, `player ${n}`));
  let summary = await api.summary(created.game_id);
  let commands = 0;
  const seen: string[] = [];
  while (summary.status === "active" && commands < maxCommands) {
    const mover = seats[summary.to_move[0] ?? -1];
    if (mover === undefined) throw new Error(`no seat to move in ${gameType}`);
    const { version, moves } = await api.legalMoves(mover);
    const move = moves[0];
    if (move === undefined) throw new Error(`seat ${mover.seat} has no legal move`);
    for (const ev of await api.send(mover, move, version)) seen.push(describe(ev));
    commands += 1;
    summary = await api.summary(created.game_id);
  }
  const view = whoseView(await api.view(seats[0]!));
  const log = await api.events(created.game_id);
  if (summary.status === "finished" && log.length !== summary.version) {
    throw new Error(`a finished game's log has ${log.length} events, not ${summary.version}`);
  }
  return `${gameType}: ${summary.status} after ${commands} commands, ${seen.length} events, ${view}`;
}

async function main(): Promise<void> {
  const [base, cap] = process.argv.slice(2);
  if (base === undefined) throw new Error("usage: node dist/play.js BASE_URL [MAX_COMMANDS]");
  const api = new Tabletop(base);
  const maxCommands = cap === undefined ? 1000 : Number(cap);
  for (const [gameType, players] of GAMES) {
    console.log(await playOne(api, gameType, players, maxCommands));
  }
  try {
    await api.summary("00000000-0000-4000-8000-000000000000");
    throw new Error("an unknown game must be a 404");
  } catch (error) {
    if (!(error instanceof ApiError) || error.problem?.code !== "game_not_found") throw error;
    console.log(`unknown game: ${error.status} ${error.problem.code}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
