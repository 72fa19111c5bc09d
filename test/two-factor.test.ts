import { and, eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as enrolRoute from "@/app/api/account/two-factor/enrol/route";
import * as ownRoute from "@/app/api/account/two-factor/route";
import * as verifyRoute from "@/app/api/account/two-factor/verify/route";
import * as adminResetRoute from "@/app/api/users/[id]/two-factor/route";
import { ABSOLUTE_SESSION_MS } from "@/server/auth/current-user";
import { authOptions } from "@/server/auth/options";
import { authSecret } from "@/server/auth/secret";
import { createSession } from "@/server/auth/sessions";
import { withSignInContext } from "@/server/auth/sign-in-context";
import { decryptSecret, encryptSecret, newRecoveryCode } from "@/server/auth/two-factor/codes";
import { setRequiredRoles } from "@/server/auth/two-factor/policy";
import { checkCode, SECOND_FACTOR_REQUIRED, WRONG_CODE } from "@/server/auth/two-factor/sign-in";
import { MAX_WRONG_CODES } from "@/server/auth/two-factor/throttle";
import { createUser } from "@/server/auth/users";
import { db } from "@/server/db/client";
import { auditLog, recoveryCodes, totpFactors } from "@/server/db/schema";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";
import { totpCodeOf, totpSecretOf } from "./totp";

let h: ConsoleHarness;
let admin = "";
beforeAll(async () => {
  h = await startConsoleHarness();
  admin = await h.cookieFor("admin");
}, 120_000);
afterAll(() => h?.close());

type Authorize = (c: Record<string, string>, req: unknown) => Promise<unknown>;
function signIn(email: string, code?: string, address = "192.0.2.70") {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
  return withSignInContext({ address, device: null }, () =>
    provider.options.authorize({ email, password: PASSWORD, ...(code ? { code } : {}) }, {}),
  );
}
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: Error) => e.message,
  );

const PASSWORD = "a-long-enough-password";
let n = 0;
/** A user with an authenticator enrolled through the API; their recovery codes. */
async function enrolled(role: "admin" | "marketer" | "support" = "marketer") {
  const email = `tf-${Date.now()}-${n++}@example.com`;
  const { id } = await createUser({ email, name: "Tara Factor", role, password: PASSWORD });
  const cookie = await h.cookieForUser(id);
  const begun = await callRoute(enrolRoute.POST, {
    method: "POST",
    path: "/api/account/two-factor/enrol",
    cookie,
  });
  expect(begun.status, JSON.stringify(begun.body)).toBe(200);
  expect(begun.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(begun.body.uri).toContain(`secret=${begun.body.secret}`);
  const confirm = await callRoute(ownRoute.POST, {
    method: "POST",
    path: "/api/account/two-factor",
    body: { code: await totpCodeOf(id) },
    cookie,
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  const codes = confirm.body.recoveryCodes as string[];
  return { id, email, cookie, codes, secret: begun.body.secret as string };
}

describe("second factor: storage", () => {
  it("keeps the TOTP secret encrypted, bound to its user", async () => {
    const { id, secret } = await enrolled();
    const [row] = await (await db()).select().from(totpFactors).where(eq(totpFactors.userId, id));
    expect(row!.secret).not.toContain(secret);
    expect(decryptSecret(row!.secret, id)).toBe(secret);
    expect(decryptSecret(row!.secret, id + 1)).toBeNull();
    expect(decryptSecret(encryptSecret(secret, 7).replace(/.$/, "A"), 7)).not.toBe(secret);
  });

  it("stores recovery codes as digests only", async () => {
    const { id, codes } = await enrolled();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    const rows = await (
      await db()
    )
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, id));
    expect(JSON.stringify(rows)).not.toContain(codes[0]!.replace(/-/g, ""));
    expect(newRecoveryCode()).not.toBe(newRecoveryCode());
  });
});

describe("second factor: sign-in", () => {
  it("asks for the code after the right password, and takes a current one", async () => {
    const { id, email } = await enrolled();
    expect(await outcome(signIn(email))).toBe(SECOND_FACTOR_REQUIRED);
    expect(await outcome(signIn(email, "000000"))).toBe(WRONG_CODE);
    // confirmation spent this step's code; the next step's is within the ±1 step window
    expect(await outcome(signIn(email, await totpCodeOf(id, Date.now() + 30_000)))).toBe("ok");
  });

  it("refuses a code used once already (replay within its window)", async () => {
    const { id, email } = await enrolled();
    const code = await totpCodeOf(id, Date.now() + 30_000);
    expect(await outcome(signIn(email, code))).toBe("ok");
    expect(await outcome(signIn(email, code))).toBe(WRONG_CODE);
    // nor an older one once a later step was used
    expect(await outcome(signIn(email, await totpCodeOf(id)))).toBe(WRONG_CODE);
  });

  it("takes each recovery code once", async () => {
    const { email, codes } = await enrolled();
    expect(await outcome(signIn(email, codes[3]!.toUpperCase()))).toBe("ok");
    expect(await outcome(signIn(email, codes[3]))).toBe(WRONG_CODE);
    expect(await outcome(signIn(email, codes[4]!.replace(/-/g, " ")))).toBe("ok");
    const audit = await (
      await db()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userEmail, email), eq(auditLog.action, "auth.sign_in")));
    expect(
      audit.filter((a) => a.details?.kind === "sign_in" && a.details.secondFactor === "recovery"),
    ).toHaveLength(2);
  });

  it("checks at most 5 wrong codes per 15 minutes, then refuses even the right one", async () => {
    const { id, email } = await enrolled();
    for (let i = 0; i < MAX_WRONG_CODES; i++)
      expect(await outcome(signIn(email, "000000", `192.0.2.${i}`))).toBe(WRONG_CODE);
    const right = await outcome(signIn(email, await totpCodeOf(id, Date.now() + 30_000)));
    expect(right).toMatch(/^Too many wrong codes\. Try again in 15 minutes\.$/);
  });

  it("concurrent wrong codes cannot overshoot the limit", async () => {
    const { email } = await enrolled();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => outcome(signIn(email, "000000", `198.51.100.${i}`))),
    );
    expect(results.filter((r) => r === WRONG_CODE)).toHaveLength(MAX_WRONG_CODES);
    expect(results.filter((r) => r.startsWith("Too many wrong codes"))).toHaveLength(
      16 - MAX_WRONG_CODES,
    );
    const wrong = await (
      await db()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userEmail, email), eq(auditLog.errorCode, "second_factor_wrong")));
    expect(wrong).toHaveLength(MAX_WRONG_CODES);
  });
});

describe("second factor: the code limit", () => {
  it("16 codes checked at once, without a password before them: only 5 are looked at", async () => {
    const { id } = await enrolled();
    const results = await Promise.all(Array.from({ length: 16 }, () => checkCode(id, "000000")));
    expect(results.filter((r) => !r.ok && !r.throttled)).toHaveLength(MAX_WRONG_CODES);
    expect(results.filter((r) => !r.ok && r.throttled)).toHaveLength(16 - MAX_WRONG_CODES);
    // and the right code is refused too until the window is over
    expect(await checkCode(id, await totpCodeOf(id, Date.now() + 30_000))).toMatchObject({
      ok: false,
      throttled: 15,
    });
  });
});

describe("second factor: turning it off", () => {
  it("takes a current code; a wrong one is refused and audited", async () => {
    const { id, cookie, email } = await enrolled();
    const off = (code: string) =>
      callRoute(ownRoute.DELETE, {
        method: "DELETE",
        path: "/api/account/two-factor",
        body: { code },
        cookie,
      });
    const wrong = await off("123456");
    expect(wrong.status).toBe(400);
    const audited = await (
      await db()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userEmail, email), eq(auditLog.action, "account.two_factor_disable")));
    expect(audited.map((a) => a.errorCode)).toEqual(["wrong_code"]);
    const right = await off(await totpCodeOf(id, Date.now() + 30_000));
    expect(right.body).toEqual({ ok: true, wasOn: true });
    expect(await outcome(signIn(email))).toBe("ok");
  });

  it("an admin resets another user's second factor, audited", async () => {
    const { id, email } = await enrolled("support");
    const reset = await callRoute(adminResetRoute.DELETE, {
      method: "DELETE",
      path: `/api/users/${id}/two-factor`,
      params: { id: String(id) },
      cookie: admin,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body).toEqual({ ok: true, wasOn: true });
    await expect(totpSecretOf(id)).rejects.toThrow();
    expect(await outcome(signIn(email))).toBe("ok");
    const [entry] = await (
      await db()
    )
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "user.two_factor_reset"));
    expect(entry?.details).toEqual({ kind: "user", email, secondFactorReset: true });
    // a support user may not reset anyone's
    const own = await callRoute(adminResetRoute.DELETE, {
      method: "DELETE",
      path: `/api/users/${id}/two-factor`,
      params: { id: String(id) },
      cookie: await h.cookieForUser(id),
    });
    expect(own.status).toBe(403);
  });
});

describe("second factor: required for a role", () => {
  it("leads a user of that role without one to enrolment: other routes answer 403", async () => {
    const { GET: campaigns } = await import("@/app/api/viber/campaigns/route");
    const email = `need-${Date.now()}@example.com`;
    const { id } = await createUser({
      email,
      name: "Nia Need",
      role: "support",
      password: PASSWORD,
    });
    const cookie = await h.cookieForUser(id);
    const read = () =>
      callRoute(campaigns, { method: "GET", path: "/api/viber/campaigns", cookie });
    expect((await read()).status).toBe(200);
    await setRequiredRoles(["support"]);
    try {
      const refused = await read();
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("second_factor_required");
      // the enrolment routes stay open, and once on, everything is
      const begun = await callRoute(enrolRoute.POST, {
        method: "POST",
        path: "/api/account/two-factor/enrol",
        cookie,
      });
      expect(begun.status).toBe(200);
      const confirm = await callRoute(ownRoute.POST, {
        method: "POST",
        path: "/api/account/two-factor",
        body: { code: await totpCodeOf(id) },
        cookie,
      });
      expect(confirm.status).toBe(200);
      expect((await read()).status).toBe(200);
      // and the role keeps it: turning it off is refused
      const off = await callRoute(ownRoute.DELETE, {
        method: "DELETE",
        path: "/api/account/two-factor",
        body: { code: await totpCodeOf(id, Date.now() + 30_000) },
        cookie,
      });
      expect(off.status).toBe(400);
    } finally {
      await setRequiredRoles([]);
    }
  });
});

describe("second factor: single sign-on", () => {
  it("a session started by the identity provider opens nothing until the code is given", async () => {
    const { GET: campaigns } = await import("@/app/api/viber/campaigns/route");
    const { id } = await enrolled("marketer");
    // what the jwt callback does for an SSO user with a second factor (server/auth/options.ts)
    const sid = await createSession(id, ABSOLUTE_SESSION_MS, true);
    const token = await encode({
      token: { uid: id, sid, signedInAt: Date.now() },
      secret: authSecret(),
    });
    const cookie = `next-auth.session-token=${token}`;
    const read = () =>
      callRoute(campaigns, { method: "GET", path: "/api/viber/campaigns", cookie });
    expect((await read()).body.error.code).toBe("second_factor_required");
    const verify = (code: string) =>
      callRoute(verifyRoute.POST, {
        method: "POST",
        path: "/api/account/two-factor/verify",
        body: { code },
        cookie,
      });
    expect((await verify("000000")).status).toBe(400);
    expect((await read()).status).toBe(403);
    expect((await verify(await totpCodeOf(id, Date.now() + 30_000))).status).toBe(200);
    expect((await read()).status).toBe(200);
  });
});
