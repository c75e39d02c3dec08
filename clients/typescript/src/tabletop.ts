// A small typed client of the Tabletop API v1: every type comes from the generated
// `schema.d.ts` (openapi-typescript over openapi/v1.json), requests go through openapi-fetch.
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type Schemas = components["schemas"];
export type GameType = Schemas["CreateGame"]["game_type"];
export type Summary = Schemas["GameSummary"];
export type Command = Schemas["GameCommand"];
export type GameEvent = Schemas["GameEvent"];
export type GameView = Schemas["GameView"];
export type Problem = Schemas["Problem"];

export class ApiError extends Error {
  constructor(readonly status: number, readonly problem: Problem | undefined) {
    super(problem ? `${status} ${problem.code}: ${problem.detail}` : `HTTP ${status}`);
  }
}

/** One seat of one game: its id and bearer token. */
export interface Seat {
  gameId: string;
  seat: number;
  token: string;
}

/** The media types this client reads: `application/json` and `application/problem+json`. */
type Json = `application/${string}json`;

export class Tabletop {
  // JSON answers only (and JSON problem details): the view also comes as an SVG picture
  // (`Accept: image/svg+xml`), which this client does not ask for, so a view is typed as the
  // JSON view alone.
  private readonly http: ReturnType<typeof createClient<paths, Json>>;

  constructor(baseUrl: string) {
    this.http = createClient<paths, Json>({ baseUrl });
  }

  async createGame(gameType: GameType, players: number, seed?: string): Promise<Summary> {
    const body: Schemas["CreateGame"] =
      seed === undefined ? { game_type: gameType, players } : { game_type: gameType, players, seed };
    const { data, error, response } = await this.http.POST("/v1/games", { body });
    if (data === undefined) throw new ApiError(response.status, error);
    return data;
  }

  async takeSeat(gameId: string, name: string): Promise<Seat> {
    const { data, error, response } = await this.http.POST("/v1/games/{game_id}/seats", {
      params: { path: { game_id: gameId } },
      body: { name },
    });
    if (data === undefined) throw new ApiError(response.status, error);
    // A player's seat always comes with its token (only a bot's seat has none).
    if (data.token == null) throw new ApiError(response.status, undefined);
    return { gameId, seat: data.seat, token: data.token };
  }

  async summary(gameId: string): Promise<Summary> {
    const { data, error, response } = await this.http.GET("/v1/games/{game_id}", {
      params: { path: { game_id: gameId } },
    });
    if (data === undefined) throw new ApiError(response.status, error);
    return data;
  }

  async legalMoves(seat: Seat): Promise<{ version: number; moves: Command[] }> {
    const { data, error, response } = await this.http.GET("/v1/games/{game_id}/legal-moves", {
      params: { path: { game_id: seat.gameId } },
      headers: bearer(seat),
    });
    if (data === undefined) throw new ApiError(response.status, error);
    return data;
  }

  /** Sends a command decided at `version`; a stale version is a 409 `version_conflict`. */
  async send(seat: Seat, command: Command, version: number): Promise<GameEvent[]> {
    const { data, error, response } = await this.http.POST("/v1/games/{game_id}/commands", {
      params: {
        path: { game_id: seat.gameId },
        header: { "If-Match": `"${version}"`, "Idempotency-Key": `${seat.seat}-${version}` },
      },
      headers: bearer(seat),
      body: command,
    });
    if (data === undefined) throw new ApiError(response.status, error);
    return data.events;
  }

  async view(seat: Seat): Promise<GameView> {
    const { data, error, response } = await this.http.GET("/v1/games/{game_id}/view", {
      params: { path: { game_id: seat.gameId } },
      headers: bearer(seat),
    });
    if (data === undefined) throw new ApiError(response.status, error);
    return data;
  }

  async events(gameId: string, after = 0): Promise<GameEvent[]> {
    const { data, error, response } = await this.http.GET("/v1/games/{game_id}/events", {
      params: { path: { game_id: gameId }, query: { after, limit: 10000 } },
    });
    if (data === undefined) throw new ApiError(response.status, error);
    return data.events;
  }
}

function bearer(seat: Seat): { Authorization: string } {
  return { Authorization: `Bearer ${seat.token}` };
}

/** One line per event; `ev.type` narrows the union, so each case sees its own fields. */
export function describe(ev: GameEvent): string {
  switch (ev.type) {
    case "clans.huts_moved":
      return `seat ${ev.seat} moved huts from ${ev.from} to ${ev.to}`;
    case "clans.village_founded":
      return `a village was founded on field ${ev.field}`;
    case "pow_wow.card_revealed":
      return `seat ${ev.seat} revealed ${ev.card} in window ${ev.window}`;
    case "mammoth_hunters.game_ended":
    case "clans.game_ended":
    case "pow_wow.game_ended":
    case "der_schwarm.game_ended":
    case "ice_flow.game_ended":
      return `game over at version ${ev.version}`;
    default:
      return ev.type;
  }
}

/** `game_type` narrows a view to its game's own schema; the switch must cover every game. */
export function whoseView(view: GameView): string {
  switch (view.game_type) {
    case "clans":
      return `clans: ${view.phase}`;
    case "mammoth_hunters":
    case "pow_wow":
    case "der_schwarm":
    case "ice_flow":
      return view.game_type;
    default:
      return unreachable(view);
  }
}

function unreachable(value: never): never {
  throw new Error(`unexpected ${JSON.stringify(value)}`);
}
