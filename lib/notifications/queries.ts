import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";

import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";

import type {
  MarkRead,
  NotificationPrefs,
  NotificationPrefsInput,
  NotificationsPage,
  NotificationsQuery,
} from "./schema";

export const notificationKeys = {
  all: ["notifications"] as const,
  unread: ["notifications", "unread"] as const,
  list: (q: Partial<NotificationsQuery>) => ["notifications", "list", q] as const,
  prefs: ["notification-prefs"] as const,
  sender: ["notification-sender"] as const,
};

/** The bell's count: polled at a modest pace, and again when the window regains focus. */
export const UNREAD_POLL_MS = 60_000;

export const unreadQuery = queryOptions({
  ...readQuery(apiRead<{ unread: number }>(notificationKeys.unread, "/api/notifications/unread")),
  refetchInterval: UNREAD_POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  retry: false,
});

export const useUnreadCount = () => useQuery(unreadQuery);

export const notificationsQueryOptions = (q: Partial<NotificationsQuery>) =>
  queryOptions({
    ...readQuery(
      apiRead<NotificationsPage>(
        notificationKeys.list(q),
        withQuery("/api/notifications", { ...q }),
      ),
    ),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });

export const useNotifications = (q: Partial<NotificationsQuery>, enabled = true) =>
  useQuery({ ...notificationsQueryOptions(q), enabled });

/** Mark read: some rows, or all; the bell and every list are read again. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) =>
      apiRequest<{ changed: number; unread: number }>("/api/notifications/read", {
        method: "POST",
        body,
      }),
    onSuccess: ({ unread }) => {
      qc.setQueryData(notificationKeys.unread, { unread });
      return qc.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export const prefsQuery = queryOptions(
  readQuery(apiRead<NotificationPrefs>(notificationKeys.prefs, "/api/account/notifications")),
);

export const usePrefs = () => useQuery(prefsQuery);

export function useSavePrefs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPrefsInput) =>
      apiRequest<NotificationPrefs>("/api/account/notifications", { method: "PUT", body }),
    onSuccess: (prefs) => qc.setQueryData(notificationKeys.prefs, prefs),
  });
}

export interface SenderSetting {
  senderEmail: string | null;
  senders: string[];
}

export const senderQuery = queryOptions(
  readQuery(apiRead<SenderSetting>(notificationKeys.sender, "/api/settings/notifications")),
);

export const useSenderSetting = (enabled: boolean) => useQuery({ ...senderQuery, enabled });

export function useSaveSender() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (senderEmail: string | null) =>
      apiRequest<{ senderEmail: string | null }>("/api/settings/notifications", {
        method: "PUT",
        body: { senderEmail },
      }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: notificationKeys.sender }),
        qc.invalidateQueries({ queryKey: notificationKeys.prefs }),
      ]),
  });
}
