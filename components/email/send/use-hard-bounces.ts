"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";

import type { ExplainedBounce } from "@/lib/email/bounce-stats";
import { bouncesQuery } from "@/lib/queries/email/bounces";
import { normaliseAddress } from "@/lib/schemas/email/address";

export interface HardBounce {
  email: string;
  /** the upstream's send date, in the account's timezone */
  date: string;
  /** "550 5.1.1 <the receiving server's words>" */
  answer: string;
}

/** The newest bounce per address, among those the receiving server refused for good. */
function hardByAddress(items: readonly ExplainedBounce[]): Map<string, ExplainedBounce> {
  const out = new Map<string, ExplainedBounce>();
  for (const b of items) {
    if (b.explanation.kind !== "hard") continue;
    const key = normaliseAddress(b.email_to);
    const kept = out.get(key);
    if (!kept || b.send_date > kept.send_date) out.set(key, b);
  }
  return out;
}

/** "550 5.1.1 User unknown": the codes once, though the server's text often starts with them. */
function answerText(b: ExplainedBounce): string {
  const codes = [String(b.smtp_answer_code || ""), b.smtp_answer_subcode.trim()].filter(Boolean);
  let text = b.smtp_answer_data.trim();
  for (const c of codes) if (text.startsWith(c)) text = text.slice(c.length).trim();
  return [...codes, text].filter(Boolean).join(" ");
}

/**
 * Recipients that bounced hard in the Messaging API's bounce list (it keeps only
 * the last 24 hours): the Bounces page's and the recipient page's query, one
 * cache, read once there is a recipient. A failed read warns of nothing.
 */
export function useHardBounces(addresses: string[]) {
  const bounces = useQuery({ ...bouncesQuery, enabled: addresses.length > 0 });
  const hard = useMemo(
    () => (bounces.data ? hardByAddress(bounces.data.items) : null),
    [bounces.data],
  );
  const found: HardBounce[] = [];
  const seen = new Set<string>();
  for (const email of addresses) {
    const key = normaliseAddress(email);
    const b = hard?.get(key);
    if (!b || seen.has(key)) continue;
    seen.add(key);
    found.push({ email: key, date: b.send_date, answer: answerText(b) });
  }
  return { bounced: found, failed: bounces.isError };
}
