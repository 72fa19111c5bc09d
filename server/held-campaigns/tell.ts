import "server-only";

import { and, eq, ne, or, sql } from "drizzle-orm";

import { recordAudit } from "@/server/audit";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { notifyUsers } from "@/server/watch/notify-users";

import type { Released } from "./release";
import { getBatch, type HeldRow } from "./store";

const link = (batchId: string) => `/viber/held/${encodeURIComponent(batchId)}`;

/** Who hears of a change: the campaign's author, or the people who may approve it. */
export type Audience = "author" | "approvers";

/** Active users who may approve (admins, and those granted it), its author aside. */
export async function approverIds(exceptUserId: number | null): Promise<number[]> {
  const rows = await (
    await db()
  )
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        or(eq(users.role, "admin"), sql`'campaigns:approve' = ANY(${users.grants})`),
        exceptUserId === null ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Tells the batch's author, or its approvers, through the console's notifications
 * (server/watch): best effort, the campaigns page lists the same ("Awaiting your
 * approval", "Sent back to you").
 */
export async function tell(
  batchId: string,
  title: string,
  summary: string,
  audience: Audience,
  severity: "info" | "warning" = "info",
): Promise<void> {
  try {
    const authorId = (await getBatch(batchId))[0]?.authorId ?? null;
    const to =
      audience === "author" ? (authorId === null ? [] : [authorId]) : await approverIds(authorId);
    if (to.length === 0) return;
    await notifyUsers(to, {
      type: "campaign.held",
      title,
      summary,
      link: link(batchId),
      severity,
      // the people are chosen here; a granted approver's role may not hold campaigns:approve
      permission: "campaigns:read",
    });
  } catch (err) {
    console.warn(
      "[held-campaigns] notification not sent:",
      err instanceof Error ? err.message : err,
    );
  }
}

const nameOf = (r: HeldRow) => r.payload.task_name ?? `#${r.id}`;

/** What the release did, in the audit log (as the console, for the author) and told to the author. */
export async function reportReleased(r: Released): Promise<void> {
  const system = (row: HeldRow) => ({
    user: { id: null, email: "console (held campaigns)", role: "none" as const },
    target: nameOf(row),
    details: {
      kind: "campaign" as const,
      name: nameOf(row),
      ...(row.upstreamId ? { id: String(row.upstreamId) } : {}),
    },
  });
  for (const row of r.sent) {
    await recordAudit({
      ...system(row),
      action: "held.release",
      outcome: "ok",
      upstreamId: row.upstreamId ?? undefined,
    });
    if (row.late)
      await tell(
        row.batchId,
        `“${nameOf(row)}” went out late`,
        "The console was down at its send time: it was sent as soon as it was back.",
        "author",
        "warning",
      );
  }
  for (const row of r.failed) {
    await recordAudit({
      ...system(row),
      action: "held.release",
      outcome: "error",
      error: {
        code: row.outcomeUnknown ? "outcome_unknown" : "upstream_rejected",
        message: row.error ?? "",
      },
    });
    await tell(
      row.batchId,
      `“${nameOf(row)}” was not sent`,
      row.error ?? "The Messaging API refused it.",
      "author",
      "warning",
    );
  }
  for (const row of r.expired) {
    await recordAudit({ ...system(row), action: "held.expire", outcome: "ok" });
    await tell(
      row.batchId,
      `“${nameOf(row)}” was not approved in time`,
      "Its send time passed while it waited for approval, so it was not sent. Reschedule it to ask again.",
      "author",
      "warning",
    );
  }
}
