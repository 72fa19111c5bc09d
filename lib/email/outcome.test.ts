import { describe, expect, it } from "vitest";

import type { EmailOutcome } from "@/lib/schemas/email/outcomes";

import { matchesOutcome, smtpKindOf } from "./outcome-match";

const answer = (code: number | string | null, subcode = "", data = "") => ({
  smtp_answer_code: code,
  smtp_answer_subcode: subcode,
  smtp_answer_data: data,
});

describe("email outcome", () => {
  it.each([
    [answer(250, "2.0.0", "2.0.0 OK"), "delivered"],
    [answer("250"), "delivered"],
    [answer(550, "5.1.1", "5.1.1 <a@x.example>: User unknown"), "hard"],
    [answer(554, "5.7.1", "5.7.1 policy violation"), "hard"],
    // a full mailbox is reported as permanent but counts as soft, as on the badge
    [answer(552, "5.2.2", "5.2.2 Mailbox full, quota exceeded"), "soft"],
    [answer(421, "4.4.2", "4.4.2 Connection timed out, try again later"), "soft"],
    [answer(451, "", "451 Greylisted, please try again"), "soft"],
    // no basic code: the enhanced status in the text decides the class
    [answer(0, "", "5.1.1 user unknown"), "hard"],
    [answer(0, "4.2.2", ""), "soft"],
    [answer(0, "", ""), "unknown"],
    [answer(null), "unknown"],
  ])("reads %o as %s", (e, kind) => {
    expect(smtpKindOf(e)).toBe(kind);
  });

  it("matches each outcome of the filter by code class", () => {
    const delivered = answer(250);
    const hard = answer(550, "5.1.1");
    const soft = answer(421, "4.4.2");
    const none = answer(0);
    const table: [EmailOutcome, boolean[]][] = [
      ["delivered", [true, false, false, false]],
      ["failed", [false, true, true, false]],
      ["hard", [false, true, false, false]],
      ["soft", [false, false, true, false]],
      ["none", [false, false, false, true]],
    ];
    for (const [outcome, expected] of table)
      expect([delivered, hard, soft, none].map((e) => matchesOutcome(outcome, e))).toEqual(
        expected,
      );
  });
});
