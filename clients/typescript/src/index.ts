// @tabletop/client: the TypeScript SDK of the Tabletop API v1 (browsers and Node >= 20).
export { Tabletop, type LobbyOptions, type PageOptions, type Reader } from "./client.js";
export { GameStream, type FollowOptions, type StreamEnd, type StreamItem } from "./stream.js";
export { Players, type Leaderboard, type MatchTicket, type Me, type MyGames, type MyGamesQuery, type PlayerNotice, type RatingHistory } from "./players.js";
export { TabletopError, isProblem } from "./errors.js";
export { Transport, type CallOptions, type ClientOptions } from "./transport.js";
export { readSse, type SseMessage } from "./sse.js";
export { newIdempotencyKey, retryAfterMs } from "./timing.js";
export type * from "./types.js";
export type { components, operations, paths } from "./schema.js";
