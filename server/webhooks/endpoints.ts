import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import type { WebhookCreate, WebhookRow, WebhookUpdate } from "@/lib/webhooks/schema";
import { db } from "@/server/db/client";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/errors";

import { newSigningSecret } from "./payload";
import { ROTATION_OVERLAP_MS, sealSecret } from "./secrets";
import { checkTarget, targetPolicy, TargetRefused } from "./target";

/** Webhook endpoints as admins manage them (app/api/webhooks). */
type Endpoint = typeof webhookEndpoints.$inferSelect;

/** Scheme, host and the path's first segment: a chat URL's token stays on the server. */
export function shownUrl(text: string): string {
  const url = new URL(text);
  const [first, ...rest] = url.pathname.split("/").filter(Boolean);
  return `${url.origin}${first ? `/${first}` : "/"}${rest.length || url.search ? "/…" : ""}`;
}

export function toRow(e: Endpoint, last?: { at: Date; ok: boolean } | null): WebhookRow {
  return {
    id: e.id,
    name: e.name,
    urlShown: shownUrl(e.url),
    kind: e.kind,
    eventTypes: e.eventTypes,
    ruleIds: e.ruleIds,
    status: !e.enabled ? "disabled" : e.pausedAt ? "paused" : "active",
    pausedReason: e.pausedAt ? e.pausedReason : null,
    failures: e.failures,
    previousSecretUntil:
      e.previousSecret && e.previousUntil && e.previousUntil.getTime() > Date.now()
        ? e.previousUntil.toISOString()
        : null,
    lastAttempt: last ? { at: last.at.toISOString(), ok: last.ok } : null,
    createdAt: e.createdAt.toISOString(),
  };
}

async function checkedUrl(text: string): Promise<string> {
  try {
    return (await checkTarget(text, targetPolicy())).toString();
  } catch (err) {
    if (err instanceof TargetRefused)
      throw new HttpError("validation_failed", err.message, { url: err.message });
    throw err;
  }
}

async function lastAttempt(endpointId: number) {
  const [last] = await (
    await db()
  )
    .select({ at: webhookAttempts.at, ok: webhookAttempts.ok })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.endpointId, endpointId))
    .orderBy(desc(webhookAttempts.id))
    .limit(1);
  return last ?? null;
}

export async function listEndpoints(): Promise<WebhookRow[]> {
  const rows = await (await db()).select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
  return Promise.all(rows.map(async (e) => toRow(e, await lastAttempt(e.id))));
}

export async function endpointById(id: number): Promise<Endpoint> {
  const [row] = await (
    await db()
  )
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound("No such webhook.");
  return row;
}

export async function endpointRow(id: number): Promise<WebhookRow> {
  return toRow(await endpointById(id), await lastAttempt(id));
}

/** Adds an endpoint; a signed one gets its secret, returned here once. */
export async function createEndpoint(input: WebhookCreate, userId: number) {
  const url = await checkedUrl(input.url);
  const secret = input.kind === "signed" ? newSigningSecret() : undefined;
  const endpoint = await (
    await db()
  ).transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        name: input.name,
        url,
        kind: input.kind,
        eventTypes: input.eventTypes ?? [],
        ruleIds: input.ruleIds ?? [],
        createdBy: userId,
      })
      .returning();
    if (!secret) return row!;
    // sealed with the row's id as its owner, known once inserted
    const [sealed] = await tx
      .update(webhookEndpoints)
      .set({ secret: sealSecret(secret, row!.id) })
      .where(eq(webhookEndpoints.id, row!.id))
      .returning();
    return sealed!;
  });
  return { endpoint: toRow(endpoint), secret };
}

export async function updateEndpoint(id: number, patch: WebhookUpdate): Promise<WebhookRow> {
  await endpointById(id);
  const url = patch.url === undefined ? undefined : await checkedUrl(patch.url);
  const [row] = await (
    await db()
  )
    .update(webhookEndpoints)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(url !== undefined ? { url } : {}),
      ...(patch.eventTypes !== undefined ? { eventTypes: patch.eventTypes } : {}),
      ...(patch.ruleIds !== undefined ? { ruleIds: patch.ruleIds } : {}),
      ...(patch.enabled === false ? { enabled: false } : {}),
      // on again: a pause ends and the count of failures starts over
      ...(patch.enabled === true
        ? { enabled: true, pausedAt: null, pausedReason: null, failures: 0, failingSince: null }
        : {}),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return toRow(row!, await lastAttempt(id));
}

export async function deleteEndpoint(id: number): Promise<void> {
  await endpointById(id);
  await (
    await db()
  ).transaction(async (tx) => {
    await tx.delete(webhookAttempts).where(eq(webhookAttempts.endpointId, id));
    await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  });
}

/** A new secret, shown once; the one it replaces still signs for ROTATION_OVERLAP_MS. */
export async function rotateSecret(id: number) {
  const before = await endpointById(id);
  if (before.kind !== "signed")
    throw new HttpError("validation_failed", "A chat webhook has no secret.");
  const secret = newSigningSecret();
  const [row] = await (
    await db()
  )
    .update(webhookEndpoints)
    .set({
      secret: sealSecret(secret, id),
      previousSecret: before.secret,
      previousUntil: sql`now() + ${`${ROTATION_OVERLAP_MS / 1000} seconds`}::interval`,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return { endpoint: toRow(row!, await lastAttempt(id)), secret };
}
