import { writeFileSync } from "node:fs";
import { request } from "node:http";
import { fileURLToPath } from "node:url";

import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";
import {
  startTestMessagingApi,
  type TestMessagingApi,
} from "@messaging-console/messaging-api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Reply } from "@/test/compat/sdk-requests/expect";

import {
  fill,
  requestName,
  sdkRequests,
  tally,
  TOKEN_OPERATION,
  type ApiCall,
  type Ids,
  type Outcome,
  type Sdk,
  type SdkRequest,
} from "./sdk-requests";

/**
 * The official SDKs' exact requests (sdk-requests.ts) replayed over HTTP against
 * the embedded Messaging API: each SDK first gets its token the way it does,
 * then every request goes out with that SDK's method, path, headers and body
 * bytes. A request passes when the reply is 2xx and holds what the SDK reads.
 * The per-SDK tally is written to sdk-compat.json after a full run.
 */

const COMPAT_FILE = fileURLToPath(new URL("./sdk-compat.json", import.meta.url));

let api: TestMessagingApi;
let ids: Ids;
/** a token from the JSON helper, so one SDK's failed token request does not hide its other requests' results */
let fallbackToken = "";
const tokens = new Map<Sdk, string>();
const outcomes: Outcome[] = [];

type Listed = Record<string, unknown>;

beforeAll(async () => {
  api = await startTestMessagingApi({ seed: true, maxRps: 100_000, timeZone: "UTC" });
  fallbackToken = await api.token();
  const list = async (path: string): Promise<Listed[]> => {
    const reply = await api.call("GET", path);
    expect(reply.status, `lookup ${path}`).toBe(200);
    return reply.body as Listed[];
  };
  const [emails, campaigns, senders, templates] = await Promise.all([
    list("/smtp/emails?limit=1"),
    list("/viber/task?limit=100"),
    list("/viber/senders"),
    list("/templates?owner=me&limit=100"),
  ]);
  const campaignId = Number(campaigns[0]?.id);
  const template = templates.find((t) => typeof t.body === "string" && t.body.trim() !== "");
  ids = {
    emailId: String(emails[0]?.id),
    campaignId,
    sentCampaignId: Number(campaigns.find((c) => c.status === "sent")?.id ?? campaignId),
    viberSenderId: Number(senders.find((s) => s.status === "verified")?.id),
    templateId: String(template?.id),
    templateRealId: Number(template?.real_id),
    futureDate: formatUpstreamDate(api.clock.nowMs() + 3_600_000, "UTC"),
  };
}, 240_000);

afterAll(async () => {
  if (outcomes.length === sdkRequests.length) {
    const result = tally(outcomes);
    writeFileSync(COMPAT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    const lines = Object.entries(result.sdks).map(([sdk, t]) => `  ${sdk}: ${t.works}/${t.tried}`);
    console.log(
      `SDK requests that work: ${result.total.works}/${result.total.tried}\n${lines.join("\n")}`,
    );
  }
  await api?.close();
});

const call: ApiCall = (method, path, body) => api.call(method, path, body);

/** One request exactly as given: method, path, headers and body bytes, over node:http (fetch refuses a GET body). */
function send(r: SdkRequest, token: string | undefined): Promise<Reply> {
  const { hostname, port } = new URL(api.url);
  const body = r.body === undefined ? undefined : Buffer.from(fill(r.body, ids), "utf8");
  const headers: Record<string, string> = { ...r.headers };
  if (r.contentType) headers["Content-Type"] = r.contentType;
  if (body) headers["Content-Length"] = String(body.length);
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, method: r.method, path: fill(r.path, ids), headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* the SDK would fail to parse it: the checks will say so */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** `status error_code: message` of an error reply. */
function errorOf(reply: Reply): string | undefined {
  if (reply.status >= 200 && reply.status < 300) return undefined;
  const b = (reply.body ?? {}) as { error_code?: unknown; message?: unknown };
  const code =
    typeof b.error_code === "number" || typeof b.error_code === "string" ? b.error_code : "-";
  const message = typeof b.message === "string" ? b.message : JSON.stringify(reply.body);
  return `${code}: ${message}`;
}

describe("official SDK requests replayed against the embedded Messaging API", () => {
  for (const r of sdkRequests) {
    it(requestName(r), async () => {
      const outcome: Outcome = {
        sdk: r.sdk,
        operation: r.operation,
        source: r.source,
        works: false,
      };
      outcomes.push(outcome);
      try {
        await r.setup?.(call, ids);
        const isToken = r.operation === TOKEN_OPERATION;
        const reply = await send(r, isToken ? undefined : (tokens.get(r.sdk) ?? fallbackToken));
        outcome.status = reply.status;
        if (r.sdkLimitation) {
          outcome.reason = `SDK limitation: ${r.sdkLimitation.reason}`;
          expect(reply.status, "the API answers the SDK's request with a clean error").toBe(
            r.sdkLimitation.status,
          );
          return;
        }
        if (isToken && typeof reply.body?.access_token === "string")
          tokens.set(r.sdk, reply.body.access_token as string);
        outcome.reason = errorOf(reply);
        expect(
          reply.status,
          `${reply.status} ${JSON.stringify(reply.body)}`,
        ).toBeGreaterThanOrEqual(200);
        expect(reply.status, `${reply.status} ${JSON.stringify(reply.body)}`).toBeLessThan(300);
        r.expect(reply);
        outcome.works = true;
      } catch (err) {
        outcome.reason ??= (err instanceof Error ? err.message : String(err)).split("\n")[0];
        throw err;
      }
    });
  }
});
