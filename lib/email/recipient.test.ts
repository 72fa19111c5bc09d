import { describe, expect, it } from "vitest";

import { recipientHref } from "@/lib/schemas/email/address";
import type { Bounce, SentEmail, Unsubscribe } from "@/lib/schemas/resources";

import { explainBounces } from "./bounce-explain";
import type { ExplainedEmail } from "./outcome";
import {
  ago,
  decodeRecipientParam,
  recipientBounces,
  recipientMessages,
  recipientSummary,
} from "./recipient";
import { explainSmtp } from "./smtp-codes";
import { answerOf } from "./smtp-kinds";
import { findUnsubscribe } from "./unsubscribe-lookup";

// the records as the console API serves them: each with its answer in words (server/email/explained.ts)
const explained = (e: SentEmail): ExplainedEmail => ({
  ...e,
  explanation: explainSmtp(answerOf(e)),
});

const msg = (id: string, send_date: string, code: number, sub = "", to = "ann@x.example") =>
  explained({
    id,
    sender: "news@shop.example",
    recipient: to,
    subject: "Hi",
    send_date,
    total_size: 1000,
    sender_ip: "",
    used_ip: "",
    smtp_answer_code: code,
    smtp_answer_subcode: sub,
    smtp_answer_data: "",
    tracking: { open: 0, click: 0, link: [], client_info: [] },
  });

const bounce = (send_date: string, to = "ann@x.example") => {
  const [explainedBounce] = explainBounces([bounceOf(send_date, to)]);
  if (!explainedBounce) throw new Error("explainBounces dropped the bounce");
  return explainedBounce;
};
const bounceOf = (send_date: string, to: string): Bounce => ({
  email_to: to,
  sender: "news@shop.example",
  send_date,
  subject: "Hi",
  smtp_answer_code: 550,
  smtp_answer_subcode: "5.1.1",
  smtp_answer_data: "User unknown",
});

const unsub = (email: string, how: Unsubscribe["how"], date: string): Unsubscribe => ({
  email,
  how,
  unsubscribe_by_link: how === "link",
  unsubscribe_by_user: how === "user",
  spam_complaint: how === "spam_complaint",
  date,
});

const now = Date.UTC(2026, 10, 25, 12, 0, 0);

describe("recipient messages and bounces", () => {
  const log = [
    msg("a", "2026-11-20 10:00:00", 250),
    msg("b", "2026-11-24 09:00:00", 550, "5.1.1"),
    msg("c", "2026-11-23 09:00:00", 421, "4.4.2"),
    msg("d", "2026-11-24 11:00:00", 250, "", "ANN@x.example"),
    msg("e", "2026-11-24 12:00:00", 250, "", "bob@x.example"),
  ];

  it("keeps the address's messages only, case aside, newest first", () => {
    expect(recipientMessages("Ann@X.example ", log).map((m) => m.id)).toEqual(["d", "b", "c", "a"]);
  });

  it("derives bounces from failed log messages and the day's list, one entry per send", () => {
    const out = recipientBounces("ann@x.example", log, [
      bounce("2026-11-24 09:00:00"), // the same send as log message b
      bounce("2026-11-25 08:00:00"), // only on the 24-hour list
      bounce("2026-11-25 08:30:00", "bob@x.example"),
    ]);
    expect(out.map((b) => [b.id, b.source, b.explanation.kind])).toEqual([
      [null, "bounces", "hard"],
      ["b", "both", "hard"],
      ["c", "log", "soft"],
    ]);
    expect(out[1]!.explanation.summary).toBeTruthy();
  });
});

describe("recipient summary", () => {
  const delivered = [
    msg("x", "2026-11-23 12:00:00", 250),
    msg("y", "2026-11-20 12:00:00", 250),
    msg("z", "2026-09-01 12:00:00", 250),
  ];

  it("counts the month, the last delivery and the unsubscribe with how and when", () => {
    const line = recipientSummary({
      messages: delivered,
      truncated: false,
      unsubscribe: {
        status: "unsubscribed",
        entry: unsub("ann@x.example", "link", "2026-11-24 08:00:00"),
      },
      timeZone: "UTC",
      now,
    });
    expect(line).toBe(
      "2 sent in 30 days · last delivered 2 days ago · unsubscribed by link on 2026-11-24",
    );
  });

  it("says what is not known and when nothing was delivered", () => {
    expect(
      recipientSummary({
        messages: [msg("b", "2026-11-25 11:00:00", 550, "5.1.1")],
        truncated: false,
        unsubscribe: { status: "unsubscribed", entry: null },
        timeZone: "UTC",
        now,
      }),
    ).toBe("1 sent in 30 days · none delivered · unsubscribed (when and how not known)");
    expect(
      recipientSummary({
        messages: [],
        truncated: false,
        unsubscribe: { status: "subscribed" },
        timeZone: "UTC",
        now,
      }),
    ).toBe("Nothing sent to it in the log · not unsubscribed");
  });

  it("says at least when the log was cut short inside the month", () => {
    const line = recipientSummary({
      messages: delivered.slice(0, 2),
      truncated: true,
      unsubscribe: { status: "unknown" },
      timeZone: "UTC",
      now,
    });
    expect(line).toBe("At least 2 sent in 30 days · last delivered 2 days ago");
  });
});

describe("addresses in paths", () => {
  it("encodes and decodes an address with characters a path would misread", () => {
    const email = "a+b/c%d#e@x.example";
    const href = recipientHref(email);
    expect(href).toBe("/email/recipients/a%2Bb%2Fc%25d%23e%40x.example");
    expect(decodeRecipientParam(href.split("/").pop()!)).toBe(email);
    expect(decodeRecipientParam("ann@x.example")).toBe("ann@x.example");
    expect(decodeRecipientParam("%E0%A4%A")).toBeNull();
  });

  it("finds the address among the newest unsubscribes", () => {
    const list = [
      unsub("bob@x.example", "user", "2026-11-25 01:00:00"),
      unsub("ANN@x.example", "spam_complaint", "2026-11-22 01:00:00"),
    ];
    expect(findUnsubscribe("ann@x.example", list)?.how).toBe("spam_complaint");
    expect(findUnsubscribe("eve@x.example", list)).toBeNull();
  });

  it("says how long ago", () => {
    expect(ago(now - 30_000, now)).toBe("just now");
    expect(ago(now - 3 * 3_600_000, now)).toBe("3 hours ago");
    expect(ago(now - 86_400_000, now)).toBe("1 day ago");
  });
});
