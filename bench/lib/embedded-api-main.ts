// The embedded Messaging API with 100,000 stored emails, in its own process
// (see ./api-process.ts), for the embedded-api section.
import { createMessagingApi } from "@messaging-console/messaging-api/app";
import { generateEmails } from "@messaging-console/messaging-api/smtp/generate";

const target = Number(process.env.BENCH_EMAILS ?? 100_000);
const api = await createMessagingApi({ seed: true, maxRps: 1_000_000, tickMs: 0 });
const count = async () =>
  (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM smtp_emails")).rows[0]?.n ?? 0;
const missing = target - (await count());
const now = Date.now();
if (missing > 0)
  await generateEmails(api.db, {
    count: missing,
    startMs: now - 30 * 86_400_000,
    endMs: now,
    bounceRate: 0.03,
  });
console.log(`[embedded-api] ${await count()} emails stored`);
console.log(`[embedded-api] listening on ${api.url}`);
process.on("SIGTERM", () => void api.close().finally(() => process.exit(0)));
