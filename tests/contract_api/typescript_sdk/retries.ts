// The SDK against a scripted server (tests/contract_api/test_typescript_sdk.py): 429 and 503
// waited out and retried with one idempotency key, a stream resumed after its last id with
// the backoff, problem and non-problem error bodies. `node retries.js BASE_URL`; prints one
// JSON line per step for the test to read.
import { Tabletop, TabletopError } from "@tabletop/client";

const GAME = "6f1c2b0e-8a47-4c1e-9d3a-2f5b7c9e1a04";

function report(step: string, value: unknown): void {
  console.log(JSON.stringify({ step, value }));
}

async function failure(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    if (error instanceof TabletopError) return { status: error.status, code: error.code, detail: error.problem?.detail ?? null };
    throw error;
  }
  throw new Error("the call succeeded");
}

async function main(): Promise<void> {
  const base = process.argv[2];
  if (base === undefined) throw new Error("usage: retries.js BASE_URL");
  const api = new Tabletop({ baseUrl: base, maxAttempts: 3 });

  let started = Date.now();
  const created = await api.createGame({ game_type: "clans", players: 2 });
  report("create", { game_id: created.game_id, ms: Date.now() - started });

  started = Date.now();
  const stream = api.follow({ gameId: GAME, seat: 0, token: "seat-token" });
  const items: string[] = [];
  for await (const item of stream) items.push(item.kind === "event" ? `event ${item.version} ${item.event.type}` : `summary ${item.version} ${item.summary.status}`);
  report("stream", { items, ended: stream.ended, connections: stream.connections, ms: Date.now() - started });

  report("problem", await failure(() => api.summary("missing")));
  report("html", await failure(() => api.summary("html")));
  report("busy", await failure(() => api.legalMoves({ gameId: "busy", seat: 0, token: "seat-token" })));

  const controller = new AbortController();
  const aborted = api.follow({ gameId: "silent", seat: 0, token: "seat-token" }, { signal: controller.signal });
  setTimeout(() => controller.abort(), 300);
  for await (const _ of aborted) throw new Error("the silent stream sent something");
  report("aborted", { ended: aborted.ended });

  // Nobody listens there: connections fail, and the stream keeps trying (with the backoff)
  // until it is aborted, instead of throwing the network's error at its caller.
  const nowhere = new Tabletop("http://127.0.0.1:1");
  const stopper = new AbortController();
  const unreachable = nowhere.follow({ gameId: GAME, seat: 0, token: "seat-token" }, { signal: stopper.signal });
  setTimeout(() => stopper.abort(), 2500);
  for await (const _ of unreachable) throw new Error("nothing listens, yet something came");
  report("unreachable", { ended: unreachable.ended, reconnected: unreachable.connections > 1 });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
