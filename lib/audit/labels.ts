/**
 * The audit log's codes in words: what was done and why it was refused. The
 * codes stay what is stored and filtered on (and are shown on hover); a code
 * without words here is shown as it is.
 */

/** Every action of AUDIT_ACTIONS (lib/api-routes.ts; a unit test holds the two together). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "campaign.create": "Created a campaign",
  "campaign.test": "Sent a test of a campaign",
  "held.create": "Kept a campaign in the console (for approval or until its time)",
  "held.edit": "Changed a campaign the console holds",
  "held.cancel": "Cancelled a campaign the console held",
  "held.approve": "Approved a campaign",
  "held.send_back": "Sent a campaign back to its author",
  "held.release": "Sent a held campaign upstream at its time",
  "held.expire": "A campaign's time passed while awaiting approval",
  "settings.campaign_approval": "Changed which campaigns need approval",
  "blacklist.add": "Blacklisted phones",
  "blacklist.remove": "Removed phones from the blacklist",
  "email.send": "Sent an email",
  "unsubscribe.add": "Unsubscribed addresses",
  "unsubscribe.remove": "Removed addresses from the unsubscribes",
  "resubscribe.send": "Sent a resubscribe request",
  "sender.add": "Added a sender address",
  "domain.add": "Added a sender domain",
  "user.create": "Created a user",
  "user.update": "Changed a user",
  "account.password_change": "Changed own password",
  "account.two_factor_enable": "Turned on two-factor sign-in",
  "account.two_factor_disable": "Turned off two-factor sign-in",
  "user.two_factor_reset": "Reset a user's two-factor sign-in",
  "settings.two_factor": "Changed which roles need two-factor sign-in",
  "webhook.create": "Added a webhook",
  "webhook.update": "Changed a webhook",
  "webhook.delete": "Deleted a webhook",
  "webhook.rotate_secret": "Rotated a webhook's secret",
  "webhook.test": "Sent a webhook test event",
  "webhook.resend": "Sent a webhook event again",
  "account.notifications": "Changed own notification settings",
  "settings.notifications": "Changed the sender of notification email",
  "watch.rule_change": "Changed an alert rule",
  "settings.quiet_hours": "Changed the quiet hours",
  "campaign.create_groups": "Created a campaign sent at recipients' own times",
  "campaign.retry_groups": "Sent a campaign's failed groups again",
  "auth.sign_in": "Signed in",
  "auth.sign_out": "Signed out",
};

/**
 * Why an action failed: the console API's error codes (server/errors.ts),
 * the sign-in refusals (server/auth/sign-in-log.ts) and the admin refusals
 * (app/api/users).
 */
export const AUDIT_ERROR_LABELS: Record<string, string> = {
  validation_failed: "Refused: not valid",
  unauthenticated: "Not signed in",
  forbidden: "Not allowed for the role",
  password_change_required: "Password change required first",
  second_factor_required: "Second factor needed first",
  not_found: "Not found",
  idempotency_conflict: "Same key, different request",
  held_conflict: "Refused: the campaign had changed",
  approval_required: "Refused: needs approval first",
  own_campaign: "Refused: own campaign",
  outcome_unknown: "Outcome unknown",
  rate_limited: "Too many requests",
  upstream_rejected: "Refused by the Messaging API",
  upstream_unavailable: "Messaging API unreachable",
  upstream_timeout: "Messaging API did not answer in time",
  internal: "Console error",
  wrong_credentials: "Wrong email or password",
  throttled: "Too many failed attempts",
  busy: "Too many sign-ins at once",
  not_allowed: "No active user with this email",
  expired: "Temporary password expired",
  second_factor_wrong: "Wrong authentication code",
  second_factor_throttled: "Too many wrong authentication codes",
  last_admin: "Refused: the last active admin",
  own_account: "Refused: own account",
  email_in_use: "Refused: email already in use",
};

/** "Signed in" for `auth.sign_in`; an unknown action as its code. */
export const auditActionWords = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** "Wrong email or password" for `wrong_credentials`; an unknown code as it is. */
export const auditErrorWords = (code: string | null) =>
  code === null ? "Error" : (AUDIT_ERROR_LABELS[code] ?? code);
