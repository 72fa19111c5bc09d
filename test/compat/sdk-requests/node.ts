import { numericPlaceholders } from "./encode";
import * as is from "./expect";
import { blacklistRequests, CREDENTIALS, JSON_TYPE, request } from "./request";
import type { SdkRequest } from "./types";

/**
 * Node SDK (sendpulse-api 1.1.7): https.request with `Content-Type:
 * application/json` and JSON.stringify(data) written on every request — a GET
 * included, so GET filters arrive as a JSON body and a GET without data carries
 * `{}`. The path is '/' + path. Only the Viber operations are replayed here,
 * through the exported sendRequest(path, method, data, cb) (the SDK has no Viber
 * methods); its own SMTP methods are driven through the SDK itself elsewhere.
 * The SDK hands the parsed reply to the caller whatever the status.
 */
const PHONE = "380501110003";
const PAGE = { limit: 10, offset: 0 };

const req = request<unknown>({
  sdk: "node",
  file: "sendpulse/sendpulse-rest-api-node.js api/sendpulse.js @13100e7",
  body: (_, data = {}) => ({
    contentType: JSON_TYPE,
    body: numericPlaceholders(JSON.stringify(data)),
  }),
  expect: (check) => is.all(is.notAnError, check),
});

export const nodeRequests: SdkRequest[] = [
  req("POST /oauth/access_token", "getToken()", "/oauth/access_token", is.token, CREDENTIALS),
  req("POST /viber", "sendRequest('viber', 'POST', campaign)", "/viber", is.campaignCreated, {
    task_name: "Node SDK campaign",
    message_type: 2,
    sender_id: "{viberSenderId}",
    message_live_time: 3600,
    send_date: "now",
    recipients: [Number(PHONE)],
    message: "Hello from Node ✓",
  }),
  req(
    "GET /viber/task",
    "sendRequest('viber/task', 'GET', {limit, offset})",
    "/viber/task",
    is.all(is.campaigns, is.atMost(PAGE.limit)),
    PAGE,
  ),
  req(
    "GET /viber/task/{id}",
    "sendRequest('viber/task/ID', 'GET')",
    "/viber/task/{campaignId}",
    is.campaignStats,
  ),
  req(
    "GET /viber/task/{id}/recipients",
    "sendRequest('viber/task/ID/recipients', 'GET')",
    "/viber/task/{sentCampaignId}/recipients",
    is.recipients,
  ),
  req(
    "GET /viber/senders",
    "sendRequest('viber/senders', 'GET')",
    "/viber/senders",
    is.viberSenders,
  ),
  req(
    "GET /viber/senders/{id}",
    "sendRequest('viber/senders/ID', 'GET')",
    "/viber/senders/{viberSenderId}",
    is.viberSender,
  ),
  req(
    "GET /v2/viber-service/phone-exception",
    "sendRequest('v2/viber-service/phone-exception', 'GET', {limit, offset})",
    "/v2/viber-service/phone-exception",
    is.all(is.blacklistPage, is.atMost(PAGE.limit)),
    PAGE,
  ),
  ...blacklistRequests(req, {
    add: "sendRequest('v2/viber-service/phone-exception', 'POST', {phones, description})",
    remove: "sendRequest('v2/viber-service/phone-exception', 'DELETE', {phones})",
    phone: PHONE,
    description: "Node SDK",
  }),
];
