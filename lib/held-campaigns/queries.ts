import type { ViberCampaignCreate } from "@messaging-console/contract/viber/campaign";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";

import type { HeldStatus } from "./machine";
import type {
  ApprovalPolicy,
  HeldCampaignView,
  HeldCreateReply,
  HeldDetailReply,
  HeldListReply,
} from "./schema";

export const heldKeys = {
  all: ["held-campaigns"] as const,
  list: (status: HeldStatus | "") => ["held-campaigns", "list", status] as const,
  detail: (batch: string) => ["held-campaigns", "detail", batch] as const,
  policy: ["settings", "campaign-approval"] as const,
};

/** The page of a campaign the console holds. */
export const heldHref = (batch: string) => `/viber/held/${encodeURIComponent(batch)}`;

/** Held campaigns change by themselves (sent at their time): read again every half minute. */
const REFRESH_MS = 30_000;

export const heldListQuery = (status: HeldStatus | "") =>
  queryOptions({
    ...readQuery(
      apiRead<HeldListReply>(
        heldKeys.list(status),
        withQuery("/api/viber/held", { status: status || undefined }),
      ),
    ),
    refetchInterval: REFRESH_MS,
  });

export const heldDetailQuery = (batch: string) =>
  queryOptions({
    ...readQuery(
      apiRead<HeldDetailReply>(
        heldKeys.detail(batch),
        `/api/viber/held/${encodeURIComponent(batch)}`,
      ),
    ),
    refetchInterval: REFRESH_MS,
  });

export const approvalPolicyQuery = queryOptions(
  readQuery(apiRead<ApprovalPolicy>(heldKeys.policy, "/api/settings/campaign-approval")),
);

export const useApprovalPolicy = () => useQuery(approvalPolicyQuery);

export function useSetApprovalPolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalPolicy) =>
      apiRequest<ApprovalPolicy>("/api/settings/campaign-approval", { method: "PUT", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: heldKeys.policy }),
  });
}

const path = (batch: string, tail = "") => `/api/viber/held/${encodeURIComponent(batch)}${tail}`;

/** Every write of a held campaign, each with its action's Idempotency-Key where the route asks. */
export function useHeldWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: heldKeys.all });
  const write = <T>(fn: () => Promise<T>) => fn().finally(() => void refresh());
  return {
    create: (campaign: ViberCampaignCreate, keep: boolean, key: string) =>
      write(() =>
        apiRequest<HeldCreateReply>("/api/viber/held", {
          method: "POST",
          body: { campaign, keep },
          idempotencyKey: key,
        }),
      ),
    approve: (batch: string, version: number, key: string) =>
      write(() =>
        apiRequest<HeldCampaignView>(path(batch, "/approve"), {
          method: "POST",
          body: { version },
          idempotencyKey: key,
        }),
      ),
    sendBack: (batch: string, version: number, comment: string, key: string) =>
      write(() =>
        apiRequest<HeldCampaignView>(path(batch, "/send-back"), {
          method: "POST",
          body: { version, comment },
          idempotencyKey: key,
        }),
      ),
    edit: (
      batch: string,
      id: number,
      version: number,
      campaign: ViberCampaignCreate,
      key: string,
    ) =>
      write(() =>
        apiRequest<HeldCampaignView>(path(batch), {
          method: "PATCH",
          body: { id, version, campaign },
          idempotencyKey: key,
        }),
      ),
    cancel: (batch: string, version: number) =>
      write(() =>
        apiRequest<HeldCampaignView>(path(batch), { method: "DELETE", body: { version } }),
      ),
  };
}
