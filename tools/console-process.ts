import { createServer } from "node:net";
import path from "node:path";

import { consoleNodeArgs, heapArgs } from "./heap.mjs";

/** Starting a built console as the bench, the soak and the e2e helpers do. */
const root = path.resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** `next start` on 127.0.0.1:`port`, as node's arguments (`nodeArgs` first, e.g. --cpu-prof). */
export function nextStartArgs(port: number, nodeArgs: string[] = [], dir = root): string[] {
  return [
    ...nodeArgs,
    path.join(dir, "node_modules/next/dist/bin/next"),
    "start",
    "-p",
    String(port),
    "-H",
    "127.0.0.1",
  ];
}

/**
 * The console's `next start` as it ships: with its heap limit and admission preload
 * (tools/heap.mjs), then `nodeArgs`. `admission: false` leaves the preload out, to
 * measure what it changes.
 */
export function consoleStartArgs(
  port: number,
  nodeArgs: string[] = [],
  dir = root,
  admission = true,
): string[] {
  return nextStartArgs(port, [...(admission ? consoleNodeArgs() : heapArgs()), ...nodeArgs], dir);
}

/** Signs in through next-auth's credentials callback; returns the session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const [k, ...v] = pair!.split("=");
      jar.set(k!, v.join("="));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrfRes = await fetch(`${url}/api/auth/csrf`);
  keep(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie() },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  keep(res);
  const session = [...jar.keys()].find((k) => k.includes("session-token"));
  if (!session) throw new Error("sign-in failed");
  return `${session}=${jar.get(session)}`;
}
