import { csharpRequests } from "@/test/compat/sdk-requests/csharp";
import { goRequests } from "@/test/compat/sdk-requests/go";
import { javaRequests } from "@/test/compat/sdk-requests/java";
import { nodeRequests } from "@/test/compat/sdk-requests/node";
import { phpV1Requests } from "@/test/compat/sdk-requests/php-v1";
import { phpV2Requests } from "@/test/compat/sdk-requests/php-v2";
import { pythonRequests } from "@/test/compat/sdk-requests/python";
import { rubyRequests } from "@/test/compat/sdk-requests/ruby";
import type { Ids, Sdk, SdkRequest } from "@/test/compat/sdk-requests/types";

/**
 * The exact requests the official SendPulse SDKs (and the community Go client)
 * send for each operation of MESSAGING-API.md, as read from their sources: method,
 * path as sent (double slashes, stray `?` and all), Content-Type and body bytes.
 * sdk-replay.test.ts replays them against the embedded Messaging API. How each
 * body was derived is in sdk-requests.README.md; no SDK code is copied here.
 */

export type { ApiCall, Ids, Sdk, SdkRequest } from "@/test/compat/sdk-requests/types";

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
