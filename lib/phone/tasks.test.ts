import { describe, expect, it } from "vitest";

import { normalisePhoneList } from "./numbers";
import { normaliseSource, textSource } from "./sources";
import { answer, runPhoneTask, type PhoneTaskReply } from "./tasks";

/** 10,000 entries: every 50th has letters, every 40th repeats the one before it. */
function bigList(): string[] {
  return Array.from({ length: 10_000 }, (_, i) =>
    i % 50 === 7
      ? `12ab${i}`
      : i % 40 === 3
        ? `+380 67 ${String(1_000_000 + i - 1).slice(-7)}`
        : `38067${String(1_000_000 + i).slice(-7)}`,
  );
}

describe("runPhoneTask (what the phone worker runs)", () => {
  it("reads a pasted list as the composer did on the main thread", () => {
    const text = "380501234567, hello; 0671234567\n+380 50 123 45 67";
    expect(runPhoneTask({ kind: "list", text, country: "UA" })).toEqual(
      normalisePhoneList(text, "UA"),
    );
  });

  it("accounts for every one of 10,000 pasted entries, with the same issues", () => {
    const text = bigList().join("\n");
    const out = runPhoneTask({ kind: "list", text, country: "UA" });
    expect(out.invalid).toHaveLength(200);
    expect(out.duplicates).toHaveLength(250);
    expect(out.phones).toHaveLength(10_000 - 200 - 250);
    expect(out.invalid[0]).toEqual({ line: 8, input: "12ab7", reason: "contains letters" });
    expect(out.duplicates[0]).toEqual({
      line: 4,
      input: "+380 67 1000002",
      reason: "duplicate of 380671000002",
    });
  });

  it("reads the blacklist dialog's text by line, as before", () => {
    const text = "+380 96 111 2233\n\nnope, 0961112244\r\n+380961112233";
    expect(runPhoneTask({ kind: "blacklist-text", text, country: "UA" })).toEqual(
      normaliseSource(textSource(text), "UA"),
    );
  });

  it("reads a 10,000-row CSV file's phone column, then checks it in a country", () => {
    const rows = bigList().map((p, i) => `Client ${i},"${p}"`);
    const source = runPhoneTask({ kind: "blacklist-csv", csv: `name,phone\n${rows.join("\n")}\n` });
    expect(source.column).toBe("phone");
    expect(source.entries).toHaveLength(10_000);
    const out = runPhoneTask({ kind: "source", source, country: "UA" });
    expect([out.phones.length, out.invalid.length, out.duplicates.length]).toEqual([
      9_550, 200, 250,
    ]);
    // lines are the file's: the header is line 1
    expect(out.invalid[0]?.line).toBe(9);
  });

  it("reads the composer's CSV import", () => {
    const out = runPhoneTask({ kind: "composer-csv", csv: "phone\n0501234567\n\n,x\n" });
    expect(out.values).toEqual(["0501234567"]);
    expect(out.emptyRows).toEqual([4]);
  });

  it("removes what it is asked to, keeping the rest as typed", () => {
    const text = "0501234567\nnope\n+380501234567\n0671234567";
    expect(runPhoneTask({ kind: "remove", text, country: "UA", drop: "invalid" })).toBe(
      "0501234567\n+380501234567\n0671234567",
    );
    expect(runPhoneTask({ kind: "remove", text, country: "UA", drop: "duplicates" })).toBe(
      "0501234567\nnope\n0671234567",
    );
    expect(runPhoneTask({ kind: "remove", text, country: "UA", drop: ["380671234567"] })).toBe(
      "0501234567\nnope\n+380501234567",
    );
  });
});

describe("answer (the worker's message handler)", () => {
  it("posts progress no more often than every 100 ms, then the result", () => {
    const replies: PhoneTaskReply[] = [];
    let clock = 0;
    // each reading of the clock is 30 ms later: progress every fourth call at most
    answer(
      { id: 7, task: { kind: "list", text: bigList().join("\n"), country: "UA" } },
      (r) => replies.push(r),
      () => (clock += 30),
    );
    const progress = replies.filter((r) => "progress" in r);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((r) => r.id === 7 && r.progress[1] === 10_000)).toBe(true);
    const last = replies.at(-1)!;
    expect("result" in last && (last.result as { phones: string[] }).phones).toHaveLength(9_550);
  });

  it("answers a task it cannot run with a readable error, not a crash", () => {
    const replies: PhoneTaskReply[] = [];
    answer({ id: 1, task: { kind: "list", text: null as unknown as string, country: "UA" } }, (r) =>
      replies.push(r),
    );
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ id: 1, error: expect.any(String) });
  });
});
