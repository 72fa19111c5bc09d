import { describe, expect, it } from "vitest";

import type { BlacklistEntry, Bounce, Unsubscribe } from "@/lib/schemas/resources";

import {
  filterSuppressions,
  mergeSuppressions,
  readSearchQuery,
  type AuditAdd,
  type SearchQuery,
} from "./search";

const phone = (p: string, description = "", add_date = "2026-11-01 10:00:00"): BlacklistEntry => ({
  id: Number(p.slice(-6)),
  phone: p,
  description,
  add_date,
});
const unsub = (
  email: string,
  how: Unsubscribe["how"],
  date = "2026-11-02 10:00:00",
): Unsubscribe => ({
  email,
  how,
  unsubscribe_by_link: how === "link",
  unsubscribe_by_user: how === "user",
  spam_complaint: how === "spam_complaint",
  date,
});
const bounce = (email_to: string, send_date: string, data = "550 5.1.1 no such user"): Bounce => ({
  email_to,
  sender: "news@shop.example",
  send_date,
  subject: "Hi",
  smtp_answer_code: 550,
  smtp_answer_subcode: "5.1.1",
  smtp_answer_data: data,
});
const q = (raw: string) => readSearchQuery(raw) as SearchQuery;
const none = { blacklist: [], unsubscribes: [], hardBounces: [], audit: [] };

describe("readSearchQuery", () => {
  it("reads digits as a phone and anything with a letter or @ as an address", () => {
    expect(readSearchQuery("+380 96 123")).toEqual({ kind: "phone", digits: "38096123" });
    expect(readSearchQuery("Anna@Example.com ")).toEqual({
      kind: "email",
      text: "anna@example.com",
    });
    expect(readSearchQuery("12")).toBeNull();
    expect(readSearchQuery(" ")).toBeNull();
  });
});

describe("mergeSuppressions", () => {
  it("finds one address on the unsubscribes and the hard bounces from one search", () => {
    const rows = mergeSuppressions({
      ...none,
      query: q("anna@example.com"),
      unsubscribes: [unsub("Anna@example.com", "link"), unsub("bob@example.com", "link")],
      hardBounces: [bounce("anna@example.com", "2026-11-28 09:00:00")],
    });
    expect(rows.map((r) => [r.list, r.value, r.source])).toEqual([
      ["unsubscribes", "Anna@example.com", "link"],
      ["bounces", "anna@example.com", "bounce"],
    ]);
  });

  it("keeps one bounce row per address, its newest", () => {
    const rows = mergeSuppressions({
      ...none,
      query: q("anna"),
      hardBounces: [
        bounce("anna@x.com", "2026-11-28 08:00:00", "old"),
        bounce("anna@x.com", "2026-11-28 09:00:00", "new"),
      ],
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBe("new");
  });

  it("names who added a value from the newest audit add naming it, and imports as imports", () => {
    const audit: AuditAdd[] = [
      {
        action: "blacklist.add",
        userEmail: "old@c.com",
        at: "2026-11-01T00:00:00Z",
        values: ["380961112233"],
      },
      {
        action: "blacklist.add",
        userEmail: "new@c.com",
        at: "2026-11-02T00:00:00Z",
        values: ["380961112233"],
        source: "import",
      },
      {
        action: "unsubscribe.add",
        userEmail: "sup@c.com",
        at: "2026-11-03T00:00:00Z",
        values: ["CARL@x.com"],
      },
    ];
    const rows = mergeSuppressions({
      ...none,
      query: q("3809611"),
      blacklist: [phone("380961112233", "asked"), phone("380961114444")],
      audit,
    });
    expect(rows.map((r) => [r.value, r.source, r.by?.email])).toEqual([
      ["380961112233", "import", "new@c.com"],
      ["380961114444", "elsewhere", undefined],
    ]);
    const carl = mergeSuppressions({
      ...none,
      query: q("carl@x.com"),
      unsubscribes: [unsub("carl@x.com", "user")],
      audit,
    });
    expect(carl[0]).toMatchObject({ source: "console", by: { email: "sup@c.com" } });
  });

  it("says a recipient's own unsubscribe came from them, whoever the log names", () => {
    const rows = mergeSuppressions({
      ...none,
      query: q("dan@x.com"),
      unsubscribes: [unsub("dan@x.com", "spam_complaint")],
      audit: [
        {
          action: "unsubscribe.add",
          userEmail: "s@c.com",
          at: "2026-11-01T00:00:00Z",
          values: ["dan@x.com"],
        },
      ],
    });
    expect(rows[0]).toMatchObject({ source: "spam_complaint", reason: "Marked an email as spam" });
    expect(rows[0]!.by).toBeUndefined();
  });

  it("lists only what matches, the exact match first, then by value", () => {
    const rows = mergeSuppressions({
      ...none,
      query: q("380961112233"),
      blacklist: [phone("3809611122334"), phone("380961112233"), phone("380500000000")],
    });
    expect(rows.map((r) => r.value)).toEqual(["380961112233", "3809611122334"]);
  });

  it("a phone search never matches addresses, nor an address search phones", () => {
    const rows = mergeSuppressions({
      ...none,
      query: q("123"),
      unsubscribes: [unsub("123@x.com", "link")],
      blacklist: [phone("380961231234")],
    });
    expect(rows.map((r) => r.list)).toEqual(["blacklist"]);
  });
});

describe("filterSuppressions", () => {
  it("filters by list and by source; an empty filter keeps all", () => {
    const rows = mergeSuppressions({
      ...none,
      query: q("a@x.com"),
      unsubscribes: [unsub("a@x.com", "link")],
      hardBounces: [bounce("a@x.com", "2026-11-28 09:00:00")],
    });
    expect(filterSuppressions(rows, {})).toHaveLength(2);
    expect(filterSuppressions(rows, { lists: ["bounces"] }).map((r) => r.list)).toEqual([
      "bounces",
    ]);
    expect(filterSuppressions(rows, { sources: ["link"] }).map((r) => r.list)).toEqual([
      "unsubscribes",
    ]);
    expect(filterSuppressions(rows, { lists: ["blacklist"], sources: ["link"] })).toEqual([]);
  });
});
