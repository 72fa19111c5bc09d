import { describe, expect, it } from "vitest";

import { smtpEndpoints } from "@/server/upstream/smtp";
import { viberEndpoints } from "@/server/upstream/viber";

import { UpstreamError } from "./errors";
import { fromReplies, sharedJson } from "./parse";
import type { Transport } from "./transport";

/** A transport that answers every GET with what `replies` holds for its path now. */
function fakeTransport(replies: Record<string, unknown>): Transport {
  return {
    request: async (spec: { path: string }) => replies[spec.path],
    invalidate: () => undefined,
  } as unknown as Transport;
}

describe("results made once per upstream reply", () => {
  it("one reply object: made once, the same result, serialised once", () => {
    const reply = { data: [1, 2] };
    let made = 0;
    const make = () => {
      made++;
      return { items: reply.data.map((n) => n * 2) };
    };
    const a = fromReplies("doubled", [reply], make);
    const b = fromReplies("doubled", [reply], make);
    expect(b).toBe(a);
    expect(made).toBe(1);
    expect(sharedJson(a)).toBe('{"items":[2,4]}');
    expect(sharedJson(a)).toBe(sharedJson(b));
    // another reading of the same reply is its own
    expect(fromReplies("other", [reply], () => ({ n: 1 }))).toEqual({ n: 1 });
    // a new reply (the cache's copy expired) is read again
    const c = fromReplies("doubled", [{ data: [5] }], () => ({ items: [10] }));
    expect(c).not.toBe(a);
    expect(made).toBe(1);
  });

  it("every reply read must be the same, not only the first", () => {
    const first = { a: 1 };
    const a = fromReplies("pair", [first, { b: 1 }], () => ({ v: 1 }));
    const b = fromReplies("pair", [first, { b: 1 }], () => ({ v: 2 }));
    expect(b).not.toBe(a);
    expect(b).toEqual({ v: 2 });
  });

  it("a reply that does not parse is not kept: it fails every time", () => {
    const reply = { bad: true };
    let tries = 0;
    const make = () => {
      tries++;
      throw new UpstreamError("upstream_unavailable", "unreadable");
    };
    expect(() => fromReplies("bad", [reply], make)).toThrow(UpstreamError);
    expect(() => fromReplies("bad", [reply], make)).toThrow(UpstreamError);
    expect(tries).toBe(2);
  });

  it("other values are not shared", () => {
    expect(sharedJson({ items: [] })).toBeNull();
    expect(sharedJson(null)).toBeNull();
    expect(sharedJson("x")).toBeNull();
  });

  it("the hot lists: a cached reply gives the same result; a new reply, its own data", async () => {
    const replies: Record<string, unknown> = {
      "/viber/senders": { data: [{ id: 1, name: "Shop", status: "active" }] },
      "/senders": [{ email: "a@example.com", name: "A", status: "active" }],
      "/smtp/senders": ["a@example.com", "b@example.com"],
      "/v2/email-service/smtp/sender_domains": {
        data: {
          result: true,
          data: [{ id: 7, service_value: "example.com", status: 1, is_default: 1, checks: {} }],
        },
      },
    };
    const t = fakeTransport(replies);
    const viber = viberEndpoints(t);
    const smtp = smtpEndpoints(t);

    const senders = await viber.listSenders();
    expect(await viber.listSenders()).toBe(senders);
    expect(sharedJson(senders)).toBe(JSON.stringify(senders));
    const emailSenders = await smtp.listSenders();
    expect(emailSenders.items.map((s) => s.email)).toEqual(["a@example.com", "b@example.com"]);
    expect(await smtp.listSenders()).toBe(emailSenders);
    const domains = await smtp.listDomains();
    expect(domains.items).toHaveLength(1);
    expect(await smtp.listDomains()).toBe(domains);

    // the second reply of the email senders changes: a new result with it
    replies["/smtp/senders"] = ["c@example.com"];
    const changed = await smtp.listSenders();
    expect(changed).not.toBe(emailSenders);
    expect(changed.items.map((s) => s.email)).toEqual(["a@example.com", "c@example.com"]);
    replies["/viber/senders"] = { data: [{ id: 2, name: "Other", status: "active" }] };
    expect((await viber.listSenders()).items.map((s) => s.id)).toEqual([2]);
  });
});
