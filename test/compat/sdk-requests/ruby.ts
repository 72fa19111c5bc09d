import { form, rubyBase64 } from "./encode";
import * as is from "./expect";
import { CREDENTIALS, FORM, jsonField, request, unsubscribeRequests } from "./request";
import type { SdkRequest } from "./types";

/**
 * Ruby SDK: Net::HTTP with `request.set_form_data(data)` for POST/PUT/DELETE
 * (URI.encode_www_form, Content-Type application/x-www-form-urlencoded, the
 * token request included). GET ignores its data: no query is ever sent.
 * `serialize` is JSON.generate, so `email`/`emails` travel as JSON text in a form
 * field; Base64.encode64 wraps the html at 60 characters and ends it with "\n".
 * smtp_list_emails builds "#{@url}//smtp/emails". handle_result flags any status
 * but 200; callers read data['result'] and data['id'].
 */
const req = request<[string, string][]>({
  sdk: "ruby",
  file: "sendpulse/sendpulse-rest-api-ruby api/sendpulse_api.rb @76dffa0",
  headers: { Accept: "*/*", "User-Agent": "Ruby" },
  body: (_, pairs) => (pairs ? { contentType: FORM, body: form(pairs, "ruby") } : {}),
  expect: (check) => is.all(is.status200, check),
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
  req(
    "POST /oauth/access_token",
    "refresh_token()",
    "/oauth/access_token",
    is.token,
    Object.entries(CREDENTIALS),
  ),
  req("GET /addressbooks", "list_address_books()", "/addressbooks", is.addressBooks),
  req("GET /senders", "list_senders()", "/senders", is.senders),
  req("POST /senders", "add_sender()", "/senders", is.resultTrue, [
    ["email", "ruby@northwind-shop.example"],
    ["name", "Ruby Sender"],
  ]),
  req("GET /smtp/emails", "smtp_list_emails()", "//smtp/emails", is.emails),
  req("GET /smtp/emails/{id}", "smtp_get_email_info_by_id()", "/smtp/emails/{emailId}", is.email),
  ...unsubscribeRequests(req, {
    address: UNSUBSCRIBED,
    add: "smtp_unsubscribe_emails()",
    remove: "smtp_remove_from_unsubscribe()",
    path: "/smtp/unsubscribe",
    comment: "Ruby SDK",
    emails: jsonField("emails"),
  }),
  req("GET /smtp/ips", "smtp_list_ip()", "/smtp/ips", is.stringList),
  req("POST /smtp/emails", "smtp_send_mail()", "/smtp/emails", is.sent, [
    ["email", JSON.stringify(email)],
  ]),
];
