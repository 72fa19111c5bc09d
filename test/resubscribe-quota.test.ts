import { afterAll, beforeAll, expect, it } from "vitest";

import * as resubscribe from "@/app/api/email/resubscribe/route";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ seed: false });
}, 120_000);
afterAll(() => h?.close());

const quota = async (role: "support" | "marketer" = "support") =>
  (
    await callRoute(resubscribe.GET, {
      method: "GET",
      path: "/api/email/resubscribe",
      cookie: await h.cookieFor(role),
    })
  ).body as { used: number; remaining: number; limit: number; refused: boolean };

const send = async (n: number) =>
  callRoute(resubscribe.POST, {
    method: "POST",
    path: "/api/email/resubscribe",
    body: { email: `quota-${n}@example.com`, sender: "news@northwind-shop.example", lang: "en" },
    cookie: await h.cookieFor("support"),
    idempotencyKey: `quota-test-${n}-${Date.now()}`,
  });

it("counts the account's resubscribe requests down to zero and reports the refusal", async () => {
  expect(await quota("marketer")).toMatchObject({ used: 0, remaining: 5, limit: 5 });
  for (let n = 1; n <= 5; n++) {
    expect((await send(n)).status).toBe(200);
    expect((await quota()).remaining).toBe(5 - n);
  }
  const sixth = await send(6);
  expect(sixth.status).toBe(422);
  expect(sixth.body.error.message).toMatch(/No more than 5 are allowed per day/);
  expect(await quota("marketer")).toMatchObject({ used: 5, remaining: 0, refused: true });
  // the upstream was asked six times: the console never blocks on its own estimate
  expect(
    h.api.received({ method: "POST" }).filter((c) => c.path === "/smtp/resubscribe"),
  ).toHaveLength(6);
});
