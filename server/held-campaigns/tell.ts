import "server-only";

import type { Permission } from "@/lib/permissions";
import { recordAudit } from "@/server/audit";
import { publish } from "@/server/watch/events";

import type { Released } from "./release";
import type { HeldRow } from "./store";

const link = (batchId: string) => `/viber/held/${encodeURIComponent(batchId)}`;

/**
 * Tells people through the console's notifications (server/watch): best effort,
 * the campaigns page lists the same ("Awaiting your approval", "Sent back to you").
 */
export async function tell(
  batchId: string,
  title: string,
  summary: string,
  permission: Permission,
  severity: "info" | "warning" = "info",
): Promise<void> {
  try {
    await publish("campaign.held", { title, summary, link: link(batchId), severity, permission });
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
        "campaigns:write",
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
      "campaigns:write",
      "warning",
    );
  }
  for (const row of r.expired) {
    await recordAudit({ ...system(row), action: "held.expire", outcome: "ok" });
    await tell(
      row.batchId,
      `“${nameOf(row)}” was not approved in time`,
      "Its send time passed while it waited for approval, so it was not sent. Reschedule it to ask again.",
      "campaigns:write",
      "warning",
    );
  }
}
