// Names for the generated schema's types (openapi-typescript over openapi/v1.json): every
// request and answer of the SDK is typed by them, so a new field or event in the document
// reaches the SDK's users with a rebuild and no hand-written copy.
import type { components, operations } from "./schema.js";

export type Schemas = components["schemas"];
export type Summary = Schemas["GameSummary"];
export type GameType = Summary["game_type"];
export type Status = Summary["status"];
/** What a game's stream says after each command's events (a `summary` message). */
export type LiveSummary = Schemas["LiveSummary"];
export type CreateGame = Schemas["CreateGame"];
export type GameCommand = Schemas["GameCommand"];
export type GameEvent = Schemas["GameEvent"];
export type GameView = Schemas["GameView"];
export type GamePosition = Schemas["GamePosition"];
export type Problem = Schemas["Problem"];
export type SeatTaken = Schemas["SeatTaken"];
export type StreamTicket = Schemas["StreamTicket"];
export type LegalMoves = Schemas["LegalMoves"];
export type CommandAccepted = Schemas["CommandAccepted"];
export type EventPage = Schemas["EventPage"];
export type Narration = Schemas["Narration"];
export type GameList = Schemas["GameList"];
export type GameTypeInfo = Schemas["GameType"];
export type BotKind = NonNullable<Schemas["TakeSeat"]["bot"]>;

/** One event type, narrowed from the union by its `type` tag: `EventOf<"clans.huts_moved">`. */
export type EventOf<T extends GameEvent["type"]> = Extract<GameEvent, { type: T }>;
/** One command type, narrowed by its `type` tag. */
export type CommandOf<T extends GameCommand["type"]> = Extract<GameCommand, { type: T }>;
/** One game's view, narrowed by `game_type`: `ViewOf<"ice_flow">`. */
export type ViewOf<G extends GameType> = Extract<GameView, { game_type: G }>;

export type ListGamesQuery = NonNullable<operations["listGames"]["parameters"]["query"]>;
export type LobbyQuery = NonNullable<operations["streamLobby"]["parameters"]["query"]>;

/** One seat of one game: its id and bearer token (shown once, when the seat was taken). */
export interface Seat {
  gameId: string;
  seat: number;
  token: string;
}
