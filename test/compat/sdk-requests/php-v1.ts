import type { SdkRequest } from "../sdk-requests";
import { base64, httpBuildQuery, phpSerialize } from "./encode";
import * as is from "./expect";

/**
 * PHP SDK v1 (sendpulse/rest-api before 2.0, the merge e1a81e2 of Oct 2023):
 * curl with CURLOPT_POSTFIELDS = http_build_query($data), so every POST and
 * DELETE body is form-encoded (curl's default Content-Type), GET data goes in the
 * query, `email`/`emails` are serialize()d first, and the path is
 * `$apiUrl . '/' . $path`. handleResult() flags any status but 200 as an error;
 * smtpSendMail() retries once after 2 s on a non-200 (not replayed).
 */
const FILE = "sendpulse/sendpulse-rest-api-php src/ApiClient.php @1872505";
const FORM = "application/x-www-form-urlencoded";
const HEADERS = { Accept: "*/*" };

const req = (
  method: string,
  operation: string,
  call: string,
  path: string,
  expect: SdkRequest["expect"],
  extra: Partial<SdkRequest> = {},
): SdkRequest => ({
  sdk: "php-v1",
  method,
  operation,
  source: `${FILE} ${call}`,
  path,
  headers: HEADERS,
  expect,
  ...extra,
});

const UNSUBSCRIBED = "unsub-php-v1@example.org";

/** the README's example email; html is base64-encoded by smtpSendMail() */
const email = {
  html: base64("<p>Hello!</p>"),
  text: "Hello!",
  subject: "Mail subject — PHP v1",
  from: { name: "John", email: "news@northwind-shop.example" },
  to: [{ name: "Subscriber Name", email: "subscriber@example.com" }],
  bcc: [{ name: "Manager", email: "manager@example.com" }],
  attachments: { "file.txt": "Hello, attachment: ünïcode & <b>bytes</b>\n" },
};

export const phpV1Requests: SdkRequest[] = [
  req(
    "POST",
    "POST /oauth/access_token",
    "getToken()",
    "/oauth/access_token",
    is.all(is.status200, is.token),
    {
      headers: {},
      contentType: FORM,
      body: httpBuildQuery({
        grant_type: "client_credentials",
        client_id: "console-demo",
        client_secret: "console-demo-secret",
      }),
    },
  ),
  req(
    "GET",
    "GET /addressbooks",
    "listAddressBooks()",
    "/addressbooks",
    is.all(is.status200, is.addressBooks),
  ),
  req("GET", "GET /senders", "listSenders()", "/senders", is.all(is.status200, is.senders)),
  req("POST", "POST /senders", "addSender()", "/senders", is.all(is.status200, is.resultTrue), {
    contentType: FORM,
    body: httpBuildQuery({ email: "php-v1@northwind-shop.example", name: "PHP v1 Sender" }),
  }),
  req(
    "GET",
    "GET /smtp/emails",
    "smtpListEmails()",
    `/smtp/emails?${httpBuildQuery({ limit: 0, offset: 0, from: "", to: "", sender: "", recipient: "", country: "off" })}`,
    is.all(is.status200, is.emails, is.nonEmpty),
  ),
  req(
    "GET",
    "GET /smtp/emails/{id}",
    "smtpGetEmailInfoById()",
    "/smtp/emails/{emailId}",
    is.all(is.status200, is.email),
  ),
  req(
    "GET",
    "GET /smtp/unsubscribe",
    "smtpListUnsubscribed()",
    "/smtp/unsubscribe",
    is.all(is.status200, is.unsubscribed),
  ),
  req(
    "POST",
    "POST /smtp/unsubscribe",
    "smtpUnsubscribeEmails()",
    "/smtp/unsubscribe",
    is.all(is.status200, is.resultTrue),
    {
      contentType: FORM,
      body: httpBuildQuery({
        emails: phpSerialize([{ email: UNSUBSCRIBED, comment: "PHP v1 SDK" }]),
      }),
    },
  ),
  req(
    "DELETE",
    "DELETE /smtp/unsubscribe",
    "smtpRemoveFromUnsubscribe()",
    "/smtp/unsubscribe",
    is.all(is.status200, is.resultTrue),
    {
      contentType: FORM,
      body: httpBuildQuery({ emails: phpSerialize([UNSUBSCRIBED]) }),
      setup: async (call) =>
        void (await call("POST", "/smtp/unsubscribe", { emails: [{ email: UNSUBSCRIBED }] })),
    },
  ),
  req("GET", "GET /smtp/ips", "smtpListIP()", "/smtp/ips", is.all(is.status200, is.stringList)),
  req(
    "POST",
    "POST /smtp/emails",
    "smtpSendMail()",
    "/smtp/emails",
    is.all(is.status200, is.sent),
    {
      contentType: FORM,
      body: httpBuildQuery({ email: phpSerialize(email) }),
    },
  ),
];
