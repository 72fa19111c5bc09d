// `npm run check-upstream`: with the real account's settings (MESSAGING_API_URL and
// credentials, as for `npm start`), calls every read endpoint the console uses once,
// within the account's rate limit, and prints for each whether the console could read
// the reply — and where not, the path and the key that did not fit. It never writes
// and never prints a credential or a token. Exit code 1 when any reply did not fit.
import { env } from "../server/env";
import { checkUpstream, type CheckResult } from "../server/upstream/check";
import { createUpstreamClient, upstreamAccount } from "../server/upstream/index";

const MARK: Record<CheckResult["outcome"], string> = {
  read: "ok     ",
  "partly read": "PARTLY ",
  unreadable: "FAILED ",
  refused: "REFUSED",
  skipped: "skipped",
  "not offered": "n/a    ",
};

async function main(): Promise<number> {
  let e;
  try {
    e = env();
  } catch (err) {
    console.error(`check-upstream: ${(err as Error).message}`);
    return 2;
  }
  const origin = new URL(e.upstreamUrl).origin;
  const how = e.MESSAGING_API_KEY ? "an API key" : "client credentials";
  console.log(
    `Checking ${origin} with ${how}${e.embedded ? " (the embedded Messaging API: set MESSAGING_API_URL for a real account)" : ""}.`,
  );
  console.log("Only read endpoints are called, once each; nothing is written.\n");
  const client = createUpstreamClient({
    ...upstreamAccount(e),
    // once each: a failed read is reported, not retried
    maxAttempts: 1,
    log: () => {},
  });
  const results = await checkUpstream(client);
  const width = Math.max(...results.map((r) => r.endpoint.length));
  for (const r of results)
    console.log(`${MARK[r.outcome]}  ${r.endpoint.padEnd(width)}  ${r.detail}`);
  const bad = results.filter((r) => ["partly read", "unreadable", "refused"].includes(r.outcome));
  const read = results.filter((r) => r.outcome === "read").length;
  console.log(`\n${read} of ${results.length} endpoints read in full; ${bad.length} need a look.`);
  return bad.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`check-upstream: ${(err as Error).message}`);
    process.exit(2);
  },
);
