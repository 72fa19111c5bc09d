import "server-only";

import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";

import { env } from "@/server/env";

import { forbiddenAddress } from "./address-filter";

/** A resolver as node:dns `lookup` with `{ all: true }` (tests give one that changes its answer). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

export interface TargetPolicy {
  /** private, loopback and link-local addresses allowed, and http (WEBHOOKS_ALLOW_PRIVATE_TARGETS) */
  allowPrivate: boolean;
  /** http refused unless private targets are allowed */
  production: boolean;
  resolve?: Resolve;
}

export class TargetRefused extends Error {}

/** The policy this process runs with (server/env.ts). */
export const targetPolicy = (): TargetPolicy => ({
  allowPrivate: env().WEBHOOKS_ALLOW_PRIVATE_TARGETS,
  production: process.env.NODE_ENV === "production",
});

/** The URL's host as an address when it is one ("[::1]" → "::1"), else null. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) ? host : null;
}

/** Refuses (TargetRefused) what no address check is needed to refuse: scheme, credentials. */
export function checkUrlShape(text: string, policy: TargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetRefused("Enter a full URL such as https://hooks.example.com/…");
  }
  const httpOk = !policy.production || policy.allowPrivate;
  if (url.protocol !== "https:" && !(httpOk && url.protocol === "http:"))
    throw new TargetRefused(httpOk ? "Use an https:// or http:// URL." : "Use an https:// URL.");
  if (url.username || url.password)
    throw new TargetRefused("Put no user name or password in the URL.");
  return url;
}

/**
 * Checks a target before it is saved: its shape, then every address its host
 * resolves to. The connection itself checks again (safe-http.ts), since a name
 * may resolve to something else by then.
 */
export async function checkTarget(text: string, policy: TargetPolicy): Promise<URL> {
  const url = checkUrlShape(text, policy);
  if (policy.allowPrivate) return url;
  const literal = literalAddress(url);
  const addresses = literal
    ? [literal]
    : await (policy.resolve ?? systemResolve)(url.hostname).then(
        (list) => list.map((a) => a.address),
        () => {
          throw new TargetRefused(`${url.hostname} does not resolve.`);
        },
      );
  for (const address of addresses) {
    const why = forbiddenAddress(address);
    if (why)
      throw new TargetRefused(
        `${url.hostname} points at a private or reserved address (${why}); webhooks go to public addresses only.`,
      );
  }
  return url;
}
