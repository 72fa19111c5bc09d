import { base64, httpBuildQuery, phpSerialize } from "./encode";
import * as is from "./expect";
import { CREDENTIALS, FORM, request, unsubscribeRequests, type Request } from "./request";
import type { SdkRequest } from "./types";

/**
 * PHP SDK v1 (sendpulse/rest-api before 2.0, the merge e1a81e2 of Oct 2023):
 * curl with CURLOPT_POSTFIELDS = http_build_query($data), so every POST and
 * DELETE body is form-encoded (curl's default Content-Type), GET data goes in the
 * query, `email`/`emails` are serialize()d first, and the path is
 * `$apiUrl . '/' . $path`. handleResult() flags any status but 200 as an error;
 * smtpSendMail() retries once after 2 s on a non-200 (not replayed).
 */
const req = request<Record<string, unknown>>({
  sdk: "php-v1",
  file: "sendpulse/sendpulse-rest-api-php src/ApiClient.php @1872505",
  headers: { Accept: "*/*" },
  body: (_, data) => (data ? { contentType: FORM, body: httpBuildQuery(data) } : {}),
  expect: (check) => is.all(is.status200, check),
});

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

/** What a PHP SDK version sends of its own in the wrappers below. */
export interface PhpSamples {
  /** `php-v1` or `php-v2`: names the sender and the unsubscribed address */
  version: string;
  /** how `emails` and `email` reach http_build_query or json_encode */
  encode: (value: unknown) => unknown;
  email: Record<string, unknown>;
}

/**
 * The SMTP wrappers of ApiClient.php. v2 keeps them (deprecated) with the same
 * names, paths and queries: only the body encoding and the samples differ.
 */
export function phpWrappers(
  req: Request<Record<string, unknown>>,
  { version, encode, email }: PhpSamples,
): SdkRequest[] {
  const address = `unsub-${version}@example.org`;
  const label = version.replace("php-", "PHP ");
  return [
    req("GET /addressbooks", "listAddressBooks()", "/addressbooks", is.addressBooks),
    req("GET /senders", "listSenders()", "/senders", is.senders),
    req("POST /senders", "addSender()", "/senders", is.resultTrue, {
      email: `${version}@northwind-shop.example`,
      name: `${label} Sender`,
    }),
    req(
      "GET /smtp/emails",
      "smtpListEmails()",
      `/smtp/emails?${httpBuildQuery({ limit: 0, offset: 0, from: "", to: "", sender: "", recipient: "", country: "off" })}`,
      is.all(is.emails, is.nonEmpty),
    ),
    req("GET /smtp/emails/{id}", "smtpGetEmailInfoById()", "/smtp/emails/{emailId}", is.email),
    req("GET /smtp/unsubscribe", "smtpListUnsubscribed()", "/smtp/unsubscribe", is.unsubscribed),
    ...unsubscribeRequests(req, {
      address,
      add: "smtpUnsubscribeEmails()",
      remove: "smtpRemoveFromUnsubscribe()",
      path: "/smtp/unsubscribe",
      comment: `${label} SDK`,
      emails: (value) => ({ emails: encode(value) }),
    }),
    req("GET /smtp/ips", "smtpListIP()", "/smtp/ips", is.stringList),
    req("POST /smtp/emails", "smtpSendMail()", "/smtp/emails", is.sent, { email: encode(email) }),
  ];
}

export const phpV1Requests: SdkRequest[] = [
  req("POST /oauth/access_token", "getToken()", "/oauth/access_token", is.token, CREDENTIALS, {
    headers: {},
  }),
  ...phpWrappers(req, { version: "php-v1", encode: phpSerialize, email }),
];
