import type { SdkRequest } from "../sdk-requests";
import { form, rubyBase64 } from "./encode";
import * as is from "./expect";

/**
 * Ruby SDK: Net::HTTP with `request.set_form_data(data)` for POST/PUT/DELETE
 * (URI.encode_www_form, Content-Type application/x-www-form-urlencoded, the
 * token request included). GET ignores its data: no query is ever sent.
 * `serialize` is JSON.generate, so `email`/`emails` travel as JSON text in a form
 * field; Base64.encode64 wraps the html at 60 characters and ends it with "\n".
 * smtp_list_emails builds "#{@url}//smtp/emails". handle_result flags any status
 * but 200; callers read data['result'] and data['id'].
 */
const FILE = "sendpulse/sendpulse-rest-api-ruby api/sendpulse_api.rb @76dffa0";
const FORM = "application/x-www-form-urlencoded";

const req = (
  method: string,
  operation: string,
  call: string,
  path: string,
  expect: SdkRequest["expect"],
  pairs?: [string, string][],
  extra: Partial<SdkRequest> = {},
): SdkRequest => ({
  sdk: "ruby",
  method,
  operation,
  source: `${FILE} ${call}`,
  path,
  headers: { Accept: "*/*", "User-Agent": "Ruby" },
  ...(pairs ? { contentType: FORM, body: form(pairs, "ruby") } : {}),
  expect: is.all(is.status200, expect),
  ...extra,
});

const UNSUBSCRIBED = "unsub-ruby@example.org";

/** example.rb's email; smtp_send_mail replaces html with Base64.encode64(html) */
const email = {
  html: rubyBase64(
    "<html><body><H1>TEXT</H1><p>Ruby's Base64.encode64 wraps long lines</p></body></html>",
  ),
  text: "TEST",
  subject: "Test, test test test",
  from: { name: "some", email: "news@northwind-shop.example" },
  to: [
    { name: "some1", email: "example1@example.com" },
    { name: "some3", email: "example3@example.net" },
  ],
  bcc: [{ name: "some2", email: "example2@example.com" }],
};

export const rubyRequests: SdkRequest[] = [
  req("POST", "POST /oauth/access_token", "refresh_token()", "/oauth/access_token", is.token, [
    ["grant_type", "client_credentials"],
    ["client_id", "console-demo"],
    ["client_secret", "console-demo-secret"],
  ]),
  req("GET", "GET /addressbooks", "list_address_books()", "/addressbooks", is.addressBooks),
  req("GET", "GET /senders", "list_senders()", "/senders", is.senders),
  req("POST", "POST /senders", "add_sender()", "/senders", is.resultTrue, [
    ["email", "ruby@northwind-shop.example"],
    ["name", "Ruby Sender"],
  ]),
  req("GET", "GET /smtp/emails", "smtp_list_emails()", "//smtp/emails", is.emails),
  req(
    "GET",
    "GET /smtp/emails/{id}",
    "smtp_get_email_info_by_id()",
    "/smtp/emails/{emailId}",
    is.email,
  ),
  req(
    "POST",
    "POST /smtp/unsubscribe",
    "smtp_unsubscribe_emails()",
    "/smtp/unsubscribe",
    is.resultTrue,
    [["emails", JSON.stringify([{ email: UNSUBSCRIBED, comment: "Ruby SDK" }])]],
  ),
  req(
    "DELETE",
    "DELETE /smtp/unsubscribe",
    "smtp_remove_from_unsubscribe()",
    "/smtp/unsubscribe",
    is.resultTrue,
    [["emails", JSON.stringify([UNSUBSCRIBED])]],
    {
      setup: async (call) =>
        void (await call("POST", "/smtp/unsubscribe", { emails: [{ email: UNSUBSCRIBED }] })),
    },
  ),
  req("GET", "GET /smtp/ips", "smtp_list_ip()", "/smtp/ips", is.stringList),
  req("POST", "POST /smtp/emails", "smtp_send_mail()", "/smtp/emails", is.sent, [
    ["email", JSON.stringify(email)],
  ]),
];
