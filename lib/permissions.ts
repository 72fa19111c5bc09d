/**
 * Roles and permissions — the one table of DESIGN.md. Browser-safe so the UI can
 * mirror it (hide or disable controls); every route handler checks it on the server.
 */
export const ROLES = ["admin", "marketer", "support"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  "campaigns:read",
  "campaigns:write",
  "blacklist:read",
  "blacklist:write",
  "blacklist:delete",
  "email:read",
  "email:send",
  "unsubscribes:write",
  "senders:write",
  "domains:write",
  "users:manage",
  "audit:read",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const grants: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  marketer: [
    "campaigns:read",
    "blacklist:read",
    "email:read",
    "campaigns:write",
    "blacklist:write",
    "blacklist:delete",
    "email:send",
  ],
  support: [
    "campaigns:read",
    "blacklist:read",
    "email:read",
    "blacklist:write",
    "unsubscribes:write",
  ],
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && grants[role].includes(permission);
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  marketer: "Marketer",
  support: "Support",
};

export function permissionsOf(role: Role): readonly Permission[] {
  return grants[role];
}
