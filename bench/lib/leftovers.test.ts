import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

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
    expect(signal).toBe("SIGTERM");
    expect(stopLeftovers()).toBe(0);
  });

  it("stops the process tsx runs as well (the bench's embedded APIs run through tsx)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "leftovers-"));
    const file = path.join(dir, "server.ts");
    writeFileSync(file, "console.log(process.pid);\nsetTimeout(() => {}, 60_000);\n");
    const tsx = path.resolve(import.meta.dirname, "../../node_modules/tsx/dist/cli.mjs");
    const child = trackChild(
      spawn(process.execPath, [tsx, file], { stdio: ["ignore", "pipe", "ignore"] }),
    );
    const [line] = (await once(child.stdout!, "data")) as [Buffer];
    const inner = Number(String(line).trim());
    expect(inner).not.toBe(child.pid);
    const exited = once(child, "exit");
    expect(stopLeftovers()).toBe(1);
    await exited;
    const alive = () => {
      try {
        process.kill(inner, 0);
        return true;
      } catch {
        return false;
      }
    };
    const deadline = Date.now() + 5_000;
    while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(alive(), "the process tsx ran is left running").toBe(false);
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
