import "server-only";

import { rejected, UpstreamError } from "./errors";
import { isTimeout, networkErrorCode, type UpstreamReply } from "./http";

export type Outcome =
  | { kind: "ok"; value: unknown }
  /** refresh the token and try once more, not counted as an attempt */
  | { kind: "unauthorized"; token: string }
  | { kind: "error"; error: UpstreamError; retryable: boolean; waitMs?: number };

export interface Answer {
  res: UpstreamReply;
  /** undefined when unreadable, null when empty */
  body: unknown;
  read: boolean;
  token: string;
}

const MAX_RETRY_AFTER_MS = 5_000;

const retry = (error: UpstreamError): Outcome => ({ kind: "error", retryable: true, error });
const fail = (error: UpstreamError): Outcome => ({ kind: "error", retryable: false, error });

/** The first row whose `when` holds decides; an answer no row takes is ok. */
const ANSWERS: { when: (a: Answer) => boolean; then: (a: Answer) => Outcome }[] = [
  { when: (a) => a.res.status === 401, then: (a) => ({ kind: "unauthorized", token: a.token }) },
  { when: (a) => isRateLimited(a.res.status, a.body), then: (a) => rateLimited(a.res) },
  {
    when: (a) => a.res.status >= 500 || a.res.text === null,
    then: ({ res, read }) =>
      retry(
        new UpstreamError(
          "upstream_unavailable",
          "The Messaging API is having trouble right now. Try again in a moment.",
          {
            status: res.status,
            maybeProcessed: !read && (res.status === 500 || res.text === null),
            reason: `answered ${res.status}`,
          },
        ),
      ),
  },
  {
    when: (a) => a.res.status === 404,
    then: (a) =>
      fail(new UpstreamError("not_found", messageOf(a.body) ?? "Not found.", { status: 404 })),
  },
  {
    when: (a) => a.res.status >= 400,
    then: ({ res, body }) =>
      fail(rejected(res.status, messageOf(body) ?? `HTTP ${res.status}`, codeOf(body))),
  },
  {
    when: (a) => a.body === undefined,
    then: ({ res, read }) =>
      retry(
        new UpstreamError(
          "upstream_unavailable",
          "The Messaging API sent an unreadable answer. Try again in a moment.",
          { status: res.status, maybeProcessed: !read, reason: "malformed JSON" },
        ),
      ),
  },
  {
    when: (a) => isErrorFlag(a.body),
    then: ({ body }) => fail(rejected(400, messageOf(body) ?? "Refused", codeOf(body))),
  },
];

export function outcomeOf(answer: Answer): Outcome {
  const row = ANSWERS.find((r) => r.when(answer));
  return row ? row.then(answer) : { kind: "ok", value: answer.body };
}

/** A timeout is not retried (it may still be at work upstream); a network error is. */
export function unanswered(err: unknown, read: boolean): Outcome {
  if (isTimeout(err)) {
    return fail(
      new UpstreamError(
        "upstream_timeout",
        "The Messaging API did not answer in time. Try again in a moment.",
        { maybeProcessed: !read, reason: "timeout" },
      ),
    );
  }
  const code = networkErrorCode(err);
  return retry(
    new UpstreamError(
      "upstream_unavailable",
      "The Messaging API cannot be reached right now. Try again in a moment.",
      {
        maybeProcessed: !read && code !== "ECONNREFUSED",
        reason: `network error: ${code ?? String(err)}`,
      },
    ),
  );
}

/** Code 2020202020 means the rate limit whatever status it comes with (UPSTREAM-NOTES.md). */
export function isRateLimited(status: number, body: unknown): boolean {
  return status === 429 || (isObject(body) && String(body.error_code) === RATE_LIMIT_CODE);
}
const RATE_LIMIT_CODE = "2020202020";

export function rateLimited(res: UpstreamReply): {
  kind: "error";
  error: UpstreamError;
  retryable: true;
  waitMs?: number;
} {
  const retryAfter = Number(res.header("retry-after"));
  const waitMs =
    Number.isFinite(retryAfter) && retryAfter > 0
      ? Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS)
      : undefined;
  return {
    kind: "error",
    retryable: true,
    waitMs,
    error: new UpstreamError(
      "rate_limited",
      "The Messaging API is busy (request limit reached). Try again in a moment.",
      { status: res.status, retryAfterSeconds: waitMs ? waitMs / 1000 : 1 },
    ),
  };
}

export function isErrorFlag(body: unknown): body is Record<string, unknown> {
  if (!isObject(body)) return false;
  const f = body.is_error;
  return f === true || f === 1 || f === "1" || f === "true";
}

export function credentialsError(): UpstreamError {
  return new UpstreamError(
    "upstream_unavailable",
    "The Messaging API refused the console's credentials. An admin should check MESSAGING_API_CLIENT_ID/SECRET.",
    { status: 401, reason: "401 after a token refresh" },
  );
}

export function backoff(attempt: number, baseMs: number): number {
  const cap = Math.min(2_000, baseMs * 2 ** (attempt - 1));
  return cap / 2 + Math.random() * (cap / 2);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function messageOf(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  const m = body.message ?? body.error_description ?? body.error;
  return typeof m === "string" ? m : undefined;
}

function codeOf(body: unknown): number | string | undefined {
  if (!isObject(body)) return undefined;
  const c = body.error_code;
  return typeof c === "number" || typeof c === "string" ? c : undefined;
}
