import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Role } from "../permissions";
import type { UserCreate, UserUpdate } from "../schemas/users";
import { apiRequest } from "./api-client";
import { useKeyedWrite } from "./keyed-write";

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

/**
 * A create or reset shows its temporary password once; the same request replayed
 * (its Idempotency-Key again) answers `notice` instead, saying how to get a new one.
 */
type Saved = { user: ConsoleUser; temporaryPassword?: string; notice?: string };

export const useCreateUser = () =>
  useKeyedWrite<UserCreate, Saved>({
    method: "POST",
    path: "/api/users",
    invalidate: userKeys.all,
    refresh: "success",
  });

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
