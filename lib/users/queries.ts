import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRead, readQuery } from "@/lib/queries/api-read";
import { useKeyedWrite } from "@/lib/queries/keyed-write";

import type { PublicUser, UserCreate, UserListRow, UserUpdate } from "./schema";

export const userKeys = { all: ["users"] as const };

export const usersQuery = queryOptions(
  readQuery(apiRead<{ items: UserListRow[] }>(userKeys.all, "/api/users")),
);

export const useUsers = () => useQuery(usersQuery);

/** A replayed create or reset answers `notice` instead of the password, shown once. */
type Saved = { user: PublicUser; temporaryPassword?: string; notice?: string };

export const useCreateUser = () =>
  useKeyedWrite<UserCreate, Saved>("POST /api/users", userKeys.all, "success");

export const useUpdateUser = () =>
  useKeyedWrite<UserUpdate, Saved>("PATCH /api/users/[id]", userKeys.all, "success");
