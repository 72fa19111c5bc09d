import { describe, expect, it } from "vitest";

import { runChunks } from "./chunk-runner";

/** A fake clock: sleeping moves time on, so pacing is checked without waiting. */
function fakeTime() {
  let t = 0;
  return { now: () => t, sleep: async (ms: number) => void (t += ms) };
}

describe("runChunks", () => {
  it("sends every chunk in order, paced by the interval", async () => {
    const time = fakeTime();
    const starts: number[] = [];
    const results: string[] = [];
    const outcome = await runChunks({
      chunks: ["a", "b", "c"],
      from: 0,
      send: async (c) => (starts.push(time.now()), c.toUpperCase()),
      onResult: (i, r) => (results[i] = r),
      isCancelled: () => false,
      intervalMs: 250,
      ...time,
    });
    expect(outcome).toEqual({ kind: "done" });
    expect(results).toEqual(["A", "B", "C"]);
    expect(starts).toEqual([0, 250, 500]);
  });

  it("stops at a failed chunk and resumes from it", async () => {
    const sent: string[] = [];
    let fail = true;
    const send = async (c: string) => {
      sent.push(c);
      if (c === "b" && fail) throw new Error("503");
      return c;
    };
    const base = { chunks: ["a", "b", "c"], send, onResult: () => {}, isCancelled: () => false };
    const first = await runChunks({ ...base, from: 0, ...fakeTime() });
    expect(first).toMatchObject({ kind: "failed", index: 1 });
    fail = false;
    const second = await runChunks({ ...base, from: 1, ...fakeTime() });
    expect(second).toEqual({ kind: "done" });
    expect(sent).toEqual(["a", "b", "b", "c"]);
  });

  it("retries a chunk refused for rate after the delay, then gives up", async () => {
    const time = fakeTime();
    let calls = 0;
    const outcome = await runChunks({
      chunks: ["a"],
      from: 0,
      send: async () => {
        calls++;
        throw new Error("429");
      },
      onResult: () => {},
      isCancelled: () => false,
      retryDelay: (_e, attempt) => (attempt < 3 ? 1000 : null),
      ...time,
    });
    expect(outcome).toMatchObject({ kind: "failed", index: 0 });
    expect(calls).toBe(3);
    expect(time.now()).toBeGreaterThanOrEqual(2000);
  });

  it("cancels between chunks: the chunk in flight is finished and counted", async () => {
    let cancelled = false;
    const done: number[] = [];
    const outcome = await runChunks({
      chunks: [1, 2, 3],
      from: 0,
      send: async (c) => {
        if (c === 2) cancelled = true; // the user clicks Cancel while chunk 2 is in flight
        return c;
      },
      onResult: (i) => done.push(i),
      isCancelled: () => cancelled,
      ...fakeTime(),
    });
    expect(outcome).toEqual({ kind: "cancelled", index: 2 });
    expect(done).toEqual([0, 1]);
  });
});
