import "server-only";

import { createMessagingApi } from "./app";
import { acceptsDemoCredentials, embeddedCredentials } from "./credentials";

/**
 * `npm run messaging-api`: the embedded Messaging API alone, on
 * 127.0.0.1:MESSAGING_API_PORT (4010), storing under DATA_DIR/messaging-api.
 * MESSAGING_API_CONTROL=1 exposes the test-only /__control routes. Its OAuth
 * client secret is generated at first start (./credentials.ts);
 * MESSAGING_API_ACCEPT_DEMO_CREDENTIALS=1 also accepts the published demo pair (tests).
 */
const port = Number(process.env.MESSAGING_API_PORT ?? 4010);
const dataRoot = process.env.DATA_DIR || "./data";
const dataDir = process.env.MESSAGING_API_DATA_DIR ?? `${dataRoot}/messaging-api`;

// The console on this API reads the same DATA_DIR file (./credentials.ts); a pair in the
// environment wins over it, as it does for the console.
const generated = process.env.MESSAGING_API_CLIENT_SECRET
  ? undefined
  : embeddedCredentials(dataRoot);

const api = await createMessagingApi({
  port,
  dataDir: process.env.MESSAGING_API_IN_MEMORY === "1" ? undefined : dataDir,
  timeZone: process.env.MESSAGING_API_TIMEZONE ?? "UTC",
  clientId: process.env.MESSAGING_API_CLIENT_ID || generated?.clientId,
  clientSecret: process.env.MESSAGING_API_CLIENT_SECRET || generated?.clientSecret,
  acceptDemoCredentials: acceptsDemoCredentials(process.env),
  apiKeys: process.env.MESSAGING_API_KEY ? [process.env.MESSAGING_API_KEY] : [],
  maxRps: Number(process.env.MESSAGING_API_MAX_RPS ?? 10),
  control: process.env.MESSAGING_API_CONTROL === "1",
  // scripts/start.mjs gives the port and hands the same address to the console (DNS_SERVERS)
  dnsPort: process.env.MESSAGING_API_DNS_PORT
    ? Number(process.env.MESSAGING_API_DNS_PORT)
    : undefined,
  log: (line) => console.log(`[messaging-api] ${line}`),
});
console.log(`[messaging-api] listening on ${api.url}`);

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => {
    void api.close().finally(() => process.exit(0));
  });
}
