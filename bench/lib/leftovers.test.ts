import { spawn } from "node:child_process";
import { once } from "node:events";

import { describe, expect, it } from "vitest";

import { leftover, stopLeftovers, trackChild } from "./leftovers";

const sleeper = () =>
  spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });

describe("a section's leftovers", () => {
  it("stops a process still running, and only once", async () => {
    const child = trackChild(sleeper());
    const exited = once(child, "exit");
    expect(stopLeftovers()).toBe(1);
    const [, signal] = await exited;
    expect(signal).toBe("SIGKILL");
    expect(stopLeftovers()).toBe(0);
  });

  it("forgets a process that exited by itself", async () => {
    const child = trackChild(spawn(process.execPath, ["-e", "0"], { stdio: "ignore" }));
    await once(child, "exit");
    expect(stopLeftovers()).toBe(0);
  });

  it("runs every stop even when one throws", () => {
    let stopped = 0;
    leftover(() => {
      throw new Error("already gone");
    });
    leftover(() => stopped++);
    expect(stopLeftovers()).toBe(2);
    expect(stopped).toBe(1);
  });
});
