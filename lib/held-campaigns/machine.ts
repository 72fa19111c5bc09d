/**
 * The life of a campaign the console holds (server/held-campaigns/): which step is
 * allowed from which status. Browser-safe, so the pages offer only what the server
 * will accept; the store's UPDATEs take their `WHERE status IN (…)` from FROM, so
 * two consoles racing on one row cannot both make a step.
 */
export const HELD_STATUSES = [
  "awaiting_approval",
  "approved",
  "sent_back",
  "held",
  "sending",
  "sent",
  "failed",
  "cancelled",
  "expired",
] as const;
export type HeldStatus = (typeof HELD_STATUSES)[number];

export type HeldStep =
  "edit" | "approve" | "send_back" | "cancel" | "expire" | "claim" | "sent" | "fail";

/** The statuses each step may start from. */
export const FROM: Record<HeldStep, readonly HeldStatus[]> = {
  // an edit of a campaign whose time passed or that failed (certainly not created) resubmits it
  edit: ["awaiting_approval", "approved", "sent_back", "held", "expired", "failed"],
  approve: ["awaiting_approval"],
  send_back: ["awaiting_approval", "approved"],
  cancel: ["awaiting_approval", "approved", "sent_back", "held", "expired", "failed"],
  expire: ["awaiting_approval"],
  claim: ["approved", "held"],
  sent: ["sending"],
  fail: ["sending"],
};

/** Still in the console: it can be changed or cancelled (nothing went upstream). */
export const CHANGEABLE: readonly HeldStatus[] = FROM.cancel;

/** Done with: no step leads anywhere from these (except an edit of expired/failed). */
export const FINAL: readonly HeldStatus[] = ["sent", "cancelled"];

export interface StepContext {
  /** who asks for the step */
  actorId: number;
  authorId: number;
  /** for edit: whether the edited campaign needs approval under the current setting */
  needsApproval?: boolean;
}

export type StepOutcome =
  | { ok: true; to: HeldStatus }
  | { ok: false; reason: "wrong_status" | "own_campaign" | "not_author" };

/** Where `step` leads from `from`, or why it is refused. */
export function step(from: HeldStatus, s: HeldStep, ctx: StepContext): StepOutcome {
  if (!FROM[s].includes(from)) return { ok: false, reason: "wrong_status" };
  switch (s) {
    case "edit":
      if (ctx.actorId !== ctx.authorId) return { ok: false, reason: "not_author" };
      return { ok: true, to: ctx.needsApproval ? "awaiting_approval" : "held" };
    case "approve":
    case "send_back":
      if (ctx.actorId === ctx.authorId) return { ok: false, reason: "own_campaign" };
      return { ok: true, to: s === "approve" ? "approved" : "sent_back" };
    case "cancel":
      return { ok: true, to: "cancelled" };
    case "expire":
      return { ok: true, to: "expired" };
    case "claim":
      return { ok: true, to: "sending" };
    case "sent":
      return { ok: true, to: "sent" };
    case "fail":
      return { ok: true, to: "failed" };
  }
}

/** Words for each status, as the campaign list shows them. */
export const HELD_STATUS_LABELS: Record<HeldStatus, string> = {
  awaiting_approval: "Awaiting approval",
  approved: "Approved",
  sent_back: "Sent back",
  held: "Kept in the console",
  sending: "Sending",
  sent: "Sent upstream",
  failed: "Failed",
  cancelled: "Cancelled",
  expired: "Time passed",
};

interface PartProgress {
  status: HeldStatus;
  sendAt: string | null;
  recipientCount: number;
}

/**
 * How far a batch (a campaign held as one send group per timezone) has gone upstream:
 * its groups and recipients sent so far, and when the next group still to go is due
 * (null: as soon as approved, or nothing is left to go).
 */
export function batchProgress(parts: readonly PartProgress[]) {
  const sent = parts.filter((p) => p.status === "sent");
  const toGo = parts.filter((p) => !FINAL.includes(p.status));
  const times = toGo.map((p) => (p.sendAt === null ? null : Date.parse(p.sendAt)));
  const next = times.length === 0 || times.includes(null) ? null : Math.min(...(times as number[]));
  return {
    parts: parts.length,
    sentParts: sent.length,
    sentRecipients: sent.reduce((n, p) => n + p.recipientCount, 0),
    nextSendAt: next === null ? null : new Date(next).toISOString(),
  };
}
