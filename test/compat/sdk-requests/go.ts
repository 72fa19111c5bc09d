import { base64, goJson, numericPlaceholders } from "./encode";
import * as is from "./expect";
import type { GoType } from "./expect";
import { CREDENTIALS, JSON_TYPE, request, unsubscribed } from "./request";
import type { SdkRequest } from "./types";

/**
 * Community Go client (dimuska139/sendpulse-sdk-go): apiBaseUrl + path, bodies
 * by json.Encoder with SetEscapeHTML(false) — struct fields in declaration
 * order, map keys sorted, a trailing newline — as application/json; query
 * strings built by hand. Any status but 200 is an error, and the reply is
 * decoded into typed structs, so a value of the wrong JSON type fails the call.
 * CreateViberCampaignParams always sends `address_book` (0 beside recipients)
 * and a DateTime send_date; SendEmailParams always sends `template` and
 * `attachments`, null when unset.
 */
const AT = "@77788f5";

const goRequest = request<unknown>({
  sdk: "go",
  file: "dimuska139/sendpulse-sdk-go",
  headers: { "User-Agent": "Go-http-client/1.1" },
  body: (_, data) =>
    data === undefined ? {} : { contentType: JSON_TYPE, body: numericPlaceholders(goJson(data)) },
});

/** `call` is "file.go Method()" (the commit goes between them); the reply must decode into `shape`. */
const req = (
  operation: string,
  call: string,
  path: string,
  shape: GoType | null,
  data?: unknown,
  extra: Partial<SdkRequest> = {},
): SdkRequest =>
  goRequest(
    operation,
    call.replace(" ", ` ${AT} `),
    path,
    shape === null ? is.status200 : is.all(is.status200, is.goDecodes(shape)),
    data,
    extra,
  );

const UNSUBSCRIBED = "unsub-go@example.org";
const DATETIME = "datetime" as const;
const campaign: Record<string, GoType> = {
  id: "int",
  name: "string",
  message: "string",
  button_text: "string",
  button_link: "string",
  image_link: "string",
  address_book: "int",
  sender_name: "string",
  send_date: DATETIME,
  status: "string",
  created: DATETIME,
};
const sender: GoType = {
  id: "int",
  status: "string",
  name: "string",
  service_type: "string",
  web_site: "string",
  description: "string",
  countries: ["string"],
  traffic_type: "string",
  admin_comment: "string",
  owner: "string",
};
const smtpMessage: GoType = {
  id: "string",
  sender: "string",
  total_size: "int",
  sender_ip: "string",
  smtp_answer_code: "int",
  smtp_answer_code_explain: "string",
  smtp_answer_subcode: "string",
  smtp_answer_data: "string",
  used_ip: "string",
  recipient: "string",
  subject: "string",
  send_date: DATETIME,
  tracking: {
    click: "int",
    open: "int",
    link: [
      {
        url: "string",
        browser: "string",
        os: "string",
        screen_resolution: "string",
        ip: "string",
        action_date: DATETIME,
      },
    ],
    client_info: [{ browser: "string", os: "string", ip: "string", action_date: DATETIME }],
  },
};
const counters = {
  sent: "int",
  delivered: "int",
  read: "int",
  redirected: "int",
  undelivered: "int",
  errors: "int",
} as const;
const total: GoType = { total: "int" };

export const goRequests: SdkRequest[] = [
  // a map[string]any: encoding/json writes its keys sorted
  req(
    "POST /oauth/access_token",
    "client.go getToken()",
    "/oauth/access_token",
    null,
    Object.fromEntries(Object.entries(CREDENTIALS).sort()),
    { expect: is.all(is.status200, is.token) },
  ),
  req(
    "POST /viber",
    "viber_service.go CreateCampaign()",
    "/viber",
    { result: "bool", data: { task_id: "int" } },
    {
      task_name: "Go SDK campaign",
      message_type: 2,
      sender_id: "{viberSenderId}",
      message_live_time: 3600,
      send_date: "{futureDate}",
      address_book: 0,
      recipients: [380501110002],
      message: "Hello from the Go client",
    },
  ),
  req("GET /viber/task", "viber_service.go GetCampaigns(10, 0)", "/viber/task?limit=10&offset=0", [
    { ...campaign, sender_id: "int", message_live_time: "int" },
  ]),
  req("GET /viber/task/{id}", "viber_service.go GetStatistics()", "/viber/task/{campaignId}", {
    ...campaign,
    statistic: counters,
  }),
  req("GET /viber/senders", "viber_service.go GetSenders()", "/viber/senders", [sender]),
  req(
    "GET /viber/senders/{id}",
    "viber_service.go GetSender()",
    "/viber/senders/{viberSenderId}",
    sender,
  ),
  req(
    "GET /viber/task/{id}/recipients",
    "viber_service.go GetRecipients()",
    "/viber/task/{sentCampaignId}/recipients",
    {
      task_id: "int",
      recipients: [
        {
          phone: "int",
          address_book_id: "int",
          status: "string",
          send_date: DATETIME,
          price: "float",
          currency: "string",
          last_update: DATETIME,
        },
      ],
    },
  ),
  req(
    "POST /smtp/emails",
    "smtp_service.go SendMessage()",
    "/smtp/emails",
    { result: "bool", id: "string" },
    {
      email: {
        html: base64("<p>Hello from <b>Go</b> & friends</p>"),
        text: "Hello from Go & friends",
        template: null,
        auto_plain_text: false,
        subject: "Go client <test>",
        from: { name: "Northwind Shop", email: "news@northwind-shop.example" },
        to: [{ name: "Go Tester", email: "go.tester@example.com" }],
        attachments: null,
      },
    },
  ),
  req(
    "GET /smtp/emails",
    "smtp_service.go GetMessages({Limit: 10})",
    "/smtp/emails?offset=0&limit=10",
    [smtpMessage],
  ),
  req("GET /smtp/emails/total", "smtp_service.go CountMessages()", "/smtp/emails/total", total),
  req(
    "GET /smtp/emails/{id}",
    "smtp_service.go GetMessage(ctx, 123456)",
    "/smtp/emails/123456",
    null,
    undefined,
    {
      sdkLimitation: {
        reason:
          "GetMessage takes the email id as an int (path /smtp/emails/%d) while ids are strings like xxxxxx-xxxxxx-xx; the single record's total_size and smtp_answer_code are strings, which its int fields could not decode either",
        status: 400,
      },
    },
  ),
  req(
    "GET /smtp/bounces/day",
    "smtp_service.go GetDailyBounces(10, 0)",
    "/smtp/bounces/day?limit=10&offset=0",
    {
      total: "int",
      emails: [
        {
          email_to: "string",
          sender: "string",
          send_date: DATETIME,
          subject: "string",
          smtp_answer_code: "int",
          smtp_answer_subcode: "string",
          smtp_answer_data: "string",
        },
      ],
      request_limit: "int",
      found: "int",
    },
  ),
  req(
    "GET /smtp/bounces/day/total",
    "smtp_service.go CountBounces()",
    "/smtp/bounces/day/total",
    total,
  ),
  req("POST /smtp/unsubscribe", "smtp_service.go UnsubscribeEmails()", "/smtp/unsubscribe", "any", {
    emails: [{ email: UNSUBSCRIBED, comment: "Go client" }],
  }),
  req(
    "DELETE /smtp/unsubscribe",
    "smtp_service.go DeleteUnsubscribedEmails()",
    "/smtp/unsubscribe",
    "any",
    {
      emails: [UNSUBSCRIBED],
    },
    { setup: unsubscribed(UNSUBSCRIBED) },
  ),
  req(
    "GET /smtp/unsubscribe",
    "smtp_service.go GetUnsubscribedEmails({Limit: 10})",
    "/smtp/unsubscribe?offset=0&limit=10",
    [
      {
        email: "string",
        unsubscribe_by_link: "int",
        unsubscribe_by_user: "int",
        spam_complaint: "int",
        date: DATETIME,
      },
    ],
  ),
  req("GET /smtp/ips", "smtp_service.go GetSendersIPs()", "/smtp/ips", ["string"]),
  req("GET /smtp/senders", "smtp_service.go GetSendersEmails()", "/smtp/senders", ["string"]),
  req(
    "POST /senders",
    "emails_senders_service.go CreateSender()",
    "/senders",
    { result: "bool" },
    {
      name: "Go Sender",
      email: "go@northwind-shop.example",
    },
  ),
  req("GET /senders", "emails_senders_service.go GetSenders()", "/senders", [
    { name: "string", email: "string", status: "string" },
  ]),
  req(
    "GET /addressbooks",
    "emails_addressbooks_service.go GetMailingLists(10, 0)",
    "/addressbooks?limit=10&offset=0",
    [
      {
        id: "int",
        name: "string",
        all_email_qty: "int",
        active_email_qty: "int",
        inactive_email_qty: "int",
        creationdate: DATETIME,
        status: "int",
        status_explain: "string",
      },
    ],
  ),
  req(
    "GET /templates",
    'emails_templates_service.go GetTemplates(10, 0, "me")',
    "/templates?limit=10&offset=0&owner=me",
    [
      {
        id: "string",
        real_id: "int",
        name: "string",
        name_slug: "string",
        lang: "string",
        meta_description: "string",
        full_description: "string",
        category: "string",
        category_info: {
          id: "int",
          name: "string",
          meta_description: "string",
          full_description: "string",
          code: "string",
          sort: "int",
        },
        tags: { map: "string" },
        mark: "string",
        mark_count: "int",
        body: "string",
        owner: "string",
        created: DATETIME,
        preview: "string",
        is_structure: "bool",
      },
    ],
  ),
];
