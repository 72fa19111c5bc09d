import type { Check } from "./expect";

export type Sdk = "php-v1" | "php-v2" | "ruby" | "java" | "csharp" | "python" | "go" | "node";

/** Existing data the replay looks up through the embedded API before it starts. */
export interface Ids {
  /** a sent email's id (`xxxxxx-xxxxxx-xx`) */
  emailId: string;
  /** any Viber campaign */
  campaignId: number;
  /** a Viber campaign that has been sent (it has recipients) */
  sentCampaignId: number;
  /** a verified Viber sender name */
  viberSenderId: number;
  /** an email template with a body */
  templateId: string;
  templateRealId: number;
  /** an hour from the embedded API's now, `YYYY-MM-DD HH:MM:SS` in its timezone */
  futureDate: string;
}

/** Authenticated JSON calls to the embedded API, for `setup`. */
export type ApiCall = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

export interface SdkRequest {
  sdk: Sdk;
  /** the HTTP method */
  method: string;
  /** the contract operation, e.g. "POST /smtp/emails" */
  operation: string;
  /** repository, file, commit and SDK method the request comes from */
  source: string;
  /** as sent, query included; `{placeholders}` name fields of Ids */
  path: string;
  /** headers the SDK sets besides Authorization and Content-Type */
  headers?: Record<string, string>;
  /** sent whenever given, on a GET without a body too (as PHP v2 and Python do) */
  contentType?: string;
  /** the exact body bytes (UTF-8); `{placeholders}` as in path */
  body?: string;
  /** what the SDK reads from the reply */
  expect: Check;
  /** state the request needs that the SDK's own earlier calls would not reliably leave */
  setup?: (call: ApiCall, ids: Ids) => Promise<void>;
  /**
   * The SDK cannot make this operation work whatever the API accepts (e.g. it
   * types an email id as an int): the replay checks the API answers it with this
   * clean error, and the tally counts the operation as not working.
   */
  sdkLimitation?: { reason: string; status: number };
}
