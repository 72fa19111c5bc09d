import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery } from "@/lib/queries/api-read";

import type { QuietHoursSetting } from "./schema";

export const quietHoursKeys = { setting: ["quiet-hours"] as const };

/** The account's quiet hours (recipients' time), which the composer warns about. */
export const quietHoursQuery = queryOptions({
  ...readQuery(apiRead<QuietHoursSetting>(quietHoursKeys.setting, "/api/settings/quiet-hours")),
  staleTime: 60_000,
});

export const useQuietHours = () => useQuery(quietHoursQuery);

/** An admin changes them (an overwrite: no key needed). */
export function useSetQuietHours() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: QuietHoursSetting) =>
      apiRequest<QuietHoursSetting>("/api/settings/quiet-hours", { method: "PUT", body }),
    onSuccess: (saved) => qc.setQueryData(quietHoursKeys.setting, saved),
  });
}
