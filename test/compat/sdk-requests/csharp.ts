import { base64, form, numericPlaceholders } from "./encode";
import * as is from "./expect";
import { CREDENTIALS, FORM, JSON_TYPE, jsonField, request, unsubscribeRequests } from "./request";
import type { SdkRequest } from "./types";

/**
 * C# SDK: HttpWebRequest to apiurl + "/" + path. sendRequest form-encodes its
 * Dictionary (insertion order) with HttpUtility.UrlEncode — lower-case hex,
 * `!*()` left alone — as application/x-www-form-urlencoded, GET data in the
 * query. smtpSendMail puts JsonConvert.SerializeObject(email) in the `email`
 * field (re-adding `html` reuses its freed slot, so it keeps its place);
 * unsubscribe takes a JSON string from the caller (Examples.cs). Viber goes
 * through sendJSONRequest (Newtonsoft, nulls ignored, enum as its number,
 * Encoding.ASCII bytes); the Viber and unsubscribe paths start with "/", so the
 * URL has "//". handleResult flags any status but 200.
 */
const req = request<[string, string | number][]>({
  sdk: "csharp",
  file: "sendpulse/sendpulse-rest-api-csharp Sendpulse-rest-api/SendPulse.restapi/Sendpulse.cs @35a677c",
  body: (_, pairs) => (pairs ? { contentType: FORM, body: form(pairs, "dotnet") } : {}),
  expect: (check) => is.all(is.status200, check),
});

const UNSUBSCRIBED = "unsub-csharp@example.org";

/** Examples.cs smtpSendMail(): html, text, subject, from, to, attachments_binary */
const email = {
  html: base64("<b>HTML BODY</b>"),
  text: "Text body (C#)",
  subject: "Subject: C# SDK!",
  from: { name: "From Name", email: "news@northwind-shop.example" },
  to: [{ name: "Recipient Name", email: "recipient@example.com" }],
  attachments_binary: { "example_file_name.txt": base64("attachment bytes") },
};

/** README's ViberCampaign, as Newtonsoft writes it: AddressBook defaults to 0, SendDate to "now" */
const campaign = {
  task_name: "C# SDK campaign",
  recipients: ["380501110001"],
  address_book: 0,
  message: "Hello, World!",
  message_live_time: 120,
  sender_id: "{viberSenderId}",
  send_date: "now",
  message_type: 2,
};

export const csharpRequests: SdkRequest[] = [
  req(
    "POST /oauth/access_token",
    "getToken()",
    "/oauth/access_token",
    is.token,
    Object.entries(CREDENTIALS),
  ),
  req("GET /addressbooks", "listAddressBooks(0, 0)", "/addressbooks", is.addressBooks),
  req("GET /senders", "listSenders()", "/senders", is.senders),
  req("POST /senders", "addSender()", "/senders", is.resultTrue, [
    ["name", "C# Sender"],
    ["email", "csharp@northwind-shop.example"],
  ]),
  req(
    "GET /smtp/emails",
    'smtpListEmails(10, 0, "", "", "", "")',
    "/smtp/emails?limit=10&offset=0",
    is.emails,
  ),
  req("GET /smtp/emails/{id}", "smtpGetEmailInfoById()", "/smtp/emails/{emailId}", is.email),
  ...unsubscribeRequests(req, {
    address: UNSUBSCRIBED,
    add: "smtpUnsubscribeEmails()",
    remove: "smtpRemoveFromUnsubscribe()",
    path: "//smtp/unsubscribe",
    comment: "123",
    emails: jsonField("emails"),
  }),
  req("GET /smtp/ips", "smtpListIP()", "/smtp/ips", is.stringList),
  req("POST /smtp/emails", "smtpSendMail()", "/smtp/emails", is.sent, [
    ["email", JSON.stringify(email)],
  ]),
  req("POST /viber", "sendViberCampaign()", "//viber", is.campaignCreated, undefined, {
    contentType: JSON_TYPE,
    body: numericPlaceholders(JSON.stringify(campaign)),
  }),
  req("GET /viber/senders", "getViberSenders()", "//viber/senders", is.viberSenders),
  req("GET /viber/task", "getViberTasksList()", "//viber/task?limit=100&offset=0", is.campaigns),
  req(
    "GET /viber/task/{id}",
    "getViberCampaignStat()",
    "//viber/task/{campaignId}",
    is.campaignStats,
  ),
  req(
    "GET /viber/senders/{id}",
    "getViberSender()",
    "//viber/senders/{viberSenderId}",
    is.viberSender,
  ),
  req(
    "GET /viber/task/{id}/recipients",
    "getViberTaskRecipients()",
    "//viber/task/{sentCampaignId}/recipients",
    is.recipients,
  ),
];
