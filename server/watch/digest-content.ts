import "server-only";

import { and, eq, gte, inArray, lt } from "drizzle-orm";

import { formatDateTime } from "@/lib/datetime";
import type { Role } from "@/lib/permissions";
import { RULE_CATALOGUE, RULE_GROUP_LABELS, type RuleGroup } from "@/lib/watch/rule-catalogue";
import { db } from "@/server/db/client";
import { watchConditions, watchEvents } from "@/server/db/schema";
import { campaignActivity } from "@/server/overview/campaign-activity";
import { emailActivity } from "@/server/overview/email-activity";
import { BACKGROUND_LANE, inLane } from "@/server/upstream/lanes";

import { absoluteLink, escapeHtml, figureLines, page, type MailText } from "./email-text";

/** What each role's digest is about (docs/notifications.md). */
export const DIGEST_GROUPS: Record<Role, readonly RuleGroup[]> = {
  marketer: ["viber"],
  support: ["email"],
  admin: ["domains", "upstream", "webhooks"],
};

export interface Digest {
  /** events of the period, newest first */
  events: (typeof watchEvents.$inferSelect)[];
  /** how things stand now, from the overview's cached readers and the watch */
  lines: string[];
}

export async function gatherDigest(role: Role, from: number, to: number): Promise<Digest> {
  const ruleIds = RULE_CATALOGUE.filter((r) => DIGEST_GROUPS[role].includes(r.group)).map(
    (r) => r.id,
  );
  const database = await db();
  const events = await database
    .select()
    .from(watchEvents)
    .where(
      and(
        inArray(watchEvents.ruleId, ruleIds),
        gte(watchEvents.createdAt, new Date(from)),
        lt(watchEvents.createdAt, new Date(to)),
      ),
    )
    .orderBy(watchEvents.createdAt)
    .limit(200);
  const firing = await database
    .select({ ruleId: watchConditions.ruleId })
    .from(watchConditions)
    .where(and(eq(watchConditions.state, "firing"), inArray(watchConditions.ruleId, ruleIds)));
  const lines = firing.length ? [`Alerts still firing: ${firing.length}`] : [];
  lines.push(...(await overviewLines(role).catch(() => [])));
  return { events: events.reverse(), lines };
}

// The overview's readers are cached for everyone; a digest reads them in the background lane.
async function overviewLines(role: Role): Promise<string[]> {
  if (role === "marketer") {
    const a = await inLane(BACKGROUND_LANE, () => campaignActivity());
    return [
      `Campaigns sending now: ${a.sendingNow.length}`,
      `Waiting to send: ${a.waiting.length}`,
    ];
  }
  if (role === "support") {
    const a = await inLane(BACKGROUND_LANE, () => emailActivity());
    const sent = a.days.reduce((n, d) => n + d.sent, 0);
    return [`Emails sent in the last 7 days: ${a.complete ? "" : "at least "}${sent}`];
  }
  return [];
}

export function digestMail(
  d: Digest,
  role: Role,
  period: { frequency: "daily" | "weekly"; from: number; to: number },
  origin: string,
  timeZone: string,
): MailText {
  const topics = DIGEST_GROUPS[role].map((g) => RULE_GROUP_LABELS[g]).join(", ");
  const span = `${formatDateTime(period.from, timeZone)} – ${formatDateTime(period.to, timeZone)}`;
  const subject = `${period.frequency === "daily" ? "Daily" : "Weekly"} digest: ${
    d.events.length
      ? `${d.events.length} alert${d.events.length === 1 ? "" : "s"}`
      : "nothing to report"
  }`;
  const items = d.events.map((e) => ({
    title: e.title,
    lines: [...figureLines(e.measured), formatDateTime(e.createdAt, timeZone)],
    url: absoluteLink(origin, e.link),
  }));
  const text = [
    subject,
    `${topics} · ${span}`,
    "",
    ...(items.length ? [] : ["Nothing to report."]),
    ...items.flatMap((i) => [
      `• ${i.title}`,
      ...i.lines.map((l) => `  ${l}`),
      ...(i.url ? [`  ${i.url}`] : []),
    ]),
    ...(d.lines.length ? ["", ...d.lines] : []),
    "",
    `Notifications: ${absoluteLink(origin, "/notifications")}`,
  ].join("\n");
  const html = page(
    `<h2 style="margin:0 0 4px">${escapeHtml(subject)}</h2><p style="margin:0 0 12px;color:#555">${escapeHtml(`${topics} · ${span}`)}</p>` +
      (items.length
        ? `<ul>${items
            .map(
              (i) =>
                `<li style="margin-bottom:8px"><strong>${escapeHtml(i.title)}</strong>${i.lines
                  .map((l) => `<br>${escapeHtml(l)}`)
                  .join("")}${i.url ? `<br><a href="${escapeHtml(i.url)}">Open</a>` : ""}</li>`,
            )
            .join("")}</ul>`
        : "<p>Nothing to report.</p>") +
      d.lines.map((l) => `<p style="margin:4px 0">${escapeHtml(l)}</p>`).join(""),
  );
  return { subject, text: `${text}\n`, html };
}
