import "server-only";

import { explainSmtp } from "@/lib/email/smtp-codes";
import { answerOf } from "@/lib/email/smtp-kinds";
import type { RuleId } from "@/lib/watch/rules";

import { firingSubjects, percent, registerCheck, report, type Settings } from "./check";
import { emailsSince } from "./email-window";

/**
 * Hard and soft bounce rates per sender domain over each rule's window: a
 * domain fires when at least `minSent` of its emails went out in the window and
 * the share of them bounced is at least `rate` %.
 */
interface Counts {
  sent: number;
  hard: number;
  soft: number;
}

const senderDomain = (sender: string) => sender.slice(sender.lastIndexOf("@") + 1).toLowerCase();

const RULES = [
  { id: "email.hard-bounces", kind: "hard", words: "Hard bounces" },
  { id: "email.soft-bounces", kind: "soft", words: "Soft bounces" },
] as const satisfies readonly { id: RuleId; kind: "hard" | "soft"; words: string }[];

export const checkBounces = registerCheck(
  "watch-bounces",
  RULES.map((r) => r.id),
  async (s: Settings, now: number) => {
    const longest = Math.max(...RULES.map((r) => s[r.id].params.windowMinutes ?? 60));
    const emails = await emailsSince(now - longest * 60_000, now);
    for (const rule of RULES) {
      const setting = s[rule.id];
      if (!setting.enabled) continue;
      const { rate = 2, minSent = 200, windowMinutes = 60 } = setting.params;
      const since = now - windowMinutes * 60_000;
      const byDomain = new Map<string, Counts>();
      for (const { at, email: e } of emails) {
        if (at < since) continue;
        const d = senderDomain(e.sender);
        const c = byDomain.get(d) ?? { sent: 0, hard: 0, soft: 0 };
        c.sent++;
        const kind = explainSmtp(answerOf(e)).kind;
        if (kind === "hard" || kind === "soft") c[kind]++;
        byDomain.set(d, c);
      }
      // a domain that fired and sent nothing since is measured at 0 of 0 (it resolves)
      for (const domain of await firingSubjects(rule.id))
        if (!byDomain.has(domain)) byDomain.set(domain, { sent: 0, hard: 0, soft: 0 });
      for (const [domain, c] of byDomain) {
        const share = c.sent ? (c[rule.kind] / c.sent) * 100 : 0;
        await report({
          ruleId: rule.id,
          subject: domain,
          holds: c.sent >= minSent && share >= rate,
          measured: {
            what: `${rule.words} of mail from ${domain}`,
            value: `${percent(share)} (${c[rule.kind]} of ${c.sent})`,
            window: `in the last ${windowMinutes} minutes`,
            threshold: `${percent(rate)} of at least ${minSent} sent`,
            rate: share,
            sent: c.sent,
            bounced: c[rule.kind],
          },
          link: `/email/bounces?kind=${rule.kind}&sender=${encodeURIComponent(domain)}`,
          fired: `${rule.words} at ${percent(share)} for ${domain}`,
          resolved: `${rule.words} back under ${percent(rate)} for ${domain}`,
        });
      }
    }
  },
);
