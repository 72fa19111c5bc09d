import "server-only";

import { isIP } from "node:net";

import {
  DEMO_CLIENT_ID,
  readEmbeddedCredentials,
} from "@messaging-console/messaging-api/credentials";
import { z } from "zod";

import { parseTrustProxy } from "./trust-proxy";

const port = z.coerce.number().int().min(1).max(65535);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/** An on/off setting: "true"/"1" or "false"/"0"; unset or empty is off. */
const flag = optionalString
  .pipe(z.enum(["true", "false", "1", "0"], "must be true or false").optional())
  .transform((v) => v === "true" || v === "1");

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * The variables of docs/configuration.md, but HOSTNAME (Next reads it) and
 * MESSAGING_API_ACCEPT_DEMO_CREDENTIALS (the embedded API does).
 */
export const envSchema = z
  .object({
    MESSAGING_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    MESSAGING_API_CLIENT_ID: optionalString,
    MESSAGING_API_CLIENT_SECRET: optionalString,
    MESSAGING_API_KEY: optionalString,
    MESSAGING_API_TIMEZONE: z
      .string()
      .default("UTC")
      .refine(isTimeZone, "must be an IANA time zone such as Europe/Kyiv or UTC"),
    MESSAGING_API_PORT: port.default(4010),
    MESSAGING_API_MAX_RPS: z.coerce.number().int().min(1).max(100_000).default(10),
    MESSAGING_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().min(1).default("./data"),
    AUTH_SECRET: optionalString.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    NEXTAUTH_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** which proxies' X-Forwarded-* to believe: a hop count or addresses (server/trust-proxy.ts) */
    TRUST_PROXY: optionalString.superRefine((v, ctx) => {
      try {
        parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: (err as Error).message });
      }
    }),
    /**
     * origins besides NEXTAUTH_URL's that may write and that this console answers for
     * (other names of it), by commas: "https://console.example.com,https://ops.example.com"
     */
    ALLOWED_ORIGINS: optionalString.transform((v, ctx) => {
      if (v === undefined) return [];
      const origins = parseOrigins(v);
      if (typeof origins === "string") {
        ctx.addIssue({ code: "custom", message: origins });
        return z.NEVER;
      }
      return origins;
    }),
    /** a bearer token that reads /api/health's details (monitoring); admins read them signed in */
    HEALTH_TOKEN: optionalString.pipe(
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    PORT: port.default(3000),
    /** resolvers for the sender-domain DNS diagnostics: "host[:port]" by commas; unset: the system's */
    DNS_SERVERS: optionalString.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const servers = parseDnsServers(v);
      if (typeof servers === "string") {
        ctx.addIssue({ code: "custom", message: servers });
        return z.NEVER;
      }
      return servers;
    }),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(12, "must be at least 12 characters").optional(),
    ),
    OIDC_ISSUER: optionalString.pipe(z.url().optional()),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_NAME: z.string().default("Single sign-on"),
    /** "true": a single sign-on counts as two factors (the provider's MFA); else a user's own second factor is asked */
    OIDC_TRUST_MFA: optionalString
      .pipe(z.enum(["true", "false"], "must be true or false").optional())
      .transform((v) => v === "true"),
    /** days the console keeps the bodies of the emails it sends; 0 keeps none */
    EMAIL_BODY_RETENTION_DAYS: optionalString
      .pipe(
        z
          .string()
          .regex(/^\d{1,4}$/, "must be a whole number of days (0 keeps no bodies)")
          .optional(),
      )
      .transform((v) => (v === undefined ? 30 : Number(v)))
      .pipe(z.number().max(3650, "must be at most 3650 days (ten years)")),
    /** true: an email may be sent from any address, not only the account's sender addresses */
    EMAIL_ALLOW_ANY_FROM: flag,
    /** true: no email goes to an address unsubscribed by a spam complaint, even when confirmed */
    EMAIL_REFUSE_COMPLAINED: flag,
    /** true: webhooks may target private and loopback addresses, over http too (on-premises; docs/webhooks.md) */
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: flag,
  })
  .superRefine((e, ctx) => {
    if (e.MESSAGING_API_URL && !e.MESSAGING_API_KEY) {
      for (const key of ["MESSAGING_API_CLIENT_ID", "MESSAGING_API_CLIENT_SECRET"] as const) {
        if (!e[key])
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "is required with MESSAGING_API_URL unless MESSAGING_API_KEY is set",
          });
      }
    }
    if (e.OIDC_ISSUER && (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_CLIENT_ID"],
        message: "OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required with OIDC_ISSUER",
      });
    }
  });

/** "https://a.example, http://b.example:8080" → their origins; a string saying what is wrong. */
export function parseOrigins(text: string): string[] | string {
  const out: string[] = [];
  for (const item of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      return `must be origins such as https://console.example.com, separated by commas (not ${JSON.stringify(item)})`;
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, ""))
      return `must be origins (scheme, host and port only) such as https://console.example.com (not ${JSON.stringify(item)})`;
    out.push(url.origin);
  }
  return out;
}

/**
 * "10.0.0.53, 1.1.1.1:53, [2001:db8::1]:5353" → the list node:dns `setServers` takes;
 * a string when something is not an IP address with an optional port (names would
 * need a resolver themselves).
 */
export function parseDnsServers(text: string): string[] | string {
  const items = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0) return "must name at least one resolver";
  for (const item of items) {
    const m = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(item) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(item);
    const host = m?.[1] ?? item;
    const ok =
      (m ? isIP(host) !== 0 : isIP(item) === 6) &&
      (m?.[2] === undefined || (Number(m[2]) >= 1 && Number(m[2]) <= 65535));
    if (!ok)
      return `must be IP addresses with an optional port, separated by commas, e.g. 10.0.0.53,1.1.1.1:53,[2001:db8::1]:53 (not ${JSON.stringify(item)})`;
  }
  return items;
}

export type Env = z.infer<typeof envSchema> & {
  /** true when no MESSAGING_API_URL is set: the console talks to the embedded Messaging API. */
  embedded: boolean;
  /** the upstream base URL actually used (the embedded one when unset) */
  upstreamUrl: string;
  upstreamClientId: string | undefined;
  upstreamClientSecret: string | undefined;
  /** the origins writes may come from and Hosts answered for: NEXTAUTH_URL's, then ALLOWED_ORIGINS */
  publicOrigins: string[];
};

/** Parses a variable map; throws an Error whose message names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? "environment");
      return `  ${name}: ${i.message} (got ${JSON.stringify(source[name] ?? null)})`;
    });
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const embedded = !e.MESSAGING_API_URL;
  // On the embedded API, its generated pair (packages/messaging-api/src/credentials.ts), read when
  // the upstream client is made: the API writes it at its first start, maybe after this parse.
  const generated = () =>
    embedded && !e.MESSAGING_API_CLIENT_SECRET ? readEmbeddedCredentials(e.DATA_DIR) : undefined;
  return {
    ...e,
    embedded,
    upstreamUrl: (e.MESSAGING_API_URL ?? `http://127.0.0.1:${e.MESSAGING_API_PORT}`).replace(
      /\/+$/,
      "",
    ),
    upstreamClientId: e.MESSAGING_API_CLIENT_ID ?? (embedded ? DEMO_CLIENT_ID : undefined),
    get upstreamClientSecret() {
      return e.MESSAGING_API_CLIENT_SECRET ?? generated()?.clientSecret;
    },
    publicOrigins: [
      ...new Set([
        ...(e.NEXTAUTH_URL ? [new URL(e.NEXTAUTH_URL).origin] : []),
        ...e.ALLOWED_ORIGINS,
      ]),
    ],
  };
}

/**
 * What a production process (NODE_ENV=production) must have on top of a valid
 * configuration: the public origin, so that nothing about the console's own
 * address (sign-in redirects, the Origin check) is taken from a request's Host
 * or forwarded headers. `npm start` sets it to the URL it prints.
 */
export function productionProblems(e: Env, nodeEnv: string | undefined): string[] {
  if (nodeEnv !== "production") return [];
  return e.NEXTAUTH_URL
    ? []
    : [
        "  NEXTAUTH_URL: is required in production: the console's public origin as browsers reach it, e.g. https://console.example.com",
      ];
}

let cached: Env | undefined;

/** The process configuration, parsed once on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests only: forget the cached configuration. */
export function resetEnvForTests(): void {
  cached = undefined;
}
