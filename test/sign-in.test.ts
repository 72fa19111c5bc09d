import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authOptions, WRONG_CREDENTIALS } from "@/server/auth/options";
import { DEMO_PASSWORD, ensureUsers } from "@/server/auth/seed-users";
import { withSignInAddress } from "@/server/auth/sign-in-context";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from "@/server/auth/throttle";
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
function authorize(email: string, password: string, ip = "10.0.0.1") {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
  // the auth route handler runs next-auth inside the client's address (server/auth/sign-in-context.ts)
  return withSignInAddress(ip, () =>
    provider.options.authorize({ email, password }, { headers: {} }),
  );
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

  it("throttles an account after repeated failures, even with the right password", async () => {
    await createUser({
      email: "target@example.com",
      name: "T",
      role: "support",
      password: "the-right-password",
    });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      await authorize("target@example.com", "wrong", `10.1.0.${i}`).catch(() => {});
    }
    await expect(authorize("target@example.com", "the-right-password", "10.1.1.1")).rejects.toThrow(
      /Too many attempts/,
    );
  });

  it("throttles an IP that tries many accounts", async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      await authorize(`spray${i}@example.com`, "wrong", "10.9.9.9").catch(() => {});
    }
    await expect(authorize("support@example.com", DEMO_PASSWORD, "10.9.9.9")).rejects.toThrow(
      /Too many attempts/,
    );
    await expect(
      authorize("support@example.com", DEMO_PASSWORD, "10.9.9.10"),
    ).resolves.toBeTruthy();
  });

  it("stores only argon2id hashes", async () => {
    const u = await findUserByEmail("admin@example.com");
    expect(u?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
