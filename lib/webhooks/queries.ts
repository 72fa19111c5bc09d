import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRead, readQuery } from "@/lib/queries/api-read";
import { useKeyedWrite } from "@/lib/queries/keyed-write";

import type { WebhookAttemptRow, WebhookRow, WebhookSaved } from "./kinds";
import type { WebhookCreate, WebhookUpdate } from "./schema";

export const webhookKeys = {
  all: ["webhooks"] as const,
  one: (id: number) => ["webhooks", id] as const,
  attempts: (id: number) => ["webhooks", id, "attempts"] as const,
};

export const webhooksQuery = queryOptions(
  readQuery(apiRead<{ items: WebhookRow[] }>(webhookKeys.all, "/api/webhooks")),
);
export const useWebhooks = () => useQuery(webhooksQuery);

/** One endpoint; refreshed as its log is (its status follows the deliveries). */
export const useWebhook = (id: number) =>
  useQuery({
    ...readQuery(apiRead<WebhookRow>(webhookKeys.one(id), `/api/webhooks/${id}`)),
    refetchInterval: 3_000,
  });

/** The delivery log, refreshed every few seconds while the page is open (deliveries run in the background). */
export const useWebhookAttempts = (id: number) =>
  useQuery({
    ...readQuery(
      apiRead<{ items: WebhookAttemptRow[] }>(
        webhookKeys.attempts(id),
        `/api/webhooks/${id}/attempts`,
      ),
    ),
    refetchInterval: 3_000,
  });

export const useCreateWebhook = () =>
  useKeyedWrite<WebhookCreate, WebhookSaved>("POST /api/webhooks", webhookKeys.all, "success");
export const useUpdateWebhook = () =>
  useKeyedWrite<WebhookUpdate, WebhookRow>("PATCH /api/webhooks/[id]", webhookKeys.all, "success");
export const useDeleteWebhook = () =>
  useKeyedWrite<Record<string, never>, { ok: true }>(
    "DELETE /api/webhooks/[id]",
    webhookKeys.all,
    "success",
  );
export const useRotateWebhookSecret = () =>
  useKeyedWrite<Record<string, never>, WebhookSaved>(
    "POST /api/webhooks/[id]/secret",
    webhookKeys.all,
    "success",
  );
export const useSendTestEvent = () =>
  useKeyedWrite<Record<string, never>, { eventId: string }>(
    "POST /api/webhooks/[id]/test",
    webhookKeys.all,
    "success",
  );
export const useSendAgain = () =>
  useKeyedWrite<{ eventId: string }, { ok: true }>(
    "POST /api/webhooks/[id]/resend",
    webhookKeys.all,
    "success",
  );
