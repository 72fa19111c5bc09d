import "server-only";

import { inArray } from "drizzle-orm";

import {
  batchProgress,
  CHANGEABLE,
  FINAL,
  FROM,
  type HeldStatus,
} from "@/lib/held-campaigns/machine";
import type { HeldCampaignView } from "@/lib/held-campaigns/schema";
import { can } from "@/lib/permissions";
import type { CurrentUser } from "@/server/auth/current-user";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";

import { batchVersion, type HeldRow } from "./store";

/** A batch's status as one campaign: the one asking most of a person first. */
const PRECEDENCE: readonly HeldStatus[] = [
  "awaiting_approval",
  "sent_back",
  "failed",
  "expired",
  "sending",
  "approved",
  "held",
  "sent",
  "cancelled",
];

export function batchStatus(rows: readonly Pick<HeldRow, "status">[]): HeldStatus {
  return PRECEDENCE.find((s) => rows.some((r) => r.status === s)) ?? "cancelled";
}

/** Rows grouped by batch (in the order their batches first appear) and shown for `viewer`. */
export async function viewBatches(
  rows: readonly HeldRow[],
  viewer: CurrentUser,
): Promise<HeldCampaignView[]> {
  const batches = new Map<string, HeldRow[]>();
  for (const r of rows) batches.set(r.batchId, [...(batches.get(r.batchId) ?? []), r]);
  const ids = [...new Set(rows.flatMap((r) => [r.authorId, r.decidedBy ?? r.authorId]))];
  const people = ids.length
    ? await (
        await db()
      )
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const person = (id: number) =>
    people.find((p) => p.id === id) ?? { id, name: `User #${id}`, email: "" };
  const approver = can(viewer.role, "campaigns:approve", viewer.grants);
  return [...batches.values()].map((parts) => {
    const first = parts[0]!;
    const status = batchStatus(parts);
    const own = first.authorId === viewer.id;
    const sendTimes = parts.map((p) => p.sendAt?.getTime() ?? null);
    const earliest = sendTimes.includes(null) ? null : Math.min(...(sendTimes as number[]));
    // a batch partly sent is due when its next group is; one all gone, when it began
    const toGo = parts.some((p) => !FINAL.includes(p.status));
    const next = batchProgress(
      parts.map((p) => ({ ...p, sendAt: p.sendAt?.toISOString() ?? null })),
    ).nextSendAt;
    const decided = parts.find((p) => p.decidedBy !== null);
    return {
      batchId: first.batchId,
      name: first.payload.task_name ?? "",
      status,
      version: batchVersion(parts),
      recipientCount: parts.reduce((n, p) => n + p.recipientCount, 0),
      sendAt: toGo ? next : earliest === null ? null : new Date(earliest).toISOString(),
      late: parts.some((p) => p.late),
      author: person(first.authorId),
      decidedBy: decided?.decidedBy
        ? { id: decided.decidedBy, name: person(decided.decidedBy).name }
        : null,
      decidedAt: decided?.decidedAt?.toISOString() ?? null,
      comment: parts.find((p) => p.comment)?.comment ?? null,
      createdAt: first.createdAt.toISOString(),
      updatedAt: new Date(Math.max(...parts.map((p) => p.updatedAt.getTime()))).toISOString(),
      parts: parts.map((p) => ({
        id: p.id,
        status: p.status,
        sendAt: p.sendAt?.toISOString() ?? null,
        recipientCount: p.recipientCount,
        late: p.late,
        error: p.error,
        outcomeUnknown: p.outcomeUnknown,
        upstreamId: p.upstreamId,
        payload: p.payload,
      })),
      may: {
        approve: approver && !own && parts.some((p) => FROM.approve.includes(p.status)),
        edit: own && parts.some((p) => FROM.edit.includes(p.status) && !p.outcomeUnknown),
        cancel: (own || approver) && parts.some((p) => CHANGEABLE.includes(p.status)),
      },
    };
  });
}
