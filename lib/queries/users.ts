import { queryOptions, useQuery } from "@tanstack/react-query";

import type { PublicUser, UserCreate, UserListRow, UserUpdate } from "@/lib/schemas/users";

import { apiRead, readQuery } from "./api-read";
import { useKeyedWrite } from "./keyed-write";

export const userKeys = { all: ["users"] as const };

export const usersQuery = queryOptions(
  readQuery(apiRead<{ items: UserListRow[] }>(userKeys.all, "/api/users")),
);

export const useUsers = () => useQuery(usersQuery);

/**
 * A create or reset shows its temporary password once; the same request replayed
 * (its Idempotency-Key again) answers `notice` instead, saying how to get a new one.
 */
type Saved = { user: PublicUser; temporaryPassword?: string; notice?: string };

/** Adding a user and changing one (`id`) both refetch the list once they succeed. */
export const useCreateUser = () =>
  useKeyedWrite<UserCreate, Saved>("POST /api/users", userKeys.all, "success");

export const useUpdateUser = () =>
  useKeyedWrite<UserUpdate, Saved>("PATCH /api/users/[id]", userKeys.all, "success");
