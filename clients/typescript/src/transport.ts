// One HTTP call with the SDK's retry policy: 429 and 503 are waited out as `Retry-After` says
// (1 s when absent, capped) and the request is sent again, a bounded number of times. A POST
// is sent again only with an `Idempotency-Key`, the same on every attempt, so the server does
// the action once however many times the request arrived.
import { TabletopError } from "./errors.js";
import { newIdempotencyKey, retryAfterMs, sleep } from "./timing.js";

export interface ClientOptions {
  /** The API's origin, e.g. `https://tabletop.example` (no trailing `/v1`). */
  baseUrl: string;
  /** A bearer token sent when a call names none: a player's sign-in JWT or the operator's. */
  token?: string;
  /** The fetch to use (default: the global one); handy for tests and instrumentation. */
  fetch?: typeof fetch;
  /** Attempts per call, the first included (default 5). */
  maxAttempts?: number;
  /** The longest wait for one `Retry-After` (default 60 000 ms). */
  maxRetryAfterMs?: number;
}

export interface CallOptions {
  /** Stops waiting and the request (the call rejects with the signal's reason). */
  signal?: AbortSignal;
  /** The key for this action (default: a new UUID per call, reused on its retries). */
  idempotencyKey?: string;
}

export interface Request {
  method: "GET" | "POST" | "DELETE";
  path: string;
  query?: Record<string, string | number | boolean | undefined> | undefined;
  headers?: Record<string, string> | undefined;
  token?: string | undefined;
  json?: unknown;
  text?: string;
  contentType?: string;
  accept?: string;
  signal?: AbortSignal | undefined;
  idempotencyKey?: string | undefined;
  /** Attempts for this request (default: the client's `maxAttempts`). */
  attempts?: number;
}

const RETRY_STATUSES = new Set([429, 503]);
const NETWORK_BACKOFF_MS = 500;

export class Transport {
  readonly baseUrl: string;
  readonly token: string | undefined;
  readonly maxAttempts: number;
  readonly maxRetryAfterMs: number;
  private readonly fetcher: typeof fetch;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.token = options.token;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
    // Bound to globalThis: browsers reject a fetch called as a method of another object.
    this.fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  url(path: string, query?: Request["query"]): string {
    const url = new URL(this.baseUrl + path);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  /** Sends once, without retries (the game stream follows its own reconnect rule). */
  once(url: string, init: RequestInit): Promise<Response> {
    return this.fetcher(url, init);
  }

  /** The answer of a 2xx/304, after the retries; any other answer throws TabletopError. */
  async send(request: Request): Promise<Response> {
    const headers: Record<string, string> = { Accept: request.accept ?? "application/json", ...request.headers };
    const token = request.token ?? this.token;
    if (token !== undefined) headers["Authorization"] = `Bearer ${token}`;
    let body: string | undefined;
    if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      headers["Content-Type"] = "application/json";
    } else if (request.text !== undefined) {
      body = request.text;
      headers["Content-Type"] = request.contentType ?? "text/plain";
    }
    const retryable = request.method !== "POST" || request.idempotencyKey !== undefined;
    if (request.idempotencyKey !== undefined) headers["Idempotency-Key"] = request.idempotencyKey;
    const url = this.url(request.path, request.query);
    for (let attempt = 1; ; attempt++) {
      const last = !retryable || attempt >= (request.attempts ?? this.maxAttempts);
      let response: Response;
      try {
        response = await this.fetcher(url, { method: request.method, headers, body: body ?? null, signal: request.signal ?? null });
      } catch (error) {
        if (request.signal?.aborted) throw request.signal.reason;
        // No answer (connection refused or reset): the request may or may not have arrived,
        // which the idempotency key makes harmless.
        if (last) throw new TabletopError(0, "network_error", undefined, undefined, { cause: error });
        await sleep(NETWORK_BACKOFF_MS * 2 ** (attempt - 1), request.signal);
        continue;
      }
      if (response.ok || response.status === 304) return response;
      if (!last && RETRY_STATUSES.has(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        await sleep(retryAfterMs(response.headers, this.maxRetryAfterMs), request.signal);
        continue;
      }
      throw await TabletopError.from(response);
    }
  }

  async json<T>(request: Request): Promise<T> {
    const response = await this.send(request);
    return (await response.json()) as T;
  }

  /** A POST whose retries are safe: it carries the caller's key, else a new one. */
  post<T>(path: string, json: unknown, token: string | undefined, options: CallOptions = {}): Promise<T> {
    return this.json<T>({
      method: "POST",
      path,
      json,
      token,
      signal: options.signal,
      idempotencyKey: options.idempotencyKey ?? newIdempotencyKey(),
    });
  }
}
