import { createMessagingApi } from "./app";
import { acceptsDemoCredentials, embeddedCredentials } from "./credentials";

/**
 * `npm run messaging-api`: the embedded Messaging API alone, on 127.0.0.1:MESSAGING_API_PORT;
 * MESSAGING_API_CONTROL=1 exposes the test-only /__control routes.
 */
const port = Number(process.env.MESSAGING_API_PORT ?? 4010);
const dataRoot = process.env.DATA_DIR || "./data";
const dataDir = process.env.MESSAGING_API_DATA_DIR ?? `${dataRoot}/messaging-api`;

// a pair in the environment wins over the DATA_DIR file, as it does for the console
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
