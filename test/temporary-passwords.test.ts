import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as passwordRoute from "@/app/api/account/password/route";
import * as userRoute from "@/app/api/users/[id]/route";
import * as usersRoute from "@/app/api/users/route";
import { requestDigest } from "@/server/audit";
import { ALREADY_CREATED, ALREADY_RESET } from "@/server/auth/admin";
import { authOptions, TEMPORARY_PASSWORD_EXPIRED } from "@/server/auth/options";
import { withSignInContext } from "@/server/auth/sign-in-context";
import { findUserByEmail } from "@/server/auth/users";
import { db } from "@/server/db/client";
import { auditLog, idempotencyKeys, users } from "@/server/db/schema";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * Temporary passwords (an admin's create or reset): shown once and kept nowhere
 * in clear — not in the idempotency record a replay reads —, good for 24 h, and
 * good only for choosing one's own password.
 */
let h: ConsoleHarness;
let admin = "";
beforeAll(async () => {
  h = await startConsoleHarness();
  admin = await h.cookieFor("admin");
}, 120_000);
afterAll(() => h?.close());

type Authorize = (c: Record<string, string>, req: unknown) => Promise<unknown>;
function authorize(email: string, password: string) {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
  return withSignInContext({ address: "192.0.2.50", device: null }, () =>
    provider.options.authorize({ email, password }, { headers: {} }),
  );
}

let n = 0;
async function createUser(key = `create-${Date.now()}-${n++}`) {
  const email = `temp-${Date.now()}-${n++}@example.com`;
  const res = await callRoute(usersRoute.POST, {
    method: "POST",
    path: "/api/users",
    body: { email, name: "Tess Temporary", role: "marketer" },
    cookie: admin,
    idempotencyKey: key,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, key, id: res.body.user.id as number, password: res.body.temporaryPassword };
}

const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  callRoute(passwordRoute.POST, {
    method: "POST",
    path: "/api/account/password",
    body: { currentPassword, newPassword },
    cookie,
  });

describe("temporary passwords", () => {
  it("a replayed create answers 'already created' and no record keeps the password", async () => {
    const created = await createUser();
    expect(created.password).toMatch(/^[\w-]{16}$/);
    const replay = await callRoute(usersRoute.POST, {
      method: "POST",
      path: "/api/users",
      body: { email: created.email, name: "Tess Temporary", role: "marketer" },
      cookie: admin,
      idempotencyKey: created.key,
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotency-replayed")).toBe("true");
    expect(replay.body).toEqual({
      user: expect.objectContaining({ id: created.id }),
      notice: ALREADY_CREATED,
    });

    const d = await db();
    const stored = await d.select().from(idempotencyKeys);
    expect(JSON.stringify(stored)).not.toContain(created.password);
    const audit = await d.select().from(auditLog);
    expect(JSON.stringify(audit)).not.toContain(created.password);
  });

  it("a replayed reset answers 'already reset' without the password", async () => {
    const { id } = await createUser();
    const reset = () =>
      callRoute(userRoute.PATCH, {
        method: "PATCH",
        path: `/api/users/${id}`,
        params: { id: String(id) },
        body: { resetPassword: true },
        cookie: admin,
        idempotencyKey: `reset-password-${id}`,
      });
    const first = await reset();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.temporaryPassword).toMatch(/^[\w-]{16}$/);
    const again = await reset();
    expect(again.body).toEqual({ user: expect.objectContaining({ id }), notice: ALREADY_RESET });
    const stored = await (await db()).select().from(idempotencyKeys);
    expect(JSON.stringify(stored)).not.toContain(first.body.temporaryPassword);
  });

  it("signs in only to change it: every other route answers 403 until then", async () => {
    const { id, email, password } = await createUser();
    await expect(authorize(email, password)).resolves.toMatchObject({ email });
    const cookie = await h.cookieForUser(id);
    const before = await callRoute(usersRoute.GET, { method: "GET", path: "/api/users", cookie });
    // a marketer may not list users anyway: a route the role has shows the rule
    expect(before.status).toBe(403);
    const { GET: campaigns } = await import("@/app/api/viber/campaigns/route");
    const read = await callRoute(campaigns, {
      method: "GET",
      path: "/api/viber/campaigns",
      cookie,
    });
    expect(read.status).toBe(403);
    expect(read.body.error.code).toBe("password_change_required");

    const wrong = await changePassword(cookie, "not-the-password", "my-own-long-password");
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toHaveProperty("currentPassword");
    const same = await changePassword(cookie, password, password);
    expect(same.status).toBe(400);
    expect(same.body.error.fields).toHaveProperty("newPassword");

    const other = await h.cookieForUser(id); // the same user signed in elsewhere
    const changed = await changePassword(cookie, password, "my-own-long-password");
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ ok: true, otherSessionsEnded: 1 });
    // this session goes on, now with everything the role has; the other one is over
    expect(
      (await callRoute(campaigns, { method: "GET", path: "/api/viber/campaigns", cookie })).status,
    ).toBe(200);
    expect(
      (await callRoute(campaigns, { method: "GET", path: "/api/viber/campaigns", cookie: other }))
        .status,
    ).toBe(401);

    await expect(authorize(email, password)).rejects.toThrow("Wrong email or password.");
    await expect(authorize(email, "my-own-long-password")).resolves.toMatchObject({ email });
    const row = await findUserByEmail(email);
    expect(row?.passwordTemporaryUntil).toBeNull();
  });

  it("expires after 24 hours: the sign-in is refused and says to ask for a reset", async () => {
    const { email, password } = await createUser();
    const row = await findUserByEmail(email);
    const until = row!.passwordTemporaryUntil!.getTime();
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    await (
      await db()
    )
      .update(users)
      .set({ passwordTemporaryUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    await expect(authorize(email, password)).rejects.toThrow(TEMPORARY_PASSWORD_EXPIRED);
    const audit = await (await db()).select().from(auditLog).where(eq(auditLog.userEmail, email));
    expect(audit.find((a) => a.errorCode === "expired")).toBeDefined();
  });

  it("a password the user chose is not temporary, and changing it needs the current one", async () => {
    const cookie = await h.cookieFor("support");
    const { GET: campaigns } = await import("@/app/api/viber/campaigns/route");
    expect(
      (await callRoute(campaigns, { method: "GET", path: "/api/viber/campaigns", cookie })).status,
    ).toBe(200);
    const res = await changePassword(cookie, "wrong-current-password", "another-long-password");
    expect(res.status).toBe(400);
  });
});

describe("request digests", () => {
  it("leave passwords out: the audit log's digest cannot be used to test guesses", () => {
    const body = { email: "a@example.com", name: "A", role: "admin" };
    expect(requestDigest({ ...body, password: "guess-one-123" })).toBe(
      requestDigest({ ...body, password: "guess-two-456" }),
    );
    expect(requestDigest({ currentPassword: "x", newPassword: "y" })).toBe(requestDigest({}));
    expect(requestDigest({ ...body, name: "B" })).not.toBe(requestDigest(body));
  });
});
