// Typed calls for everything a frontend does with a game: create it, take seats (players and
// bots), read its summary, view, legal moves, events and narration, send commands, export and
// import its log, and follow its stream. Every answer is typed by the generated schema.
import { GameStream, type FollowOptions } from "./stream.js";
import { readSse } from "./sse.js";
import { TabletopError } from "./errors.js";
import { type CallOptions, type ClientOptions, Transport } from "./transport.js";
import { newIdempotencyKey as newKey, retryAfterMs, sleep } from "./timing.js";
import type {
  BotKind,
  CommandAccepted,
  CreateGame,
  EventPage,
  GameCommand,
  GameList,
  GamePosition,
  GameTypeInfo,
  GameView,
  LegalMoves,
  ListGamesQuery,
  LobbyQuery,
  Narration,
  Seat,
  SeatTaken,
  StreamTicket,
  Summary,
} from "./types.js";

/** Whose eyes a read uses: a seat (its token, its secrets) or a game id (the public view, or
 * the client's own token, e.g. the operator's). */
export type Reader = Seat | string;

export interface PageOptions extends CallOptions {
  after?: number;
  limit?: number;
}

export interface LobbyOptions extends LobbyQuery {
  signal?: AbortSignal;
}

export class Tabletop {
  readonly transport: Transport;

  constructor(options: ClientOptions | string) {
    this.transport = new Transport(typeof options === "string" ? { baseUrl: options } : options);
  }

  // --- games -------------------------------------------------------------------------------

  async gameTypes(options: CallOptions = {}): Promise<GameTypeInfo[]> {
    return this.transport.json<GameTypeInfo[]>({ method: "GET", path: "/v1/game-types", signal: options.signal });
  }

  async listGames(query: ListGamesQuery = {}, options: CallOptions = {}): Promise<GameList> {
    return this.transport.json<GameList>({ method: "GET", path: "/v1/games", query, signal: options.signal });
  }

  /** A new game (status `open`); `body.game_type` picks the options and position types. */
  async createGame(body: CreateGame, options: CallOptions = {}): Promise<Summary> {
    return this.transport.post<Summary>("/v1/games", body, undefined, options);
  }

  /** Takes a seat for a player; the token in the answer is shown only this once. */
  async takeSeat(gameId: string, name: string, options: CallOptions = {}): Promise<Seat & { game: Summary }> {
    const taken = await this.transport.post<SeatTaken>(`/v1/games/${id(gameId)}/seats`, { name }, undefined, options);
    if (typeof taken.token !== "string") throw new TabletopError(201, "missing_token", undefined, undefined);
    return { gameId: taken.game_id, seat: taken.seat, token: taken.token, game: taken.game };
  }

  /** Seats a server bot (it plays by itself; there is no token). */
  async addBot(gameId: string, bot: BotKind, name?: string, options: CallOptions = {}): Promise<SeatTaken> {
    const body = name === undefined ? { bot } : { bot, name };
    return this.transport.post<SeatTaken>(`/v1/games/${id(gameId)}/seats`, body, undefined, options);
  }

  /** Takes an absent seat back (`tabletop.seat_returned`): its player is playing again. */
  async returnToSeat(seat: Seat, options: CallOptions = {}): Promise<Summary> {
    return this.transport.post<Summary>(`/v1/games/${id(seat.gameId)}/seats/${seat.seat}/return`, undefined, seat.token, options);
  }

  async summary(gameId: string, options: CallOptions = {}): Promise<Summary> {
    return this.transport.json<Summary>({ method: "GET", path: `/v1/games/${id(gameId)}`, signal: options.signal });
  }

  // --- play --------------------------------------------------------------------------------

  /** The game as `who` may see it (JSON); `view.game_type` narrows it to its game's view. */
  async view(who: Reader, options: CallOptions & { at?: number } = {}): Promise<GameView> {
    return this.transport.json<GameView>({
      method: "GET",
      path: `/v1/games/${id(gameOf(who))}/view`,
      query: { at: options.at },
      token: tokenOf(who),
      signal: options.signal,
    });
  }

  /** Every command the seat may send now, each ready to send, and the version they are for. */
  async legalMoves(seat: Seat, options: CallOptions = {}): Promise<LegalMoves> {
    return this.transport.json<LegalMoves>({
      method: "GET",
      path: `/v1/games/${id(seat.gameId)}/legal-moves`,
      token: seat.token,
      signal: options.signal,
    });
  }

  /**
   * Sends a command decided at `version` (`If-Match`): a stale version is a 409
   * `version_conflict` (read `error.problem.current_version`, decide again). The call's
   * idempotency key makes its retries safe: the command happens once.
   */
  async send(seat: Seat, command: GameCommand, version: number, options: CallOptions = {}): Promise<CommandAccepted> {
    return this.transport.json<CommandAccepted>({
      method: "POST",
      path: `/v1/games/${id(seat.gameId)}/commands`,
      json: command,
      token: seat.token,
      headers: { "If-Match": `"${version}"` },
      idempotencyKey: options.idempotencyKey ?? newKey(),
      signal: options.signal,
    });
  }

  /** One page of the log after `after`, as `who` may see it. */
  async events(who: Reader, options: PageOptions = {}): Promise<EventPage> {
    return this.transport.json<EventPage>({
      method: "GET",
      path: `/v1/games/${id(gameOf(who))}/events`,
      query: { after: options.after, limit: options.limit },
      token: tokenOf(who),
      signal: options.signal,
    });
  }

  /** The log told in sentences, as `who` may see it. */
  async narration(who: Reader, options: PageOptions = {}): Promise<Narration> {
    return this.transport.json<Narration>({
      method: "GET",
      path: `/v1/games/${id(gameOf(who))}/events/narration`,
      query: { after: options.after, limit: options.limit },
      token: tokenOf(who),
      signal: options.signal,
    });
  }

  /** The full position document at version `at` (default: now), once `who` may see all. */
  async position(who: Reader, options: CallOptions & { at?: number } = {}): Promise<GamePosition> {
    return this.transport.json<GamePosition>({
      method: "GET",
      path: `/v1/games/${id(gameOf(who))}/position`,
      query: { at: options.at },
      token: tokenOf(who),
      signal: options.signal,
    });
  }

  /** The game log file (JSON Lines: a header line, then one line per event). */
  async exportGame(who: Reader, options: CallOptions = {}): Promise<string> {
    const response = await this.transport.send({
      method: "GET",
      path: `/v1/games/${id(gameOf(who))}/export`,
      accept: "application/jsonl",
      token: tokenOf(who),
      signal: options.signal,
    });
    return response.text();
  }

  /** Imports a game log file as a new, read-only game (needs a signed-in player's or the
   * operator's token: the client's own, or `options.token`). */
  async importGame(log: string, options: CallOptions & { token?: string } = {}): Promise<Summary> {
    return this.transport.json<Summary>({
      method: "POST",
      path: "/v1/games/import",
      text: log,
      contentType: "application/jsonl",
      token: options.token,
      idempotencyKey: options.idempotencyKey ?? newKey(),
      signal: options.signal,
    });
  }

  /** A one-use ticket that opens the seat's stream within a minute (for EventSource). */
  async streamTicket(seat: Seat, options: CallOptions = {}): Promise<StreamTicket> {
    return this.transport.post<StreamTicket>(`/v1/games/${id(seat.gameId)}/stream-tickets`, undefined, seat.token, options);
  }

  /** The URL an EventSource opens with a fresh ticket (`after`: resume after that version). */
  async streamUrl(seat: Seat, after = 0, options: CallOptions = {}): Promise<string> {
    const ticket = await this.streamTicket(seat, options);
    return this.transport.url(`/v1/games/${id(seat.gameId)}/events/stream`, { ticket: ticket.ticket, after });
  }

  // --- streams -----------------------------------------------------------------------------

  /**
   * Follows a game's stream: events and summaries, reconnecting and stopping at the end (see
   * GameStream). `who`: a seat (its own copies of the events) or a game id (the public stream).
   */
  follow(who: Reader, options: Omit<FollowOptions, "token"> = {}): GameStream {
    const token = tokenOf(who);
    return new GameStream(this.transport, gameOf(who), token === undefined ? options : { ...options, token });
  }

  /**
   * The lobby: every current game's summary, then each game again whenever it changes, until
   * `signal` aborts. A reconnect (after 1 s doubling to 30 s) starts again with the current
   * games, as the server sends them.
   */
  async *lobby(options: LobbyOptions = {}): AsyncGenerator<Summary, void, undefined> {
    const { signal, ...query } = options;
    let backoff = 1000;
    while (!signal?.aborted) {
      let wait = 0;
      try {
        const response = await this.transport.once(this.transport.url("/v1/games/stream", query), {
          headers: { Accept: "text/event-stream" },
          signal: signal ?? null,
          cache: "no-store",
        });
        if (response.ok && response.body) {
          for await (const message of readSse(response.body)) {
            if (message.event !== "game") continue;
            backoff = 1000;
            yield JSON.parse(message.data) as Summary;
          }
        } else if (response.status !== 429 && response.status < 500) {
          throw await TabletopError.from(response);
        } else {
          await response.body?.cancel().catch(() => undefined);
          wait = retryAfterMs(response.headers, 60_000);
        }
        await sleep(Math.max(wait, backoff * (0.75 + 0.25 * Math.random())), signal);
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof TabletopError) throw error;
        await sleep(backoff, signal).catch(() => undefined);
      }
      backoff = Math.min(backoff * 2, 30_000);
    }
  }
}

function id(gameId: string): string {
  return encodeURIComponent(gameId);
}

function gameOf(who: Reader): string {
  return typeof who === "string" ? who : who.gameId;
}

function tokenOf(who: Reader): string | undefined {
  return typeof who === "string" ? undefined : who.token;
}
