import { queryOptions, useQuery } from "@tanstack/react-query";

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

/** Adding a user and changing one (`id`) both refetch the list once they succeed. */
const usersWrite = { path: "/api/users", invalidate: userKeys.all, refresh: "success" } as const;

export const useCreateUser = () =>
  useKeyedWrite<UserCreate, Saved>({ method: "POST", ...usersWrite });

export const useUpdateUser = () =>
  useKeyedWrite<UserUpdate, Saved>({ method: "PATCH", ...usersWrite });
