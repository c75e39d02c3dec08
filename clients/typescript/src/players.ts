// Signed-in players (docs/players.md): every call sends the sign-in provider's JWT as the
// bearer token. Me, my games, matchmaking, leaderboards, ratings and my notifications stream.
import { type CallOptions, type ClientOptions, Transport } from "./transport.js";
import type { components, operations } from "./schema.js";
import type { GameType } from "./types.js";

type Schemas = components["schemas"];
export type Me = Schemas["Player"];
export type MyGames = Schemas["MyGames"];
export type MatchTicket = Schemas["Ticket"];
export type Leaderboard = Schemas["Leaderboard"];
export type RatingHistory = Schemas["RatingHistory"];
export type PlayerNotice = Schemas["PlayerNotice"];
export type MyGamesQuery = NonNullable<operations["listMyGames"]["parameters"]["query"]>;

export class Players {
  readonly transport: Transport;

  /** `options.token`: the player's JWT. */
  constructor(options: ClientOptions & { token: string }) {
    this.transport = new Transport(options);
  }

  async me(options: CallOptions = {}): Promise<Me> {
    return this.transport.json<Me>({ method: "GET", path: "/v1/me", signal: options.signal });
  }

  /** My games, newest first, one page (`my_turn: true`: where one of my seats is to move). */
  async myGames(query: MyGamesQuery = {}, options: CallOptions = {}): Promise<MyGames> {
    return this.transport.json<MyGames>({ method: "GET", path: "/v1/me/games", query, signal: options.signal });
  }

  /** Joins the matchmaking queue (one key per call: a retry never queues twice). */
  async queue(gameType: GameType, players: number, options: CallOptions = {}): Promise<MatchTicket> {
    return this.transport.post<MatchTicket>("/v1/matchmaking/tickets", { game_type: gameType, players }, undefined, options);
  }

  async ticket(ticketId: string, options: CallOptions = {}): Promise<MatchTicket> {
    return this.transport.json<MatchTicket>({
      method: "GET",
      path: `/v1/matchmaking/tickets/${encodeURIComponent(ticketId)}`,
      signal: options.signal,
    });
  }

  async cancel(ticketId: string, options: CallOptions = {}): Promise<void> {
    await this.transport.send({
      method: "DELETE",
      path: `/v1/matchmaking/tickets/${encodeURIComponent(ticketId)}`,
      signal: options.signal,
    });
  }

  async leaderboard(gameType: GameType, options: CallOptions & { limit?: number; cursor?: string } = {}): Promise<Leaderboard> {
    return this.transport.json<Leaderboard>({
      method: "GET",
      path: `/v1/leaderboards/${encodeURIComponent(gameType)}`,
      query: { limit: options.limit, cursor: options.cursor },
      signal: options.signal,
    });
  }

  async ratings(playerId: string, options: CallOptions & { game_type?: GameType } = {}): Promise<RatingHistory> {
    return this.transport.json<RatingHistory>({
      method: "GET",
      path: `/v1/players/${encodeURIComponent(playerId)}/ratings`,
      query: { game_type: options.game_type },
      signal: options.signal,
    });
  }

  /** The URL that opens my notifications stream once (a browser's EventSource). */
  async streamUrl(options: CallOptions = {}): Promise<string> {
    const ticket = await this.transport.post<Schemas["StreamTicket"]>("/v1/me/stream-tickets", undefined, undefined, options);
    return this.transport.url("/v1/me/stream", { ticket: ticket.ticket });
  }
}
