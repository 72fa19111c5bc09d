import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery } from "@/lib/queries/api-read";
import { useKeyedWrite } from "@/lib/queries/keyed-write";

import type { TwoFactorPolicy, TwoFactorSettings } from "./schema";

export const twoFactorKeys = { settings: ["two-factor-settings"] as const };

export const twoFactorSettingsQuery = queryOptions(
  readQuery(apiRead<TwoFactorSettings>(twoFactorKeys.settings, "/api/settings/two-factor")),
);

export const useTwoFactorSettings = () => useQuery(twoFactorSettingsQuery);

/** An overwrite: no key needed. */
export function useSetTwoFactorPolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorPolicy) =>
      apiRequest<TwoFactorPolicy>("/api/settings/two-factor", { method: "PUT", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: twoFactorKeys.settings }),
  });
}

export const useResetTwoFactor = () =>
  useKeyedWrite<Record<string, never>, { ok: true; wasOn: boolean }>(
    "DELETE /api/users/[id]/two-factor",
    twoFactorKeys.settings,
    "success",
  );
