import "server-only";

import { prepareAuthEnvironment } from "@/server/auth/secret";
import { ensureUsers } from "@/server/auth/seed-users";
import { signInFrontDoor } from "@/server/auth/sign-in-gate";
import { recordSignIn } from "@/server/auth/sign-in-log";
import { database } from "@/server/db/client";
import { purgeNowAndThen } from "@/server/email/bodies";
import { env, productionProblems } from "@/server/env";
import { guardBody, SERVER_TIMEOUTS } from "@/server/http/body-guard";
import { installClientAddressHook, parseTrustProxy } from "@/server/http/client-address";
import { requestGuard } from "@/server/http/request-guard";
import { startBackgroundJobs } from "@/server/jobs/all";

/** Start-up of the console process (instrumentation.ts). A bad configuration stops it. */
export async function startup(): Promise<void> {
  try {
    const problems = productionProblems(env(), process.env.NODE_ENV);
    if (problems.length) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
  // before the first request is read: who the client is, and which forwarded headers stand
  const publicOrigin = env().NEXTAUTH_URL ? new URL(env().NEXTAUTH_URL!).origin : undefined;
  await installClientAddressHook(
    parseTrustProxy(env().TRUST_PROXY),
    (req, res, address, pass) =>
      // headers on every answer, 405 for unknown methods, 421 for unknown Hosts
      requestGuard(req, res) ||
      guardBody(req, res) ||
      signInFrontDoor(req, res, address, pass, publicOrigin, (refused) => {
        void recordSignIn({ email: "", address: refused, method: "password", outcome: "busy" });
      }),
    SERVER_TIMEOUTS,
  );
  prepareAuthEnvironment();
  const { kind } = await database();
  await ensureUsers();
  // bodies older than EMAIL_BODY_RETENTION_DAYS (all of them when it is 0) go now
  await purgeNowAndThen().catch((err: unknown) => console.error("[console] email bodies:", err));
  // alerts, deliveries and digests (server/jobs); a queue that cannot start is said, not fatal
  await startBackgroundJobs().catch((err: unknown) =>
    console.error("[console] job queue:", err instanceof Error ? err.message : err),
  );
  console.log(
    `[console] database ready (${kind}); upstream: ${env().embedded ? "embedded Messaging API" : new URL(env().upstreamUrl).origin}`,
  );
}
