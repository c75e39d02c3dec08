// A game's event stream that reconnects by the rule of docs/frontend.md and stops at the end:
// 1. it keeps the last `id:` (`after`) and the last summary;
// 2. it never opens a stream (nor gets a ticket) once the last summary says `finished`;
// 3. it opens the stream after `after` (`Last-Event-ID`, or `?after=` with a ticket) and on a
//    finished summary closes it and stops;
// 4. a 204 means the game is over with nothing left: it stops for good;
// 5. a stream that ended or failed otherwise: wait (1 s doubling to 30 s, with jitter; back to
//    1 s after a stream that delivered a message; at least `Retry-After` on 429/503), read the
//    game's summary, stop if finished, else reopen (a new ticket each time);
// 6. 401/404 stop with a TabletopError; a used or expired ticket gets a new one (a reconnect).
import { TabletopError } from "./errors.js";
import { readSse } from "./sse.js";
import type { Transport } from "./transport.js";
import { retryAfterMs, sleep } from "./timing.js";
import type { EventPage, GameEvent, LiveSummary, StreamTicket, Summary } from "./types.js";

export type StreamItem =
  | { kind: "event"; version: number; event: GameEvent }
  | { kind: "summary"; version: number; summary: LiveSummary };

export interface FollowOptions {
  /** The seat's token: sent as `Authorization` (or traded for tickets); none: the public stream. */
  token?: string;
  /** Open each connection with a fresh one-use stream ticket instead of `Authorization`
   * (what a browser's EventSource needs; here for parity and for servers that ask for it). */
  useTickets?: boolean;
  /** Resume after this version (default 0: from the first event). */
  after?: number;
  /** The last summary known: when it says `finished`, nothing is requested at all. */
  summary?: LiveSummary | Summary;
  signal?: AbortSignal;
  /** First reconnect wait (default 1000 ms), doubled up to `maxBackoffMs` (default 30 000). */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** A number in [0, 1) for the jitter (default Math.random). */
  random?: () => number;
}

/** Why a stream ended: the game finished (summary or 204), or the caller aborted. */
export type StreamEnd = "finished" | "aborted";

const TICKET_RENEWALS = new Set(["ticket_used", "ticket_expired"]);

export class GameStream implements AsyncIterable<StreamItem> {
  /** The version of the last message received (what a reconnect resumes after). */
  after: number;
  /** The last summary received (from the stream, or from GET /v1/games/{id} between streams). */
  summary: LiveSummary | undefined;
  /** Set once the iteration is over. */
  ended: StreamEnd | undefined;
  /** Connections opened so far (each stream request counts, whatever it answered). */
  connections = 0;

  private readonly options: FollowOptions;
  private readonly initialBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly random: () => number;

  constructor(
    private readonly transport: Transport,
    readonly gameId: string,
    options: FollowOptions = {},
  ) {
    this.options = options;
    this.after = options.after ?? 0;
    this.summary = options.summary === undefined ? undefined : live(options.summary);
    this.initialBackoffMs = options.initialBackoffMs ?? 1000;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.random = options.random ?? Math.random;
  }

  [Symbol.asyncIterator](): AsyncIterator<StreamItem> {
    return this.run();
  }

  /** Calls `onItem` for every event and summary; resolves when the stream has ended. */
  async forEach(onItem: (item: StreamItem) => void | Promise<void>): Promise<StreamEnd> {
    for await (const item of this) await onItem(item);
    return this.ended ?? "aborted";
  }

  private async *run(): AsyncGenerator<StreamItem, void, undefined> {
    const signal = this.options.signal;
    let backoff = this.initialBackoffMs;
    try {
      for (;;) {
        if (this.summary?.status === "finished") return this.end("finished"); // rule 2
        let delivered = false;
        let minWait = 0;
        let response: Response | undefined;
        try {
          response = await this.open(signal);
        } catch (error) {
          if (signal?.aborted || (error instanceof TabletopError && !renewable(error))) throw error;
          // No answer (the server is down or restarting) or no ticket for now: a stream that
          // failed (rule 5), so reconnect with the backoff.
        }
        if (response?.status === 204) return this.end("finished"); // rule 4
        if (response?.ok && response.body) {
          try {
            for await (const item of this.read(response.body)) {
              delivered = true;
              yield item;
              if (item.kind === "summary" && item.summary.status === "finished") {
                return this.end("finished"); // rule 3 (the generator's return closes the body)
              }
            }
          } catch (error) {
            if (signal?.aborted) throw error;
            // The connection broke mid-stream: a reconnect resumes after the last id.
          }
        } else if (response !== undefined) {
          const failure = await TabletopError.from(response);
          if (response.status === 429 || response.status === 503) {
            minWait = retryAfterMs(response.headers, this.transport.maxRetryAfterMs);
          } else if (!(this.options.useTickets && TICKET_RENEWALS.has(failure.code)) && response.status < 500) {
            throw failure; // rule 6: 401, 404 and other refusals are for the caller
          }
        }
        if (delivered) backoff = this.initialBackoffMs; // rule 5's reset
        const jittered = Math.min(backoff, this.maxBackoffMs) * (0.75 + 0.25 * this.random());
        await sleep(Math.max(minWait, jittered), signal);
        backoff = Math.min(backoff * 2, this.maxBackoffMs);
        yield* this.catchUp(signal); // rule 5: the summary decides whether to reopen
      }
    } catch (error) {
      if (signal?.aborted) return this.end("aborted");
      throw error;
    }
  }

  private end(reason: StreamEnd): void {
    this.ended = reason;
  }

  /** One connection: the stream request (after a ticket when asked for one). */
  private async open(signal: AbortSignal | undefined): Promise<Response> {
    const path = `/v1/games/${encodeURIComponent(this.gameId)}/events/stream`;
    const headers: Record<string, string> = { Accept: "text/event-stream" };
    let url: string;
    if (this.options.useTickets) {
      if (this.options.token === undefined) throw new Error("useTickets needs the seat's token");
      const ticket = await this.transport.post<StreamTicket>(
        `/v1/games/${encodeURIComponent(this.gameId)}/stream-tickets`,
        undefined,
        this.options.token,
        signal === undefined ? {} : { signal },
      );
      url = this.transport.url(path, { ticket: ticket.ticket, after: this.after });
    } else {
      url = this.transport.url(path);
      headers["Last-Event-ID"] = String(this.after);
      if (this.options.token !== undefined) headers["Authorization"] = `Bearer ${this.options.token}`;
    }
    this.connections += 1;
    return this.transport.once(url, { headers, signal: signal ?? null, cache: "no-store" });
  }

  private async *read(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamItem, void, undefined> {
    for await (const message of readSse(body)) {
      const version = message.id === undefined ? this.after : Number(message.id);
      if (message.event === "summary") {
        const summary = JSON.parse(message.data) as LiveSummary;
        this.after = version;
        this.summary = summary;
        yield { kind: "summary", version, summary };
      } else if (message.event.includes(".")) {
        // Event types are namespaced (`clans.huts_moved`); other names are for newer clients.
        this.after = version;
        yield { kind: "event", version, event: JSON.parse(message.data) as GameEvent };
      }
    }
  }

  /**
   * Between connections: the game's summary. When it is finished, the events the broken
   * stream did not deliver are read from the log (GET …/events, not a stream) and the final
   * summary is yielded, so a follower ends with the whole game.
   */
  private async *catchUp(signal: AbortSignal | undefined): AsyncGenerator<StreamItem, void, undefined> {
    const id = encodeURIComponent(this.gameId);
    let summary: Summary;
    try {
      summary = await this.transport.json<Summary>({
        method: "GET",
        path: `/v1/games/${id}`,
        signal,
        attempts: 1, // the stream's own backoff paces the next try
      });
    } catch (error) {
      if (error instanceof TabletopError && (error.status === 404 || error.status === 401)) throw error;
      if (signal?.aborted) throw error;
      return; // the server is unreachable for now: the next connection attempt backs off
    }
    if (summary.status !== "finished") return;
    while (this.after < summary.version) {
      const page = await this.transport.json<EventPage>({
        method: "GET",
        path: `/v1/games/${id}/events`,
        query: { after: this.after },
        token: this.options.token,
        signal,
      });
      if (page.events.length === 0) break;
      for (const event of page.events) {
        this.after = event.version;
        yield { kind: "event", version: event.version, event };
      }
    }
    this.summary = live(summary);
    yield { kind: "summary", version: summary.version, summary: this.summary };
  }
}

function renewable(error: unknown): boolean {
  return error instanceof TabletopError && (error.status >= 500 || error.status === 429 || error.status === 0);
}

function live(summary: LiveSummary | Summary): LiveSummary {
  return {
    version: summary.version,
    status: summary.status,
    to_move: summary.to_move,
    deadline_at: summary.deadline_at ?? null,
    outcome: summary.outcome ?? null,
  };
}
