import { spawn } from "node:child_process";

import { until } from "@/test/until";

/**
 * A console in a child process (a `.child.ts` script run with tsx, as the server's
 * modules are), for the tests that kill one with kill -9 mid-work: what it prints is
 * kept for the failure message, and `stop()` leaves none running whatever failed.
 */
export function startChildConsole(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", script], {
    cwd: process.cwd(),
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, NODE_OPTIONS: "", ...env },
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once("exit", (_code, signal) => resolve(signal)),
  );
  return {
    /** Waits (30 s at most) until `ready()` holds; fails at once if the child exits first. */
    waitFor: (ready: () => boolean) =>
      until(() => {
        if (child.exitCode !== null) throw new Error(`the child exited: ${output}`);
        return ready() ? true : undefined;
      }, 30_000),
    /** kill -9; resolves with the signal it died of. */
    kill9(): Promise<NodeJS.Signals | null> {
      process.kill(child.pid!, "SIGKILL");
      return exited;
    },
    stop(): void {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}
