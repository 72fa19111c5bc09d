import { base64, form } from "./encode";
import * as is from "./expect";
import { FORM, jsonField, request, unsubscribeRequests } from "./request";
import type { SdkRequest } from "./types";

/**
 * Java SDK: HttpsURLConnection. Data is a HashMap, form-encoded with URLEncoder
 * in the HashMap's iteration order (not insertion order: the orders below were
 * printed by Java 17). A GET always appends "?" and the encoded data, so a GET
 * without data ends in a bare "?". POST/DELETE bodies get the connection's default
 * Content-Type, application/x-www-form-urlencoded. smtpSendMail serializes the
 * email with the bundled Pherialize (PHP serialize(), byte lengths, HashMap
 * order); smtpUnsubscribeEmails/smtpRemoveFromUnsubscribe take the `emails`
 * string as the caller writes it (JSON here) and post to "/" + "/smtp/unsubscribe".
 * handleResult flags any status but 200.
 */
const req = request<[string, string | number][]>({
  sdk: "java",
  file: "sendpulse/sendpulse-rest-api-java src/com/sendpulse/restapi/Sendpulse.java @93e1e5d",
  headers: {
    "User-Agent": "Java/17.0.15",
    Accept: "text/html, image/gif, image/jpeg, *; q=.2, */*; q=.2",
  },
  body: (_, pairs) => (pairs ? { contentType: FORM, body: form(pairs, "java") } : {}),
  expect: (check) => is.all(is.status200, check),
});

const UNSUBSCRIBED = "unsub-java@example.org";

/**
 * Example.java's email (HashMaps) as Pherialize writes it: keys in HashMap order
 * subject, html, from, text, to; from and each recipient as name, email.
 */
const serializedEmail = [
  "a:5:{",
  's:7:"subject";s:17:"Java SDK – test";',
  `s:4:"html";s:32:"${base64("<p>Grüße from Java</p>")}";`,
  's:4:"from";a:2:{s:4:"name";s:14:"Northwind Shop";s:5:"email";s:27:"news@northwind-shop.example";}',
  's:4:"text";s:17:"Grüße from Java";',
  's:2:"to";a:1:{i:0;a:2:{s:4:"name";s:12:"Zoë Müller";s:5:"email";s:23:"zoe.mueller@example.com";}}',
  "}",
].join("");

export const javaRequests: SdkRequest[] = [
  req("POST /oauth/access_token", "getToken()", "/oauth/access_token", is.token, [
    ["grant_type", "client_credentials"],
    ["client_secret", "console-demo-secret"],
    ["client_id", "console-demo"],
  ]),
  req("GET /addressbooks", "listAddressBooks(0, 0)", "/addressbooks?", is.addressBooks),
  req("GET /senders", "listSenders()", "/senders?", is.senders),
  req("POST /senders", "addSender()", "/senders", is.resultTrue, [
    ["name", "Java Sender"],
    ["email", "java@northwind-shop.example"],
  ]),
  req(
    "GET /smtp/emails",
    'smtpListEmails(10, 0, "", "", "", "")',
    "/smtp/emails?offset=0&limit=10",
    is.emails,
  ),
  req("GET /smtp/emails/{id}", "smtpGetEmailInfoById()", "/smtp/emails/{emailId}?", is.email),
  ...unsubscribeRequests(req, {
    address: UNSUBSCRIBED,
    add: "smtpUnsubscribeEmails()",
    remove: "smtpRemoveFromUnsubscribe()",
    path: "//smtp/unsubscribe",
    comment: "asked by phone",
    emails: jsonField("emails"),
  }),
  req("GET /smtp/ips", "smtpListIP()", "/smtp/ips?", is.stringList),
  req("POST /smtp/emails", "smtpSendMail()", "/smtp/emails", is.sent, [["email", serializedEmail]]),
];
