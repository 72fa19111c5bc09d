import "server-only";

import type { LookupAddress } from "node:dns";

import { Agent, request } from "undici";

import { forbiddenAddress } from "./address-filter";
import { literalAddress, systemResolve, TargetRefused, type Resolve } from "./target";

export const CONNECT_TIMEOUT_MS = 5_000;
export const TOTAL_TIMEOUT_MS = 10_000;
export const RESPONSE_BYTES = 2048;

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The `lookup` the connection uses: it resolves, then refuses the connection when
 * any address is not public, so the address connected to is the one checked
 * (a name that resolves to a public address when saved and to 127.0.0.1 now,
 * DNS rebinding, is refused here).
 */
export function guardedLookup(resolve: Resolve, allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        const why = allowPrivate
          ? null
          : addresses.map((a) => forbiddenAddress(a.address)).find(Boolean);
        if (why) return callback(new TargetRefused(`Refused to connect: ${why}`), []);
        if (!addresses.length)
          return callback(new TargetRefused(`${hostname} does not resolve`), []);
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };
}

export function webhookAgent(allowPrivate: boolean, resolve: Resolve = systemResolve): Agent {
  return new Agent({
    connect: { timeout: CONNECT_TIMEOUT_MS, lookup: guardedLookup(resolve, allowPrivate) },
    headersTimeout: TOTAL_TIMEOUT_MS,
    bodyTimeout: TOTAL_TIMEOUT_MS,
    keepAliveTimeout: 1_000,
  });
}

export interface PostResult {
  status: number | null;
  /** the first RESPONSE_BYTES of the body, as text */
  response: string | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs `body` once: no redirect followed (a 3xx is an answer, and a failure),
 * everything within TOTAL_TIMEOUT_MS, at most RESPONSE_BYTES of the answer read.
 */
export async function postOnce(
  agent: Agent,
  url: URL,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<PostResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const literal = literalAddress(url);
  // an address in the URL is connected to without a lookup: checked here instead
  const why = literal && !allowPrivate ? forbiddenAddress(literal) : null;
  if (why) return { status: null, response: null, error: `Refused: ${why}`, durationMs: took() };
  const signal = AbortSignal.timeout(TOTAL_TIMEOUT_MS);
  try {
    const res = await request(url, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "user-agent": "MessagingConsole-Webhooks/1",
        ...headers,
      },
      dispatcher: agent,
      signal,
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      const buf = chunk as Buffer;
      chunks.push(buf);
      size += buf.length;
      if (size >= RESPONSE_BYTES) break;
    }
    res.body.destroy();
    const text = Buffer.concat(chunks).subarray(0, RESPONSE_BYTES).toString("utf8");
    return { status: res.statusCode, response: text, error: null, durationMs: took() };
  } catch (err) {
    return { status: null, response: null, error: describe(err, signal), durationMs: took() };
  }
}

function describe(err: unknown, signal: AbortSignal): string {
  if (signal.aborted) return `No answer within ${TOTAL_TIMEOUT_MS / 1000} s`;
  const e = err as { message?: string; code?: string; cause?: { message?: string } };
  if (err instanceof TargetRefused) return err.message;
  if (e.code === "UND_ERR_CONNECT_TIMEOUT")
    return `No connection within ${CONNECT_TIMEOUT_MS / 1000} s`;
  const cause = e.cause?.message;
  return [e.code, e.message, cause].filter(Boolean).join(": ").slice(0, 300);
}
