import { csharpRequests } from "./sdk-requests/csharp";
import type { Check } from "./sdk-requests/expect";
import { goRequests } from "./sdk-requests/go";
import { javaRequests } from "./sdk-requests/java";
import { nodeRequests } from "./sdk-requests/node";
import { phpV1Requests } from "./sdk-requests/php-v1";
import { phpV2Requests } from "./sdk-requests/php-v2";
import { pythonRequests } from "./sdk-requests/python";
import { rubyRequests } from "./sdk-requests/ruby";

/**
 * The exact requests the official SendPulse SDKs (and the community Go client)
 * send for each operation of MESSAGING-API.md, as read from their sources: method,
 * path as sent (double slashes, stray `?` and all), Content-Type and body bytes.
 * sdk-replay.test.ts replays them against the embedded Messaging API. How each
 * body was derived is in sdk-requests.README.md; no SDK code is copied here.
 */

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

/** Each SDK's requests in the order that SDK sends them, its token request first. */
export const sdkRequests: SdkRequest[] = [
  ...phpV1Requests,
  ...phpV2Requests,
  ...rubyRequests,
  ...javaRequests,
  ...csharpRequests,
  ...pythonRequests,
  ...goRequests,
  ...nodeRequests,
];

export const TOKEN_OPERATION = "POST /oauth/access_token";

const PLACEHOLDER =
  /\{(emailId|campaignId|sentCampaignId|viberSenderId|templateId|templateRealId|futureDate)\}/g;

/** A path or body with its placeholders replaced by the looked-up values. */
export const fill = (text: string, ids: Ids): string =>
  text.replace(PLACEHOLDER, (_, key: keyof Ids) => String(ids[key]));

/** The name of a request's test: `${sdk} ${operation} (${source})`. */
export const requestName = (r: SdkRequest) => `${r.sdk} ${r.operation} (${r.source})`;

export interface Outcome {
  sdk: Sdk;
  operation: string;
  source: string;
  works: boolean;
  status?: number;
  /** why it does not work: the API's error_code and message, a failed check, or the SDK's limitation */
  reason?: string;
}

export interface SdkTally {
  works: number;
  tried: number;
  failing: { operation: string; source: string; status?: number; reason?: string }[];
}

/** Per SDK: operations that work out of those tried, and why the others fail; sorted, so stable. */
export function tally(outcomes: Outcome[]): {
  total: { works: number; tried: number };
  sdks: Record<string, SdkTally>;
} {
  const sdks: Record<string, SdkTally> = {};
  const key = (o: Outcome) => `${o.sdk}\u0000${o.operation}\u0000${o.source}`;
  const sorted = [...outcomes].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (const o of sorted) {
    const t = (sdks[o.sdk] ??= { works: 0, tried: 0, failing: [] });
    t.tried++;
    if (o.works) t.works++;
    else
      t.failing.push({
        operation: o.operation,
        source: o.source,
        status: o.status,
        reason: o.reason,
      });
  }
  const total = Object.values(sdks).reduce(
    (s, t) => ({ works: s.works + t.works, tried: s.tried + t.tried }),
    { works: 0, tried: 0 },
  );
  return { total, sdks };
}
