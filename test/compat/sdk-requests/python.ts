import { base64, pyJson, pyQuery } from "./encode";
import * as is from "./expect";
import { CREDENTIALS, JSON_TYPE, request, unsubscribeRequests } from "./request";
import type { SdkRequest } from "./types";

/**
 * Python SDK (pysendpulse): requests with `Content-Type: application/json` on
 * every call and `params = json.dumps(params)` always — so POST/DELETE bodies
 * are json.dumps text (", " and ": " separators, ASCII only), `email`/`emails`
 * are json.dumps'd a second time into a string field, and a GET passes the JSON
 * text as `params`: requests appends it to the URL as the query (`?%7B%7D` when
 * there is no data). __handle_result wraps any status >= 400 as an error.
 */
const NO_PARAMS = pyQuery({});

const req = request<Record<string, unknown>>({
  sdk: "python",
  file: "sendpulse/sendpulse-rest-api-python pysendpulse/pysendpulse.py @bbbcd87",
  headers: { "User-Agent": "python-requests/2.34.2", Accept: "*/*" },
  body: (method, data) => ({
    contentType: JSON_TYPE,
    ...(method === "GET" ? {} : { body: pyJson(data ?? {}) }),
  }),
});

const UNSUBSCRIBED = "unsub-python@example.org";
const from = { name: "John Doe", email: "news@northwind-shop.example" };
const to = [{ name: "Jane Roe", email: "jane.roe@example.com" }];

/** the example's email; smtp_send_mail replaces html with its base64 */
const email = {
  subject: "This is the test task from REST API",
  html: base64(
    "<h1>Hello, John!</h1><p>This is the test task from https://sendpulse.com/api REST API!</p>",
  ),
  text: "Hello, John!\nThis is the test task from https://sendpulse.com/api REST API! — ✓",
  from,
  to,
  bcc: [{ name: "Richard Roe", email: "richard.roe@example.com" }],
};

/** smtp_send_mail_with_template sets html and text to None (appended in that order) */
const templated = {
  subject: "This is the test task from REST API",
  from,
  to,
  template: { id: "{templateRealId}", variables: { name: "value", bar: "value" } },
  html: null,
  text: null,
};

export const pythonRequests: SdkRequest[] = [
  req(
    "POST /oauth/access_token",
    "__get_token()",
    "/oauth/access_token",
    is.all(is.status200, is.token),
    CREDENTIALS,
  ),
  req(
    "GET /addressbooks",
    "get_list_of_addressbooks()",
    `/addressbooks?${pyQuery({ limit: 0, offset: 0 })}`,
    is.addressBooks,
  ),
  req("GET /senders", "get_list_of_senders()", `/senders?${NO_PARAMS}`, is.senders),
  req("POST /senders", "add_sender()", "/senders", is.resultTrue, {
    email: "python@northwind-shop.example",
    name: "Python Sender",
  }),
  req(
    "GET /smtp/emails",
    "smtp_get_list_of_emails()",
    `/smtp/emails?${pyQuery({ limit: 0, offset: 0, from: null, to: null, sender: null, recipient: null })}`,
    is.all(is.emails, is.nonEmpty),
  ),
  req(
    "GET /smtp/emails/{id}",
    "smtp_get_email_info_by_id()",
    `/smtp/emails/{emailId}?${NO_PARAMS}`,
    is.email,
  ),
  ...unsubscribeRequests(req, {
    address: UNSUBSCRIBED,
    add: "smtp_add_emails_to_unsubscribe()",
    remove: "smtp_delete_emails_from_unsubscribe()",
    path: "/smtp/unsubscribe",
    comment: "comment_1",
    emails: (value) => ({ emails: pyJson(value) }),
  }),
  req("GET /smtp/ips", "smtp_get_list_of_ip()", `/smtp/ips?${NO_PARAMS}`, is.stringList),
  req("POST /smtp/emails", "smtp_send_mail()", "/smtp/emails", is.sent, {
    email: pyJson(email),
  }),
  req("POST /smtp/emails", "smtp_send_mail_with_template()", "/smtp/emails", is.sent, {
    email: pyJson(templated),
  }),
];
