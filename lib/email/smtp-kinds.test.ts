import { describe, expect, it } from "vitest";

import { emailLogRead } from "@/lib/queries/email/messages";
import type { SentEmail } from "@/lib/schemas/resources";

import { explainSmtp } from "./smtp-codes";
import { answerOf, coarseExplanation, smtpCodesLabel } from "./smtp-kinds";

const record = (code: number | string, subcode: string, data: string) =>
  ({
    id: "m1",
    sender: "news@shop.example",
    recipient: "ann@x.example",
    subject: "Hi",
    send_date: "2026-11-20 10:00:00",
    total_size: 1000,
    sender_ip: "",
    used_ip: "",
    smtp_answer_code: code as number,
    smtp_answer_subcode: subcode,
    smtp_answer_data: data,
    tracking: { open: 0, click: 0, link: [], client_info: [] },
  }) satisfies SentEmail;

describe("an SMTP answer read from its codes alone (a record served without its explanation)", () => {
  it.each([
    [250, "2.0.0", "2.0.0 OK", "delivered"],
    ["250", "", "", "delivered"],
    [550, "5.1.1", "5.1.1 <a@x.example>: User unknown", "hard"],
    [421, "4.4.2", "4.4.2 try again later", "soft"],
    [0, "", "5.1.1 user unknown", "hard"],
    [0, "4.2.2", "", "soft"],
    [0, "", "", "unknown"],
  ] as const)("%s %s %s is %s, as the code tables read it", (code, subcode, data, kind) => {
    const answer = answerOf(record(code, subcode, data));
    const coarse = coarseExplanation(answer);
    const full = explainSmtp(answer);
    expect(coarse.kind).toBe(kind);
    expect(full.kind).toBe(kind);
    expect(smtpCodesLabel(coarse)).toBe(smtpCodesLabel(full));
  });

  it("fills in the log page's records that came without one, and keeps those that did", () => {
    const read = emailLogRead({ limit: 25, offset: 0 });
    const served = { ...record(550, "5.1.1", "User unknown"), explanation: undefined };
    const kept = {
      ...record(250, "2.0.0", "OK"),
      explanation: explainSmtp({ code: 250, subcode: "2.0.0", data: "OK" }),
    };
    const page = read.select!({ items: [served, kept], total: 2 });
    expect(page.items[0]!.explanation).toMatchObject({
      kind: "hard",
      code: 550,
      enhanced: "5.1.1",
    });
    expect(page.items[1]!.explanation).toBe(kept.explanation);
  });
});
