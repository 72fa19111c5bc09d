/**
 * Roles and permissions — the one table (docs/security.md). Browser-safe so the UI can
 * mirror it (hide or disable controls); every route handler checks it on the server.
 */
export const ROLES = ["admin", "marketer", "support"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  "campaigns:read",
  "campaigns:write",
  "campaigns:approve",
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
  "account:password",
  "account:two-factor",
  "account:notifications",
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
    "account:password",
    "account:two-factor",
    "account:notifications",
  ],
  support: [
    "campaigns:read",
    "blacklist:read",
    "email:read",
    "blacklist:write",
    "unsubscribes:write",
    "account:password",
    "account:two-factor",
    "account:notifications",
  ],
};

/** Permissions an admin may grant a user beyond their role's (users.grants). */
export const GRANTABLE_PERMISSIONS = ["campaigns:approve"] as const satisfies readonly Permission[];

/** Whether a role, with the user's own grants, holds a permission. */
export function can(
  role: Role | null | undefined,
  permission: Permission,
  userGrants: readonly string[] = [],
): boolean {
  if (!role) return false;
  if (grants[role].includes(permission)) return true;
  return (
    (GRANTABLE_PERMISSIONS as readonly string[]).includes(permission) &&
    userGrants.includes(permission)
  );
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  marketer: "Marketer",
  support: "Support",
};

export function permissionsOf(role: Role): readonly Permission[] {
  return grants[role];
}

/** What each permission lets a person do, in words ("Your role cannot …"). */
export const PERMISSION_WORDS: Record<Permission, string> = {
  "campaigns:read": "read Viber campaigns",
  "campaigns:write": "create Viber campaigns",
  "campaigns:approve": "approve campaigns before they are sent",
  "blacklist:read": "read the Viber blacklist",
  "blacklist:write": "add numbers to the Viber blacklist",
  "blacklist:delete": "remove numbers from the Viber blacklist",
  "email:read": "read the email log",
  "email:send": "send emails",
  "unsubscribes:write": "change the unsubscribe list",
  "senders:write": "add sender addresses",
  "domains:write": "add sender domains",
  "users:manage": "manage users",
  "audit:read": "read the audit log",
  "account:password": "change their own password",
  "account:two-factor": "set up their own second factor",
  "account:notifications": "read their own notifications and choose what they are told",
};

/** The roles that hold a permission, in the table's order. */
export function rolesWith(permission: Permission): Role[] {
  return ROLES.filter((role) => can(role, permission));
}

/**
 * The permission each signed-in page asks for (its `requirePermission`), by path,
 * most specific first: the 403 page reads it to say what the role cannot do.
 * test/page-permissions.test.ts checks it against the pages themselves.
 */
export const PAGE_PERMISSIONS: readonly [pattern: RegExp, permission: Permission][] = [
  [/^\/viber\/campaigns\/new\/?$/, "campaigns:write"],
  [/^\/viber\/blacklist(\/|$)/, "blacklist:read"],
  [/^\/viber(\/|$)/, "campaigns:read"],
  [/^\/email\/send\/?$/, "email:send"],
  [/^\/email(\/|$)/, "email:read"],
  [/^\/suppressions(\/|$)/, "email:read"],
  [/^\/admin\/users(\/|$)/, "users:manage"],
  [/^\/admin\/webhooks(\/|$)/, "users:manage"],
  [/^\/admin\/alerts(\/|$)/, "users:manage"],
  [/^\/admin\/audit(\/|$)/, "audit:read"],
  [/^\/notifications(\/|$)/, "account:notifications"],
];

export function pagePermission(pathname: string): Permission | null {
  return PAGE_PERMISSIONS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
