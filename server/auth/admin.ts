import "server-only";

import { randomBytes } from "node:crypto";

import type { UserCreate, UserUpdate } from "@/lib/users/schema";
import { HttpError, notFound } from "@/server/errors";

import type { CurrentUser } from "./current-user";
import {
  countActiveAdmins,
  createUser,
  findUserById,
  toPublicUser,
  updateUser,
  UserExistsError,
} from "./users";

/** What a replayed create or reset answers: the password was shown once and is kept nowhere. */
export const ALREADY_CREATED =
  "Already created. The temporary password was shown once: reset the password to get a new one.";
export const ALREADY_RESET =
  "Already reset. The temporary password was shown once: reset the password again to get a new one.";

/** Shown once, never stored in clear. */
function temporaryPassword(): string {
  return randomBytes(12).toString("base64url");
}

export async function adminCreateUser(input: UserCreate) {
  const password = input.password ?? temporaryPassword();
  try {
    // the admin knows it: it expires in a day and must be changed at first sign-in
    const user = await createUser({ ...input, password, temporary: true });
    return { user, temporaryPassword: input.password ? undefined : password };
  } catch (err) {
    if (err instanceof UserExistsError)
      throw new HttpError("validation_failed", err.message, { email: "already in use" });
    throw err;
  }
}

export async function adminGetUser(id: number) {
  const user = await findUserById(id);
  if (!user) throw notFound("No such user.");
  return toPublicUser(user);
}

/** Admins cannot lock the console out: the last active admin keeps the role and stays active. */
export async function adminUpdateUser(actor: CurrentUser, id: number, change: UserUpdate) {
  const before = await findUserById(id);
  if (!before) throw notFound("No such user.");
  const demotes =
    before.role === "admin" &&
    before.active &&
    (change.active === false || (change.role && change.role !== "admin"));
  if (demotes && (await countActiveAdmins()) <= 1) {
    throw new HttpError(
      "validation_failed",
      "This is the last active admin: add another admin first.",
      { role: "last admin" },
    );
  }
  if (id === actor.id && change.active === false) {
    throw new HttpError("validation_failed", "You cannot disable your own account.", {
      active: "own account",
    });
  }
  const password = change.resetPassword ? temporaryPassword() : undefined;
  const others = before.grants.filter((g) => g !== "campaigns:approve");
  const grants =
    change.canApprove === undefined
      ? undefined
      : change.canApprove
        ? [...others, "campaigns:approve"]
        : others;
  const user = await updateUser(id, {
    grants,
    role: change.role,
    active: change.active,
    name: change.name,
    password,
    temporary: true,
  });
  return { user, temporaryPassword: password };
}
