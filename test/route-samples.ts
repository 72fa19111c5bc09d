// One valid request per route of the console API, for the route × role matrix.
// A route without a sample here fails the matrix test.
import { DEMO_VIBER_TEMPLATES } from "@messaging-console/messaging-api/viber/demo-content";

import type { ApiRouteKey } from "@/lib/api-routes";

export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

let n = 0;
const unique = () => `${Date.now()}${++n}`;
const phone = () => `38050${String(1_000_000 + (Date.now() % 8_000_000) + ++n).slice(-7)}`;

/** A scheduled campaign far in the future, as a held campaign's body. */
const heldCampaign = () => ({
  task_name: `Matrix held ${unique()}`,
  message_type: 3,
  sender_id: 1,
  message_live_time: 3600,
  send_date: "2099-01-01 10:00:00",
  recipients: [phone()],
  message: DEMO_VIBER_TEMPLATES[0],
});

export const samples: Record<ApiRouteKey, () => Sample> = {
  "GET /api/viber/campaigns": () => ({ query: { limit: "5" } }),
  "POST /api/viber/campaigns": () => ({
    body: {
      task_name: `Matrix ${unique()}`,
      message_type: 3,
      sender_id: 1,
      message_live_time: 3600,
      send_date: "now",
      recipients: [phone()],
      message: DEMO_VIBER_TEMPLATES[0],
    },
  }),
  "POST /api/viber/campaigns/groups": () => ({
    body: {
      campaign: {
        task_name: `Matrix groups ${unique()}`,
        message_type: 3,
        sender_id: 1,
        message_live_time: 3600,
        send_date: "2030-06-01 10:00:00",
        recipients: [phone()],
        message: DEMO_VIBER_TEMPLATES[0],
      },
      delivery: { mode: "local", date: "2030-06-01", time: "10:00" },
    },
  }),
  // __OWN_SEND_GROUPS__: a campaign in groups of the role's own user, one group failed (the matrix makes it)
  "GET /api/viber/campaigns/groups/[batch]": () => ({ params: { batch: "__OWN_SEND_GROUPS__" } }),
  "GET /api/viber/campaigns/groups/[batch]/recipients": () => ({
    params: { batch: "__OWN_SEND_GROUPS__" },
    query: { group: "read" },
  }),
  "POST /api/viber/campaigns/groups/[batch]/retry": () => ({
    params: { batch: "__OWN_SEND_GROUPS__" },
    body: {},
  }),
  "GET /api/viber/campaigns/figures": () => ({ query: { ids: "1,2" } }),
  "GET /api/viber/campaigns/costs": () => ({ query: { ids: "2" } }),
  "POST /api/viber/campaigns/test": () => ({
    body: {
      task_name: `Matrix test ${unique()}`,
      message_type: 3,
      sender_id: 1,
      message_live_time: 3600,
      send_date: "now",
      recipients: [phone()],
      message: DEMO_VIBER_TEMPLATES[0],
    },
  }),
  "GET /api/viber/campaigns/[id]": () => ({ params: { id: "1" } }),
  "GET /api/viber/campaigns/[id]/recipients": () => ({
    params: { id: "1" },
    query: { limit: "10" },
  }),
  "GET /api/viber/held": () => ({ query: { status: "awaiting_approval" } }),
  "POST /api/viber/held": () => ({
    body: { campaign: { ...heldCampaign(), task_name: `Matrix held ${unique()}` }, keep: true },
  }),
  "GET /api/viber/held/[batch]": () => ({ params: { batch: "__OTHER_HELD__" } }),
  "PATCH /api/viber/held/[batch]": () => ({
    params: { batch: "__OWN_HELD__" },
    body: { id: "__OWN_HELD_ID__", version: "__OWN_HELD_VERSION__", campaign: heldCampaign() },
  }),
  "DELETE /api/viber/held/[batch]": () => ({
    params: { batch: "__OWN_HELD__" },
    body: { version: "__OWN_HELD_VERSION__" },
  }),
  "POST /api/viber/held/[batch]/approve": () => ({
    params: { batch: "__OTHER_HELD__" },
    body: { version: "__OTHER_HELD_VERSION__" },
  }),
  "POST /api/viber/held/[batch]/send-back": () => ({
    params: { batch: "__OTHER_HELD__" },
    body: { version: "__OTHER_HELD_VERSION__", comment: "Matrix: change the link" },
  }),
  "GET /api/viber/senders": () => ({}),
  "GET /api/viber/senders/[id]": () => ({ params: { id: "1" } }),
  "GET /api/viber/blacklist": () => ({ query: { limit: "10" } }),
  "POST /api/viber/blacklist": () => ({ body: { phones: [phone()], description: "matrix" } }),
  "DELETE /api/viber/blacklist": () => ({ body: { phones: [phone()] } }),
  "POST /api/viber/blacklist/check": () => ({ body: { phones: [phone(), "380440000000"] } }),
  "GET /api/viber/templates": () => ({}),
  "GET /api/address-books": () => ({}),
  "GET /api/drafts/viber-campaign": () => ({}),
  "PUT /api/drafts/viber-campaign": () => ({ body: { data: { task_name: "Matrix draft" } } }),
  "DELETE /api/drafts/viber-campaign": () => ({ body: {} }),
  "GET /api/drafts/email": () => ({}),
  "PUT /api/drafts/email": () => ({ body: { data: { subject: "Matrix draft" } } }),
  "DELETE /api/drafts/email": () => ({ body: {} }),
  "GET /api/saved-views": () => ({ query: { page: "email-log" } }),
  "POST /api/saved-views": () => ({
    body: { page: "email-log", name: `Matrix ${unique()}`, query: "outcome=hard" },
  }),
  // __OWN_SAVED_VIEW__: a view of the role's own user, made by the matrix before the call
  "PATCH /api/saved-views/[id]": () => ({
    params: { id: "__OWN_SAVED_VIEW__" },
    body: { name: `Renamed ${unique()}` },
  }),
  "DELETE /api/saved-views/[id]": () => ({ params: { id: "__OWN_SAVED_VIEW__" }, body: {} }),
  "GET /api/email/messages": () => ({ query: { limit: "5" } }),
  "POST /api/email/messages": () => ({
    body: {
      email: {
        from: { name: "Demo", email: "news@northwind-shop.example" },
        to: [{ name: "Matrix", email: `matrix-${unique()}@example.com` }],
        subject: "Matrix",
        html: "<p>Hello</p>",
        text: "Hello",
      },
    },
  }),
  "GET /api/email/messages/total": () => ({}),
  "GET /api/email/messages/[id]": () => ({ params: { id: "__FIRST_EMAIL__" } }),
  "GET /api/email/messages/[id]/body": () => ({ params: { id: "__FIRST_EMAIL__" } }),
  "POST /api/email/messages/lookup": () => ({ body: { ids: ["__FIRST_EMAIL__"] } }),
  "GET /api/email/bounces": () => ({}),
  "GET /api/email/bounces/total": () => ({}),
  "GET /api/email/unsubscribes": () => ({ query: { limit: "5" } }),
  "POST /api/email/unsubscribes": () => ({
    body: { emails: [{ email: `u-${unique()}@example.com`, comment: "matrix" }] },
  }),
  "DELETE /api/email/unsubscribes": () => ({ body: { emails: [`u-${unique()}@example.com`] } }),
  "GET /api/email/unsubscribes/search": () => ({ query: { email: "someone@example.com" } }),
  "GET /api/email/resubscribe": () => ({}),
  "POST /api/email/resubscribe": () => ({
    body: { email: `r-${unique()}@example.com`, sender: "news@northwind-shop.example" },
  }),
  "GET /api/email/senders": () => ({}),
  "POST /api/email/senders": () => ({
    body: { email: `s-${unique()}@northwind-shop.example`, name: "Matrix" },
  }),
  "GET /api/email/ips": () => ({}),
  "GET /api/email/domains": () => ({}),
  "GET /api/email/domains/[domain]/dns": () => ({ params: { domain: "northwind-shop.example" } }),
  "POST /api/email/domains": () => ({ body: { domain: `d${unique()}.example.org` } }),
  "GET /api/email/templates": () => ({}),
  "GET /api/users": () => ({}),
  "POST /api/users": () => ({
    body: { email: `new-${unique()}@example.com`, name: "New", role: "support" },
  }),
  "PATCH /api/users/[id]": () => ({
    params: { id: "__SUPPORT_ID__" },
    body: { name: `Renamed ${unique()}` },
  }),
  // each role's test user changes its password once (test/console-api.ts gives them this one)
  "POST /api/account/password": () => ({
    body: { currentPassword: "a-long-test-password", newPassword: `a-new-password-${unique()}` },
  }),
  // in the table's order: begin, turn off (nothing on yet), confirm with the app's current code
  "POST /api/account/two-factor/enrol": () => ({}),
  "DELETE /api/account/two-factor": () => ({ body: { code: "000000" } }),
  "POST /api/account/two-factor": () => ({ body: { code: "__TOTP_CODE__" } }),
  "POST /api/account/two-factor/verify": () => ({ body: { code: "000000" } }),
  "DELETE /api/users/[id]/two-factor": () => ({ params: { id: "__SUPPORT_ID__" } }),
  "GET /api/settings/campaign-approval": () => ({}),
  "PUT /api/settings/campaign-approval": () => ({ body: { mode: "none", threshold: 1000 } }),
  "GET /api/settings/two-factor": () => ({}),
  "PUT /api/settings/two-factor": () => ({ body: { requiredRoles: [] } }),
  "GET /api/suppressions": () => ({ query: { q: "example.com" } }),
  "GET /api/suppressions/export": () => ({ query: { list: "bounces" } }),
  "POST /api/suppressions/import/blacklist": () => ({ body: { phones: [phone()] } }),
  "POST /api/suppressions/import/unsubscribes": () => ({
    body: { emails: [`i-${unique()}@example.com`], comment: "matrix" },
  }),
  // a public address as the URL's host: checked without a DNS lookup (__WEBHOOK_ID__: made per case)
  "GET /api/webhooks": () => ({}),
  "POST /api/webhooks": () => ({
    body: { name: `Matrix ${unique()}`, url: "https://93.184.216.34/hook", kind: "signed" },
  }),
  "GET /api/webhooks/[id]": () => ({ params: { id: "__WEBHOOK_ID__" } }),
  "PATCH /api/webhooks/[id]": () => ({
    params: { id: "__WEBHOOK_ID__" },
    body: { name: `Renamed ${unique()}` },
  }),
  "DELETE /api/webhooks/[id]": () => ({ params: { id: "__WEBHOOK_ID__" } }),
  "POST /api/webhooks/[id]/secret": () => ({ params: { id: "__WEBHOOK_ID__" } }),
  "POST /api/webhooks/[id]/test": () => ({ params: { id: "__WEBHOOK_ID__" } }),
  "POST /api/webhooks/[id]/resend": () => ({
    params: { id: "__WEBHOOK_ID__" },
    body: { eventId: "__WEBHOOK_EVENT__" },
  }),
  "GET /api/webhooks/[id]/attempts": () => ({ params: { id: "__WEBHOOK_ID__" } }),
  "GET /api/notifications": () => ({ query: { state: "unread" } }),
  "GET /api/notifications/unread": () => ({}),
  "POST /api/notifications/read": () => ({ body: { all: true } }),
  "GET /api/account/notifications": () => ({}),
  "PUT /api/account/notifications": () => ({
    body: {
      subscriptions: { "viber.finished": { console: true, email: false } },
      digest: { frequency: "off", hour: 8, weekday: 1, sendEmpty: false },
    },
  }),
  "GET /api/settings/notifications": () => ({}),
  "PUT /api/settings/notifications": () => ({ body: { senderEmail: null } }),
  "GET /api/watch/rules": () => ({}),
  "PATCH /api/watch/rules/[id]": () => ({
    params: { id: "email.unsubscribes" },
    body: { params: { multiple: 4 } },
  }),
  "GET /api/watch/events": () => ({ query: { limit: "5" } }),
  "GET /api/settings/quiet-hours": () => ({}),
  "PUT /api/settings/quiet-hours": () => ({
    body: { enabled: true, start: "21:00", end: "09:00" },
  }),
  "GET /api/audit": () => ({ query: { limit: "5" } }),
  "GET /api/overview/campaigns": () => ({}),
  "GET /api/overview/email": () => ({}),
  "GET /api/health": () => ({}),
};
