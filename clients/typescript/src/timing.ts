// Waiting: abortable sleeps and the `Retry-After` header, shared by calls and streams.

/** Resolves after `ms`, or rejects with the signal's reason when it is aborted first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export const DEFAULT_RETRY_AFTER_MS = 1000;

/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date; 1 s when absent or unreadable;
 * never more than `capMs`, so a wrong header cannot park a client for hours.
 */
export function retryAfterMs(headers: Headers, capMs: number): number {
  const value = headers.get("Retry-After")?.trim();
  let ms = DEFAULT_RETRY_AFTER_MS;
  if (value) {
    if (/^\d+$/.test(value)) ms = Number(value) * 1000;
    else {
      const at = Date.parse(value);
      if (!Number.isNaN(at)) ms = Math.max(0, at - Date.now());
    }
  }
  return Math.min(ms, capMs);
}

/** A fresh idempotency key: a UUID v4, also where `crypto.randomUUID` is missing (it exists
 * only in secure contexts: an `http://` page other than localhost has no `randomUUID`). */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === "function") c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
