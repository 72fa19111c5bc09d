import type { PGlite } from "@electric-sql/pglite";

import type { Clock } from "./clock";
import type { ApiModule } from "./context";
import type { CallRecord } from "./control";
import type { DemoDns } from "./dns/demo-dns";
import type { Faults } from "./faults";
import type { OAuthServer } from "./oauth";
import type { RateLimiter } from "./rate-limit";

export interface MessagingApiOptions {
  /** undefined keeps everything in memory (tests) */
  dataDir?: string;
  host?: string;
  port?: number;
  timeZone?: string;
  /** unset: the published demo pair (in-process tests only) */
  clientId?: string;
  clientSecret?: string;
  acceptDemoCredentials?: boolean;
  apiKeys?: string[];
  maxRps?: number;
  tokenTtlSeconds?: number;
  seed?: boolean;
  /** tests only */
  control?: boolean;
  /** 0: no automatic ticks (tests tick by hand) */
  tickMs?: number;
  modules?: ApiModule[];
  log?: (line: string) => void;
  /** UDP port for the sender domains' zones on 127.0.0.1 (0: a free one); unset: none. */
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
  dns?: DemoDns;
  /** tests: are clients keeping theirs alive? */
  connectionsAccepted(): number;
  tick(): Promise<void>;
  close(): Promise<void>;
}
