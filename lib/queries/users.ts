import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Role } from "../permissions";
import type { UserCreate, UserUpdate } from "../schemas/users";
import { apiRequest } from "./api-client";

export interface ConsoleUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  createdAt: string;
}

export const userKeys = { all: ["users"] as const };

export const usersQuery = queryOptions({
  queryKey: userKeys.all,
  queryFn: ({ signal }) => apiRequest<{ items: ConsoleUser[] }>("/api/users", { signal }),
});

export const useUsers = () => useQuery(usersQuery);

type Saved = { user: ConsoleUser; temporaryPassword?: string };

export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: UserCreate; key: string }) =>
      apiRequest<Saved>("/api/users", { method: "POST", body: v.body, idempotencyKey: v.key }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; change: UserUpdate; key: string }) =>
      apiRequest<Saved>(`/api/users/${encodeURIComponent(v.id)}`, {
        method: "PATCH",
        body: v.change,
        idempotencyKey: v.key,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}
