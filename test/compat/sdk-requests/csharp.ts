import type { SdkRequest } from "../sdk-requests";
import { base64, form, numericPlaceholders } from "./encode";
import * as is from "./expect";

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
const FILE =
  "sendpulse/sendpulse-rest-api-csharp Sendpulse-rest-api/SendPulse.restapi/Sendpulse.cs @35a677c";
const FORM = "application/x-www-form-urlencoded";

const req = (
  method: string,
  operation: string,
  call: string,
  path: string,
  expect: SdkRequest["expect"],
  pairs?: [string, string | number][],
  extra: Partial<SdkRequest> = {},
): SdkRequest => ({
  sdk: "csharp",
  method,
  operation,
  source: `${FILE} ${call}`,
  path,
  ...(pairs ? { contentType: FORM, body: form(pairs, "dotnet") } : {}),
  expect: is.all(is.status200, expect),
  ...extra,
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
  req("POST", "POST /oauth/access_token", "getToken()", "/oauth/access_token", is.token, [
    ["grant_type", "client_credentials"],
    ["client_id", "console-demo"],
    ["client_secret", "console-demo-secret"],
  ]),
  req("GET", "GET /addressbooks", "listAddressBooks(0, 0)", "/addressbooks", is.addressBooks),
  req("GET", "GET /senders", "listSenders()", "/senders", is.senders),
  req("POST", "POST /senders", "addSender()", "/senders", is.resultTrue, [
    ["name", "C# Sender"],
    ["email", "csharp@northwind-shop.example"],
  ]),
  req(
    "GET",
    "GET /smtp/emails",
    'smtpListEmails(10, 0, "", "", "", "")',
    "/smtp/emails?limit=10&offset=0",
    is.emails,
  ),
  req("GET", "GET /smtp/emails/{id}", "smtpGetEmailInfoById()", "/smtp/emails/{emailId}", is.email),
  req(
    "POST",
    "POST /smtp/unsubscribe",
    "smtpUnsubscribeEmails()",
    "//smtp/unsubscribe",
    is.resultTrue,
    [["emails", JSON.stringify([{ email: UNSUBSCRIBED, comment: "123" }])]],
  ),
  req(
    "DELETE",
    "DELETE /smtp/unsubscribe",
    "smtpRemoveFromUnsubscribe()",
    "//smtp/unsubscribe",
    is.resultTrue,
    [["emails", JSON.stringify([UNSUBSCRIBED])]],
    {
      setup: async (call) =>
        void (await call("POST", "/smtp/unsubscribe", { emails: [{ email: UNSUBSCRIBED }] })),
    },
  ),
  req("GET", "GET /smtp/ips", "smtpListIP()", "/smtp/ips", is.stringList),
  req("POST", "POST /smtp/emails", "smtpSendMail()", "/smtp/emails", is.sent, [
    ["email", JSON.stringify(email)],
  ]),
  req("POST", "POST /viber", "sendViberCampaign()", "//viber", is.campaignCreated, undefined, {
    contentType: "application/json",
    body: numericPlaceholders(JSON.stringify(campaign)),
  }),
  req("GET", "GET /viber/senders", "getViberSenders()", "//viber/senders", is.viberSenders),
  req(
    "GET",
    "GET /viber/task",
    "getViberTasksList()",
    "//viber/task?limit=100&offset=0",
    is.campaigns,
  ),
  req(
    "GET",
    "GET /viber/task/{id}",
    "getViberCampaignStat()",
    "//viber/task/{campaignId}",
    is.campaignStats,
  ),
  req(
    "GET",
    "GET /viber/senders/{id}",
    "getViberSender()",
    "//viber/senders/{viberSenderId}",
    is.viberSender,
  ),
  req(
    "GET",
    "GET /viber/task/{id}/recipients",
    "getViberTaskRecipients()",
    "//viber/task/{sentCampaignId}/recipients",
    is.recipients,
  ),
];
