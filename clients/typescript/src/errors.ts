// Every answer the SDK does not take as a success becomes one error class, whatever its body:
// an RFC 9457 problem (its `code` to branch on), another JSON body, text or nothing at all.
import type { Problem } from "./types.js";

export class TabletopError extends Error {
  override readonly name = "TabletopError";

  constructor(
    /** The HTTP status (0: no answer, e.g. the network failed on every attempt). */
    readonly status: number,
    /**
     * The problem's stable machine code (`game_not_found`, `version_conflict`, …). Codes are
     * an open list: new ones may appear in any minor API version, so keep a default branch.
     * Without a problem body it is `http_<status>` (or `network_error`).
     */
    readonly code: string,
    /** The problem details when the body was one (`application/problem+json`). */
    readonly problem: Problem | undefined,
    /** The answer's headers (`Retry-After`, `RateLimit`, `X-Request-ID` …), when there was one. */
    readonly headers: Headers | undefined,
    options?: { cause?: unknown },
  ) {
    super(problem ? `${status} ${problem.code}: ${problem.detail}` : `${status || "no answer"} ${code}`, options);
  }

  /** Reads a failed answer's body without ever throwing on it (a proxy's HTML page, say). */
  static async from(response: Response): Promise<TabletopError> {
    let text = "";
    try {
      text = await response.text();
    } catch {
      // The body broke off: the status alone still says what happened.
    }
    const problem = asProblem(text);
    const code = problem?.code ?? `http_${response.status}`;
    return new TabletopError(response.status, code, problem, response.headers);
  }
}

function asProblem(text: string): Problem | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record["code"] !== "string") return undefined;
  // Fill what a non-conforming body left out, so `problem.detail` is always a string.
  return {
    type: typeof record["type"] === "string" ? record["type"] : "about:blank",
    title: typeof record["title"] === "string" ? record["title"] : record["code"],
    status: typeof record["status"] === "number" ? record["status"] : 0,
    detail: typeof record["detail"] === "string" ? record["detail"] : "",
    ...(record as object),
  } as Problem;
}

/** True when `error` is a TabletopError with this `code` (narrows it). */
export function isProblem(error: unknown, code?: string): error is TabletopError {
  return error instanceof TabletopError && (code === undefined || error.code === code);
}
