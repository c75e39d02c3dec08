// Signed-in players (docs/players.md): every call sends the OIDC provider's JWT as the bearer
// token. My games, my notifications (EventSource with a stream ticket), matchmaking and the
// leaderboards, typed from the generated schema.
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";
import { ApiError, type GameType } from "./tabletop.js";

type Schemas = components["schemas"];
export type Me = Schemas["Player"];
export type MyGames = Schemas["MyGames"];
export type Ticket = Schemas["Ticket"];
export type Leaderboard = Schemas["Leaderboard"];
export type PlayerNotice = Schemas["PlayerNotice"];

export class Players {
  private readonly http: ReturnType<typeof createClient<paths>>;

  constructor(
    private readonly baseUrl: string,
    jwt: string,
  ) {
    this.http = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${jwt}` } });
  }

  async me(): Promise<Me> {
    const { data, error, response } = await this.http.GET("/v1/me");
    if (data === undefined) throw new ApiError(response.status, error);
    return data;
  }

  /** My games where one of my seats is to move (`myTurn`), newest first, one page. */
  async myGames(myTurn?: boolean, cursor?: string): Promise<MyGames> {
    const query = { ...(myTurn === undefined ? {} : { my_turn: myTurn }), ...(cursor ? { cursor } : {}) };
    const { data, error, response } = await this.http.GET("/v1/me/games", { params: { query } });
    if (data === undefined) throw new ApiError(response.status, error);
    return data;
  }

  async queue(gameType: GameType, players: number): Promise<Ticket> {
    const { data, error, response } = await this.http.POST("/v1/matchmaking/tickets", {
      body: { game_type: gameType, players },
    });
    if (data === undefined) throw new ApiError(response.status, error);
    return data;
  }

  async cancel(ticketId: string): Promise<void> {
    const { error, response } = await this.http.DELETE("/v1/matchmaking/tickets/{ticket_id}", {
      params: { path: { ticket_id: ticketId } },
    });
    if (response.status !== 204) throw new ApiError(response.status, error);
  }

  async leaderboard(gameType: GameType): Promise<Leaderboard> {
    const { data, error, response } = await this.http.GET("/v1/leaderboards/{game_type}", {
      params: { path: { game_type: gameType } },
    });
    if (data === undefined) throw new ApiError(response.status, error);
    return data;
  }

  /** The URL that opens my notifications stream once (for a browser's EventSource). */
  async streamUrl(): Promise<string> {
    const { data, error, response } = await this.http.POST("/v1/me/stream-tickets");
    if (data === undefined) throw new ApiError(response.status, error);
    return `${this.baseUrl}/v1/me/stream?ticket=${encodeURIComponent(data.ticket)}`;
  }
}

/** In a browser: call `onNotice` for each notice of my stream (your_turn, match_found …). */
export async function followMyGames(
  players: Players,
  onNotice: (notice: PlayerNotice) => void,
): Promise<EventSource> {
  const source = new EventSource(await players.streamUrl());
  for (const kind of ["your_turn", "deadline_soon", "game_started", "game_finished", "match_found"]) {
    source.addEventListener(kind, (message) => onNotice(JSON.parse((message as MessageEvent<string>).data)));
  }
  return source;
}
