"use client";

import { createContext, useContext, type ReactNode } from "react";

import { can, type Permission, type Role } from "@/lib/permissions";

/**
 * What every page of the signed-in console may need to know about the account
 * and the person: the account's timezone (upstream dates are in it) and the
 * role, so controls a role cannot use are hidden. The server stays the authority.
 */
export interface AccountInfo {
  timeZone: string;
  role: Role;
  /** permissions granted beyond the role's */
  grants?: readonly string[];
  email: string;
}

const AccountContext = createContext<AccountInfo | null>(null);

export function AccountProvider({ value, children }: { value: AccountInfo; children: ReactNode }) {
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccount(): AccountInfo {
  const value = useContext(AccountContext);
  if (!value) throw new Error("useAccount must be used inside the console layout");
  return value;
}

/** Whether the signed-in role holds a permission (mirrors the server's check). */
export function useCan(permission: Permission): boolean {
  const { role, grants } = useAccount();
  return can(role, permission, grants);
}
