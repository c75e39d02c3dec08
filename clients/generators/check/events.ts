// Compiled under `tsc --strict` against each TypeScript generator's output (tests/contract_api/
// test_generators.py writes `./generated.ts`, re-exporting the generator's types): the event
// union narrows on `type`, and a `switch` over it is exhaustive (the `never` default fails to
// compile if an event type were missing or the union did not narrow).
import type { ClansEvent, SendCommandProblem, SendCommandProblemCode } from "./generated.js";

export function describe(event: ClansEvent): string {
  switch (event.type) {
    case "clans.game_started":
      return `${event.players} players, seat ${event.first_seat} first`;
    case "clans.clans_dealt":
      return `clans dealt: ${event.clans.length}`;
    case "clans.position_loaded":
      return `position loaded, seat ${event.active_seat} to move`;
    case "clans.huts_moved":
      return `seat ${event.seat} moved huts ${event.from} → ${event.to}`;
    case "clans.villages_formed":
      return `villages formed: ${event.fields.length}`;
    case "clans.village_founded":
      return `seat ${event.seat} founded a village on ${event.field}`;
    case "clans.turn_passed":
      return `seat ${event.seat} passed`;
    case "clans.game_ended":
      return `game over (${event.reason})`;
    case "tabletop.table_set":
      return "table set";
    case "tabletop.clock_charged":
      return `seat ${event.seat} used ${event.used_ms} ms`;
    case "tabletop.seat_absent":
      return `seat ${event.seat} is absent`;
    case "tabletop.seat_returned":
      return `seat ${event.seat} is back`;
    case "tabletop.game_abandoned":
      return "abandoned";
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

// A problem's code is typed per operation and open: known codes narrow, unknown ones are a
// plain string a client must accept (a later minor version may add one).
export function advice(problem: SendCommandProblem): string {
  const code: SendCommandProblemCode | string = problem.code;
  switch (code) {
    case "version_conflict":
      return `reload: the game is at version ${problem.current_version ?? "?"}`;
    case "rate_limited":
      return "wait for Retry-After";
    default:
      return `${problem.status}: ${problem.title}`;
  }
}
