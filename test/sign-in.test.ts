import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { deviceCookieValue, verifyDevice, type Device } from "@/server/auth/device-cookie";
import { authOptions, WRONG_CREDENTIALS } from "@/server/auth/options";
import { DEMO_PASSWORD, ensureUsers } from "@/server/auth/seed-users";
import { withSignInContext } from "@/server/auth/sign-in-context";
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_IP,
  MAX_UNTRUSTED_PER_ACCOUNT,
} from "@/server/auth/throttle";
import { createUser, findUserByEmail, listUsers, updateUser } from "@/server/auth/users";

import { startConsoleHarness, type ConsoleHarness } from "./console-api";

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness();
  delete process.env.MESSAGING_API_URL; // embedded mode: demo users
  const { resetEnvForTests } = await import("@/server/env");
  resetEnvForTests();
}, 120_000);
afterAll(() => h?.close());

type Authorize = (
  c: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<unknown>;
function authorize(email: string, password: string, ip = "10.0.0.1", device: Device | null = null) {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
  // the auth route handler runs next-auth inside the client's address and device (server/auth/sign-in-context.ts)
  return withSignInContext({ address: ip, device }, () =>
    provider.options.authorize({ email, password }, { headers: {} }),
  );
}
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: Error) => (e.message === WRONG_CREDENTIALS ? "wrong" : e.message),
  );
async function newUser(email: string, password = "the-right-password") {
  await createUser({ email, name: "T", role: "support", password });
}

describe("sign-in", () => {
  it("creates the demo users once in embedded mode", async () => {
    await ensureUsers(() => {});
    await ensureUsers(() => {});
    const emails = (await listUsers()).map((u) => u.email);
    for (const e of ["admin@example.com", "marketer@example.com", "support@example.com"]) {
      expect(emails.filter((x) => x === e)).toHaveLength(1);
    }
  });

  it("accepts the right password (any case of email)", async () => {
    await expect(authorize("Admin@Example.com", DEMO_PASSWORD)).resolves.toMatchObject({
      email: "admin@example.com",
    });
  });

  it("gives the same error for a wrong password and an unknown account", async () => {
    const wrong = await authorize("marketer@example.com", "nope", "10.0.0.2").catch(
      (e: Error) => e.message,
    );
    const unknown = await authorize("nobody@example.com", "nope", "10.0.0.2").catch(
      (e: Error) => e.message,
    );
    expect(wrong).toBe(WRONG_CREDENTIALS);
    expect(unknown).toBe(WRONG_CREDENTIALS);
  });

  it("refuses a disabled user with the same error", async () => {
    const u = await createUser({
      email: "gone@example.com",
      name: "Gone",
      role: "support",
      password: "a-long-password-1",
    });
    await updateUser(u.id, { active: false });
    await expect(authorize("gone@example.com", "a-long-password-1", "10.0.0.3")).rejects.toThrow(
      WRONG_CREDENTIALS,
    );
  });

  it("locks out the address that guessed, never the account's owner elsewhere", async () => {
    await newUser("target@example.com");
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      expect(await outcome(authorize("target@example.com", "wrong", "10.1.0.1"))).toBe("wrong");
    // the address that guessed waits, with a delay rather than a 15-minute wall
    expect(
      await outcome(authorize("target@example.com", "the-right-password", "10.1.0.1")),
    ).toMatch(/^Too many failed attempts from here\. Try again in 30 seconds\.$/);
    // the owner, from another address, signs in
    expect(await outcome(authorize("target@example.com", "the-right-password", "10.1.1.1"))).toBe(
      "ok",
    );
  });

  it("checks no more passwords than the limit, however many guesses arrive at once", async () => {
    await newUser("concurrent@example.com");
    const results = await Promise.all(
      Array.from({ length: 16 }, () =>
        outcome(authorize("concurrent@example.com", "wrong", "10.2.0.1")),
      ),
    );
    expect(results.filter((r) => r === "wrong")).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    expect(results.filter((r) => r.startsWith("Too many failed attempts"))).toHaveLength(
      16 - MAX_FAILURES_PER_ACCOUNT,
    );
    const spray = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        outcome(authorize(`spray-c${i}@example.com`, "wrong", "10.2.0.2")),
      ),
    );
    expect(spray.filter((r) => r === "wrong")).toHaveLength(MAX_FAILURES_PER_IP);
  });

  it("throttles an IP that tries many accounts", async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      await authorize(`spray${i}@example.com`, "wrong", "10.9.9.9").catch(() => {});
    }
    await expect(authorize("support@example.com", DEMO_PASSWORD, "10.9.9.9")).rejects.toThrow(
      /Too many failed attempts/,
    );
    await expect(
      authorize("support@example.com", DEMO_PASSWORD, "10.9.9.10"),
    ).resolves.toBeTruthy();
  });

  it("spares a known device when the account is guessed at from many addresses", async () => {
    await newUser("owner@example.com");
    const device = verifyDevice(deviceCookieValue("owner@example.com"))!;
    expect(device.email).toBe("owner@example.com");
    // a known device's own wrong passwords count for it alone
    await authorize("owner@example.com", "typo", "10.3.9.9", device).catch(() => {});
    for (let i = 0; i < MAX_UNTRUSTED_PER_ACCOUNT; i++)
      await authorize("owner@example.com", "wrong", `10.3.${i >> 8}.${i & 255}`).catch(() => {});
    // guessing from yet another address now waits…
    expect(await outcome(authorize("owner@example.com", "the-right-password", "10.4.0.1"))).toMatch(
      /^Too many failed attempts/,
    );
    // …the owner's browser, from any address, does not
    expect(
      await outcome(authorize("owner@example.com", "the-right-password", "10.3.0.0", device)),
    ).toBe("ok");
    // a device cookie of another account is no help
    const other = verifyDevice(deviceCookieValue("admin@example.com"))!;
    expect(
      await outcome(authorize("owner@example.com", "the-right-password", "10.4.0.2", other)),
    ).toMatch(/^Too many failed attempts/);
  });

  it("refuses a device cookie it did not sign", () => {
    const value = deviceCookieValue("admin@example.com");
    const [payload, sig] = value.split(".");
    const forged = Buffer.from(
      JSON.stringify({ e: "admin@example.com", n: "x", t: Math.floor(Date.now() / 1000) }),
    ).toString("base64url");
    expect(verifyDevice(`${forged}.${sig}`)).toBeNull();
    expect(verifyDevice(`${payload}.${sig}x`)).toBeNull();
    expect(verifyDevice(value)).not.toBeNull();
    expect(verifyDevice(value, Date.now() + 91 * 24 * 3600_000)).toBeNull();
  });

  it("stores only argon2id hashes", async () => {
    const u = await findUserByEmail("admin@example.com");
    expect(u?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
