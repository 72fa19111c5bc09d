import { base64, httpBuildQuery, numericPlaceholders, phpJson } from "./encode";
import * as is from "./expect";
import { phpWrappers } from "./php-v1";
import { blacklistRequests, CREDENTIALS, JSON_TYPE, request, unsubscribed } from "./request";
import type { SdkRequest } from "./types";

/**
 * PHP SDK v2 (sendpulse/rest-api 2.x, current): curl with `Content-Type:
 * application/json` and `Accept: application/json` on every request, GET
 * included; POST/PUT/PATCH/DELETE bodies are json_encode($data) (so `/` is `\/`,
 * non-ASCII `\uXXXX`, and no data at all is `[]`); GET data is
 * http_build_query'd into the query. A status >= 400 throws ApiClientException.
 * Besides the deprecated wrappers, the SDK's own get()/post()/delete() are the
 * documented way to reach the rest of the API (README, example/index.php).
 */
const req = request<unknown>({
  sdk: "php-v2",
  file: "sendpulse/sendpulse-rest-api-php src/ApiClient.php @457ca31",
  headers: { Accept: JSON_TYPE },
  body: (method, data) => ({
    contentType: JSON_TYPE,
    ...(method === "GET" ? {} : { body: numericPlaceholders(phpJson(data ?? [])) }),
  }),
});

/** `$client->get($path, $data)`: the query is http_build_query($data) when $data is not empty. */
const get = (
  operation: string,
  path: string,
  expect: SdkRequest["expect"],
  data?: Record<string, unknown>,
) => req(operation, `get('${path}')`, `/${path}${data ? `?${httpBuildQuery(data)}` : ""}`, expect);

const UNSUBSCRIBED = "unsub-php-v2@example.org";
const PHONE = "380501110004";
const PAGE = { limit: 10, offset: 0 };

/** the email of the deprecated smtpSendMail() */
const deprecatedEmail = {
  // "<p>Hi?</p>" encodes to "PHA+SGk/PC9wPg==": json_encode sends its `/` as `\/`
  html: base64("<p>Hi?</p>"),
  text: "Hi? Grüße from PHP v2",
  subject: "Mail subject",
  from: { name: "API package test", email: "news@northwind-shop.example" },
  to: [{ name: "to", email: "to@example.com" }],
  bcc: [{ name: "bcc", email: "bcc@example.com" }],
  attachments_binary: { "attach_image.jpg": base64("not really a JPEG") },
};

export const phpV2Requests: SdkRequest[] = [
  req("POST /oauth/access_token", "getToken()", "/oauth/access_token", is.token, CREDENTIALS),
  // the deprecated wrappers, as v1 has them
  ...phpWrappers(req, { version: "php-v2", encode: (value) => value, email: deprecatedEmail }),
  // the generic methods, for the operations without a wrapper
  req("POST /smtp/emails", "post('smtp/emails') with a template", "/smtp/emails", is.sent, {
    email: {
      subject: "Your order",
      template: { id: "{templateRealId}", variables: { name: "Olena", order_id: "A-1001" } },
      from: { name: "Northwind Shop", email: "news@northwind-shop.example" },
      to: [{ name: "Olena", email: "olena@example.com" }],
    },
  }),
  get("GET /smtp/emails/total", "smtp/emails/total", is.total),
  req("POST /smtp/emails/info", "post('smtp/emails/info')", "/smtp/emails/info", is.emails, {
    emails: ["{emailId}"],
  }),
  get("GET /smtp/bounces/day", "smtp/bounces/day", is.bounces, PAGE),
  get("GET /smtp/bounces/day/total", "smtp/bounces/day/total", is.total),
  {
    ...get("GET /smtp/unsubscribe/search", "smtp/unsubscribe/search", is.resultTrue, {
      email: UNSUBSCRIBED,
    }),
    setup: unsubscribed(UNSUBSCRIBED),
  },
  req("POST /smtp/resubscribe", "post('smtp/resubscribe')", "/smtp/resubscribe", is.sent, {
    email: "resub-php-v2@example.org",
    sender: "news@northwind-shop.example",
    lang: "en",
  }),
  get("GET /smtp/senders", "smtp/senders", is.stringList),
  get(
    "GET /v2/email-service/smtp/sender_domains",
    "v2/email-service/smtp/sender_domains",
    is.senderDomains,
  ),
  // no data: json_encode([]) puts `[]` in the body
  req(
    "POST /v2/email-service/smtp/sender_domains/{domain}",
    "post('v2/email-service/smtp/sender_domains/php-v2.northwind.example')",
    "/v2/email-service/smtp/sender_domains/php-v2.northwind.example",
    is.domainAdded,
  ),
  get("GET /templates", "templates", is.templates, { owner: "me", limit: 10, offset: 0 }),
  req("POST /viber", "post('viber')", "/viber", is.campaignCreated, {
    task_name: "PHP v2 campaign",
    message_type: 2,
    sender_id: "{viberSenderId}",
    message_live_time: 3600,
    send_date: "now",
    recipients: [Number(PHONE)],
    message: "Hello from PHP — grüße",
    additional: { button: { text: "Open", link: "https://northwind-shop.example/sale" } },
  }),
  get("GET /viber/task", "viber/task", is.campaigns, PAGE),
  req("GET /viber/task/{id}", "get('viber/task/ID')", "/viber/task/{campaignId}", is.campaignStats),
  req(
    "GET /viber/task/{id}/recipients",
    "get('viber/task/ID/recipients')",
    "/viber/task/{sentCampaignId}/recipients",
    is.recipients,
  ),
  get("GET /viber/senders", "viber/senders", is.viberSenders),
  req(
    "GET /viber/senders/{id}",
    "get('viber/senders/ID')",
    "/viber/senders/{viberSenderId}",
    is.viberSender,
  ),
  get(
    "GET /v2/viber-service/phone-exception",
    "v2/viber-service/phone-exception",
    is.blacklistPage,
    PAGE,
  ),
  ...blacklistRequests(req, {
    add: "post('v2/viber-service/phone-exception')",
    remove: "delete('v2/viber-service/phone-exception')",
    phone: PHONE,
    description: "PHP v2 SDK",
  }),
];
