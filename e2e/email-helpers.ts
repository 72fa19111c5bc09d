import { expect, type APIRequestContext } from "@playwright/test";

/**
 * Sends one email through the console's API to `address` (the embedded Messaging API
 * bounces `unknown+…` and `full+…` addresses). The request context must be signed in
 * as someone who may send.
 */
export async function sendEmail(
  request: APIRequestContext,
  baseURL: string,
  address: string,
  subject: string,
): Promise<void> {
  const res = await request.post("/api/email/messages", {
    headers: { Origin: new URL(baseURL).origin, "Idempotency-Key": crypto.randomUUID() },
    data: {
      email: {
        from: { name: "E2E", email: "news@northwind-shop.example" },
        to: [{ email: address }],
        subject,
        html: "<p>Hello</p>",
        text: "Hello",
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
