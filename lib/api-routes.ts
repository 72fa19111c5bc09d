import { MAX_ATTACHMENTS_BYTES } from "@messaging-console/contract/limits";

import type { Permission } from "./permissions";

/**
 * The console API (ARCHITECTURE.md), one row per route and method: the permission it
 * needs and, for writes, the audit action. Route files take their row from here
 * (`route(api["POST /api/viber/campaigns"], …)`), and the route × role test
 * walks this table and the files under app/api, so a route cannot exist without
 * a row, nor a row without a route.
 */
export const apiRoutes = {
  "GET /api/viber/campaigns": { permission: "campaigns:read" },
  "POST /api/viber/campaigns": {
    permission: "campaigns:write",
    audit: "campaign.create",
    idempotency: "required",
  },
  // a campaign sent at each recipient's own time: one held campaign per send group (server/viber/send-groups.ts)
  "POST /api/viber/campaigns/groups": {
    permission: "campaigns:write",
    audit: "campaign.create_groups",
    idempotency: "required",
  },
  "GET /api/viber/campaigns/groups/[batch]": { permission: "campaigns:read" },
  "GET /api/viber/campaigns/groups/[batch]/recipients": { permission: "campaigns:read" },
  "POST /api/viber/campaigns/groups/[batch]/retry": {
    permission: "campaigns:write",
    audit: "campaign.retry_groups",
    idempotency: "required",
  },
  "GET /api/viber/campaigns/figures": { permission: "campaigns:read" },
  "GET /api/viber/campaigns/costs": { permission: "campaigns:read" },
  "POST /api/viber/campaigns/test": {
    permission: "campaigns:write",
    audit: "campaign.test",
    idempotency: "required",
  },
  "GET /api/viber/campaigns/[id]": { permission: "campaigns:read" },
  "GET /api/viber/campaigns/[id]/recipients": { permission: "campaigns:read" },
  // Campaigns the console holds before they go upstream (server/held-campaigns/)
  "GET /api/viber/held": { permission: "campaigns:read" },
  "POST /api/viber/held": {
    permission: "campaigns:write",
    audit: "held.create",
    idempotency: "required",
  },
  "GET /api/viber/held/[batch]": { permission: "campaigns:read" },
  "PATCH /api/viber/held/[batch]": {
    permission: "campaigns:write",
    audit: "held.edit",
    idempotency: "required",
  },
  "DELETE /api/viber/held/[batch]": { permission: "campaigns:read", audit: "held.cancel" },
  "POST /api/viber/held/[batch]/approve": {
    permission: "campaigns:approve",
    audit: "held.approve",
    idempotency: "required",
  },
  "POST /api/viber/held/[batch]/send-back": {
    permission: "campaigns:approve",
    audit: "held.send_back",
    idempotency: "required",
  },
  "GET /api/viber/senders": { permission: "campaigns:read" },
  "GET /api/viber/senders/[id]": { permission: "campaigns:read" },
  "GET /api/viber/blacklist": { permission: "blacklist:read" },
  "POST /api/viber/blacklist": { permission: "blacklist:write", audit: "blacklist.add" },
  "DELETE /api/viber/blacklist": { permission: "blacklist:delete", audit: "blacklist.remove" },
  "POST /api/viber/blacklist/check": { permission: "blacklist:read" },
  "GET /api/viber/templates": { permission: "campaigns:read" },
  "GET /api/address-books": { permission: "campaigns:read" },
  // Drafts: the console's own data, an idempotent overwrite per user and kind (no audit, no key).
  "GET /api/drafts/viber-campaign": { permission: "campaigns:write" },
  "PUT /api/drafts/viber-campaign": { permission: "campaigns:write" },
  "DELETE /api/drafts/viber-campaign": { permission: "campaigns:write" },
  "GET /api/drafts/email": { permission: "email:send" },
  "PUT /api/drafts/email": { permission: "email:send" },
  "DELETE /api/drafts/email": { permission: "email:send" },
  // Saved views: the console's own per-user data like drafts (no audit); a key, when sent, replays.
  "GET /api/saved-views": { permission: "email:read" },
  "POST /api/saved-views": { permission: "email:read" },
  "PATCH /api/saved-views/[id]": { permission: "email:read" },
  "DELETE /api/saved-views/[id]": { permission: "email:read" },
  "GET /api/email/messages": { permission: "email:read" },
  "POST /api/email/messages": {
    permission: "email:send",
    audit: "email.send",
    idempotency: "required",
    // the attachments as base64 (4/3 of their bytes) plus the message around them
    maxBody: Math.ceil((MAX_ATTACHMENTS_BYTES * 4) / 3) + 2 * 1024 * 1024,
  },
  "GET /api/email/messages/total": { permission: "email:read" },
  "GET /api/email/messages/[id]": { permission: "email:read" },
  "GET /api/email/messages/[id]/body": { permission: "email:read" },
  "POST /api/email/messages/lookup": { permission: "email:read" },
  "GET /api/email/bounces": { permission: "email:read" },
  "GET /api/email/bounces/total": { permission: "email:read" },
  "GET /api/email/unsubscribes": { permission: "email:read" },
  "POST /api/email/unsubscribes": { permission: "unsubscribes:write", audit: "unsubscribe.add" },
  "DELETE /api/email/unsubscribes": {
    permission: "unsubscribes:write",
    audit: "unsubscribe.remove",
  },
  "GET /api/email/unsubscribes/search": { permission: "email:read" },
  "GET /api/email/resubscribe": { permission: "email:read" },
  "POST /api/email/resubscribe": { permission: "unsubscribes:write", audit: "resubscribe.send" },
  "GET /api/email/senders": { permission: "email:read" },
  "POST /api/email/senders": { permission: "senders:write", audit: "sender.add" },
  "GET /api/email/ips": { permission: "email:read" },
  "GET /api/email/domains": { permission: "email:read" },
  "POST /api/email/domains": { permission: "domains:write", audit: "domain.add" },
  "GET /api/email/domains/[domain]/dns": { permission: "email:read" },
  "GET /api/email/templates": { permission: "email:read" },
  "GET /api/users": { permission: "users:manage" },
  "POST /api/users": { permission: "users:manage", audit: "user.create" },
  "PATCH /api/users/[id]": { permission: "users:manage", audit: "user.update" },
  "POST /api/account/password": {
    permission: "account:password",
    audit: "account.password_change",
  },
  // Second factor (server/auth/two-factor/): a user's own, an admin's reset, the roles that need one
  "POST /api/account/two-factor/enrol": { permission: "account:two-factor" },
  "DELETE /api/account/two-factor": {
    permission: "account:two-factor",
    audit: "account.two_factor_disable",
  },
  "POST /api/account/two-factor": {
    permission: "account:two-factor",
    audit: "account.two_factor_enable",
  },
  "POST /api/account/two-factor/verify": { permission: "account:two-factor" },
  "DELETE /api/users/[id]/two-factor": {
    permission: "users:manage",
    audit: "user.two_factor_reset",
  },
  "GET /api/settings/two-factor": { permission: "users:manage" },
  "PUT /api/settings/two-factor": { permission: "users:manage", audit: "settings.two_factor" },
  // Suppressions (server/suppressions/): one search over every list, exports, chunked imports
  "GET /api/suppressions": { permission: "email:read" },
  "GET /api/suppressions/export": { permission: "email:read" },
  "POST /api/suppressions/import/blacklist": {
    permission: "blacklist:write",
    audit: "blacklist.add",
    idempotency: "required",
  },
  "POST /api/suppressions/import/unsubscribes": {
    permission: "unsubscribes:write",
    audit: "unsubscribe.add",
    idempotency: "required",
  },
  // Webhooks (server/webhooks/): admins manage them; a secret is in an answer once
  "GET /api/webhooks": { permission: "users:manage" },
  "POST /api/webhooks": { permission: "users:manage", audit: "webhook.create" },
  "GET /api/webhooks/[id]": { permission: "users:manage" },
  "PATCH /api/webhooks/[id]": { permission: "users:manage", audit: "webhook.update" },
  "DELETE /api/webhooks/[id]": { permission: "users:manage", audit: "webhook.delete" },
  "POST /api/webhooks/[id]/secret": {
    permission: "users:manage",
    audit: "webhook.rotate_secret",
  },
  "POST /api/webhooks/[id]/test": { permission: "users:manage", audit: "webhook.test" },
  "POST /api/webhooks/[id]/resend": { permission: "users:manage", audit: "webhook.resend" },
  "GET /api/webhooks/[id]/attempts": { permission: "users:manage" },
  // Notifications (server/watch/): a person's own bell and choices; the admin's sender address
  "GET /api/notifications": { permission: "account:notifications" },
  "GET /api/notifications/unread": { permission: "account:notifications" },
  "POST /api/notifications/read": { permission: "account:notifications" },
  "GET /api/account/notifications": { permission: "account:notifications" },
  "PUT /api/account/notifications": {
    permission: "account:notifications",
    audit: "account.notifications",
  },
  "GET /api/settings/notifications": { permission: "users:manage" },
  "PUT /api/settings/notifications": {
    permission: "users:manage",
    audit: "settings.notifications",
  },
  // Watching (server/watch/): the rules an admin tunes, and the events each role may read
  "GET /api/watch/rules": { permission: "users:manage" },
  "PATCH /api/watch/rules/[id]": { permission: "users:manage", audit: "watch.rule_change" },
  "GET /api/watch/events": { permission: "campaigns:read" },
  // Quiet hours: the composer reads them, an admin sets them
  "GET /api/settings/quiet-hours": { permission: "campaigns:read" },
  "PUT /api/settings/quiet-hours": { permission: "users:manage", audit: "settings.quiet_hours" },
  "GET /api/settings/campaign-approval": { permission: "campaigns:read" },
  "PUT /api/settings/campaign-approval": {
    permission: "users:manage",
    audit: "settings.campaign_approval",
  },
  "GET /api/audit": { permission: "audit:read" },
  "GET /api/overview/campaigns": { permission: "campaigns:read" },
  "GET /api/overview/email": { permission: "email:read" },
  "GET /api/health": { permission: null },
} as const satisfies Record<string, ApiRouteSpec>;

export interface ApiRouteSpec {
  /** null: public (health only) */
  permission: Permission | null;
  /** writes: the audit log's action name */
  audit?: string;
  /** "required": a write without an Idempotency-Key header is refused */
  idempotency?: "required" | "optional";
  /** the largest request body in bytes (default: DEFAULT_MAX_BODY for writes, READ_MAX_BODY for reads) */
  maxBody?: number;
}

/** A JSON write's body: 1,000 recipients or 5,000 phones to check are a few tens of KB. */
export const DEFAULT_MAX_BODY = 1024 * 1024;
/** next-auth's own endpoints take a form of a few fields (email, password, code, tokens). */
export const AUTH_MAX_BODY = 8 * 1024;
/** A read has no body; a few KB are let through for clients that send an empty one. */
export const READ_MAX_BODY = 16 * 1024;

export type ApiRouteKey = keyof typeof apiRoutes;

/** The actions audited outside the table: sign-ins and sign-outs (server/auth/sign-in-log.ts). */
export const signInAuditActions = { signIn: "auth.sign_in", signOut: "auth.sign_out" } as const;

/** The actions the console takes itself on a held campaign (server/held-campaigns/tell.ts). */
export const heldAuditActions = { release: "held.release", expire: "held.expire" } as const;

/**
 * Every action the audit log holds (the audit page's filter): the table's writes
 * in its order, then sign-in and sign-out.
 */
export const AUDIT_ACTIONS: readonly string[] = [
  ...new Set(Object.values<ApiRouteSpec>(apiRoutes).flatMap((r) => (r.audit ? [r.audit] : []))),
  ...Object.values(signInAuditActions),
  ...Object.values(heldAuditActions),
];
