// Server-Sent Events read from a fetch body (the WHATWG event-stream format): fetch, unlike
// EventSource, can send `Authorization` and `Last-Event-ID` and shows the status (204, 429 …),
// and a ReadableStream body exists in browsers and in Node >= 20 alike.

export interface SseMessage {
  /** The `event:` name ("message" when the block had none). */
  event: string;
  data: string;
  /** The block's `id:`, or undefined when it set none. */
  id: string | undefined;
}

/** The messages of an event stream, in order, until its body ends. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder("utf-8");
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | undefined;
  let sawData = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // Lines end with CRLF, LF or CR. A CR at the buffer's end may be half of a CRLF split
      // across chunks, so it waits for the next chunk (unless the body has ended).
      for (;;) {
        const match = /\r\n|\n|\r/.exec(buffer);
        if (match === null) break;
        if (match[0] === "\r" && match.index === buffer.length - 1 && !done) break;
        const line = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        if (line === "") {
          if (sawData) yield { event: event || "message", data: data.join("\n"), id };
          event = "";
          data = [];
          id = undefined;
          sawData = false;
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (field === "data") {
          data.push(value);
          sawData = true;
        } else if (field === "event") event = value;
        else if (field === "id" && !value.includes("\0")) id = value;
        // `retry:` is EventSource's reconnect delay; this reader's caller keeps its own backoff.
      }
      if (done) return; // a block the body cut off before its empty line is not dispatched
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
