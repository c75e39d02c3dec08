import { isProblem, type Seat, Tabletop } from "@tabletop/client";

const api = new Tabletop(process.argv[2] ?? "http://127.0.0.1:8000");

// A game of Clans for two; here one program takes both seats (a real table: one per device).
const game = await api.createGame({ game_type: "clans", players: 2 });
const seats: Seat[] = [];
for (const name of ["Ada", "Bela"]) seats.push(await api.takeSeat(game.game_id, name));

// Each seat follows its own stream (its secrets only) and moves when it is to move. The
// stream reconnects by itself and ends when the game is over.
async function play(seat: Seat): Promise<void> {
  for await (const item of api.follow(seat)) {
    if (item.kind === "event") continue; // item.event.type narrows the event
    const { status, to_move, outcome, version } = item.summary;
    if (status === "finished") console.log(`seat ${seat.seat}: over at ${version}`, JSON.stringify(outcome));
    if (status !== "active" || !to_move.includes(seat.seat)) continue;
    const legal = await api.legalMoves(seat);
    const move = legal.moves[Math.floor(Math.random() * legal.moves.length)];
    if (move === undefined) continue;
    try {
      await api.send(seat, move, legal.version);
    } catch (error) {
      // Someone moved first: the next summary says what to do. Anything else is a bug.
      if (!isProblem(error, "version_conflict")) throw error;
    }
  }
}
await Promise.all(seats.map(play));
