import { decode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as usersRoute from "@/app/api/users/route";
import { getCurrentUser } from "@/server/auth/current-user";
import { authOptions } from "@/server/auth/options";
import { authSecret } from "@/server/auth/secret";
import { revokeSession } from "@/server/auth/sessions";
import { updateUser } from "@/server/auth/users";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * Server-side sessions: a session cookie is worth something only while its
 * session row is live. The browser-level attack (sign out, replay the old
 * cookie; /api/auth/session re-issuing it) is in e2e/sign-in-attacks.spec.ts.
 */
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness();
}, 120_000);
afterAll(() => h?.close());

async function sidOf(cookie: string): Promise<string> {
  const token = await decode({ token: cookie.split("=")[1]!, secret: authSecret() });
  return String(token?.sid);
}

const readUsers = (cookie: string) =>
  callRoute(usersRoute.GET, { method: "GET", path: "/api/users", cookie });

describe("server-side sessions", () => {
  it("a revoked session reads nothing, though its cookie is still well-formed and unexpired", async () => {
    const cookie = await h.cookieFor("admin");
    expect((await readUsers(cookie)).status).toBe(200);
    await revokeSession(await sidOf(cookie));
    expect((await readUsers(cookie)).status).toBe(401);
    // another session of the same user is untouched
    expect((await readUsers(await h.cookieFor("admin"))).status).toBe(200);
  });

  it("a token that names no session (made before sessions, or forged) is not a session", async () => {
    const { encode } = await import("next-auth/jwt");
    const uid = await h.userId("admin");
    for (const token of [
      { uid, signedInAt: Date.now() },
      { uid, sid: "made-up-session-id", signedInAt: Date.now() },
    ]) {
      const raw = await encode({ token, secret: authSecret() });
      const req = new Request("http://127.0.0.1/api/users", {
        headers: { cookie: `next-auth.session-token=${raw}` },
      });
      expect(await getCurrentUser(req)).toBeNull();
    }
  });

  it("a session of another user's id is refused", async () => {
    const { encode } = await import("next-auth/jwt");
    const marketerSid = await sidOf(await h.cookieFor("marketer"));
    const raw = await encode({
      token: { uid: await h.userId("admin"), sid: marketerSid, signedInAt: Date.now() },
      secret: authSecret(),
    });
    expect((await readUsers(`next-auth.session-token=${raw}`)).status).toBe(401);
  });

  it("next-auth's session refresh never vouches for a session that is over", async () => {
    const jwt = authOptions().callbacks!.jwt!;
    const live = await decode({
      token: (await h.cookieFor("support")).split("=")[1]!,
      secret: authSecret(),
    });
    await expect(jwt({ token: live! } as Parameters<typeof jwt>[0])).resolves.toMatchObject({
      sid: live!.sid,
    });
    await revokeSession(String(live!.sid));
    await expect(jwt({ token: live! } as Parameters<typeof jwt>[0])).rejects.toThrow();

    // a password reset ends the user's sessions as well
    const other = await decode({
      token: (await h.cookieFor("support")).split("=")[1]!,
      secret: authSecret(),
    });
    await new Promise((r) => setTimeout(r, 1100)); // sessionsValidAfter has a second's tolerance
    await updateUser(await h.userId("support"), { password: "a-new-long-password" });
    await expect(jwt({ token: other! } as Parameters<typeof jwt>[0])).rejects.toThrow();
  });
});
