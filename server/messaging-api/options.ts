import "server-only";

import type { PGlite } from "@electric-sql/pglite";

import type { DemoDns } from "@/server/messaging-api/dns/demo-dns";

import type { Clock } from "./clock";
import type { ApiModule } from "./context";
import type { CallRecord } from "./control";
import type { Faults } from "./faults";
import type { OAuthServer } from "./oauth";
import type { RateLimiter } from "./rate-limit";

export interface MessagingApiOptions {
  /** folder of the PGlite store; undefined keeps everything in memory (tests) */
  dataDir?: string;
  host?: string;
  /** 0 picks a free port */
  port?: number;
  timeZone?: string;
  /** the OAuth client; unset, the published demo pair (in-process tests only: main.ts always sets it) */
  clientId?: string;
  clientSecret?: string;
  /** also accept the published demo pair (MESSAGING_API_ACCEPT_DEMO_CREDENTIALS=1) */
  acceptDemoCredentials?: boolean;
  /** static API keys accepted as bearer tokens */
  apiKeys?: string[];
  maxRps?: number;
  tokenTtlSeconds?: number;
  /** insert the demo data on a fresh store (default true) */
  seed?: boolean;
  /** expose /__control/* (faults, clock, call log); tests only */
  control?: boolean;
  /** ms between lifecycle ticks; 0 turns automatic ticks off (tests tick by hand) */
  tickMs?: number;
  modules?: ApiModule[];
  log?: (line: string) => void;
  /**
   * Serve the sender domains' DNS zones on 127.0.0.1 at this UDP port (0: a free
   * one); unset: no DNS server. Its zones change through /__control/dns.
   */
  dnsPort?: number;
}

export interface MessagingApi {
  url: string;
  port: number;
  clock: Clock;
  db: PGlite;
  faults: Faults;
  oauth: OAuthServer;
  limiter: RateLimiter;
  calls: CallRecord[];
  /** the demo domains' DNS server, when `dnsPort` was given */
  dns?: DemoDns;
  /** TCP connections accepted so far (tests: are clients keeping theirs alive?) */
  connectionsAccepted(): number;
  tick(): Promise<void>;
  close(): Promise<void>;
}
