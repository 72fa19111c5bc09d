import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";

import type { WatchEvent } from "@/server/watch/events";

import { RETRY_WINDOW_MS, retryWaitsSeconds } from "./backoff";
import { deliveryJobId } from "./job-id";
import { chatBody, newSigningSecret, signatureHeaders, signedBody } from "./payload";

const event: WatchEvent = {
  id: "evt_0b8f3c4e-2a51-4c4e-9a57-6c1f0e7d9a10",
  type: "alert.fired",
  ruleId: "email.hard-bounces",
  subject: "example.com",
  severity: "warning",
  title: "Hard bounces of example.com above 2 %",
  summary: "Mail from example.com bounced hard more than usual.",
  link: "/email/bounces?domain=example.com",
  measured: { what: "hard bounces", value: "3.1 % (7 of 226)", threshold: "2 %", window: "1 hour" },
  permission: "email:read",
  createdAt: new Date("2026-11-29T01:00:00Z"),
  fannedOutAt: null,
};

describe("signed webhooks (Standard Webhooks)", () => {
  it("signs so the library's Webhook.verify accepts it, with the event id as webhook-id", () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = signedBody(event, "https://console.example.com");
    const headers = signatureHeaders(event.id, body, [secret]);
    expect(headers["webhook-id"]).toBe(event.id);
    const payload = new Webhook(secret).verify(body, headers) as {
      type: string;
      data: { id: string; link: string };
    };
    expect(payload.type).toBe("alert.fired");
    expect(payload.data.id).toBe(event.id);
    expect(payload.data.link).toBe("https://console.example.com/email/bounces?domain=example.com");
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace("3.1", "0.1"), headers)).toThrow();
  });

  it("during a rotation's overlap both the new and the previous secret verify", () => {
    const [current, previous] = [newSigningSecret(), newSigningSecret()];
    const body = signedBody(event, "https://console.example.com");
    const headers = signatureHeaders(event.id, body, [current, previous]);
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toBeTruthy();
    expect(new Webhook(previous).verify(body, headers)).toBeTruthy();
  });

  it("a chat message has the title, the figure and the absolute link in its text", () => {
    const { text, blocks } = JSON.parse(chatBody(event, "https://console.example.com")) as {
      text: string;
      blocks: unknown[];
    };
    expect(text).toContain("Hard bounces of example.com above 2 %");
    expect(text).toContain("hard bounces: 3.1 % (7 of 226) (over 1 hour, threshold 2 %)");
    expect(text).toContain("https://console.example.com/email/bounces?domain=example.com");
    expect(blocks.length).toBeGreaterThan(0);
  });
});

describe("delivery jobs", () => {
  it("have one id per (endpoint, event, send), a UUID pg-boss takes", () => {
    const id = deliveryJobId(1, event.id, 1);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deliveryJobId(1, event.id, 1)).toBe(id);
    expect(deliveryJobId(2, event.id, 1)).not.toBe(id);
    expect(deliveryJobId(1, event.id, 2)).not.toBe(id);
  });

  it("are retried with exponential backoff for at least 24 hours, starting within a minute", () => {
    for (const jitter of [0, 0.5, 1]) {
      const waits = retryWaitsSeconds(() => jitter);
      expect(waits[0]).toBeGreaterThanOrEqual(30);
      expect(waits[0]).toBeLessThanOrEqual(60);
      for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeCloseTo(waits[i - 1]! * 2);
      // even with the shortest waits the retries reach the end of the window
      const total = waits.reduce((a, b) => a + b, 0);
      expect(total * 1000).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    }
    // and the shortest schedule is not much past it: the handler stops retrying at 24 h
    const shortest = retryWaitsSeconds(() => 0);
    expect(shortest.slice(0, -1).reduce((a, b) => a + b, 0) * 1000).toBeLessThan(RETRY_WINDOW_MS);
  });
});
