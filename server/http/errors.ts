import "server-only";

/** The console API's error codes and their HTTP statuses (ARCHITECTURE.md, one table). */
export const errorStatus = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** signed in with a temporary password: change it first (server/auth/password-change.ts) */
  password_change_required: 403,
  /** a second factor is to be set up or its code given first (server/auth/two-factor/) */
  second_factor_required: 403,
  not_found: 404,
  idempotency_conflict: 409,
  /** a campaign the console holds changed since the page read it (server/held-campaigns/) */
  held_conflict: 409,
  /** the campaign needs another person's approval: keep it in the console (POST /api/viber/held) */
  approval_required: 409,
  /** nobody approves their own campaign */
  own_campaign: 403,
  rate_limited: 429,
  upstream_rejected: 422,
  upstream_unavailable: 502,
  upstream_timeout: 504,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/**
 * An error the console answers with `{"error":{"code","message","fields?","outcome?","retryAfter?"}}`.
 * `outcome: "unknown"` marks a write the upstream may have carried out although no
 * answer said so (a timeout, a dropped or unreadable reply): its Idempotency-Key
 * replays this answer, so the browser must not offer a plain "send again".
 */
export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: Record<string, string> = {},
    readonly outcome?: "unknown",
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function errorResponse(err: HttpError): Response {
  const body = {
    error: {
      code: err.code,
      message: err.message,
      ...(err.fields ? { fields: err.fields } : {}),
      ...(err.outcome ? { outcome: err.outcome } : {}),
      // a 429 says in the body too how many seconds to wait (as its Retry-After header)
      ...(err.headers["Retry-After"] ? { retryAfter: Number(err.headers["Retry-After"]) } : {}),
    },
  };
  return Response.json(body, {
    status: err.status,
    headers: { "Cache-Control": "no-store", ...err.headers },
  });
}

export const unauthenticated = () => new HttpError("unauthenticated", "Sign in to continue.");
export const forbidden = (message = "Your role does not allow this.") =>
  new HttpError("forbidden", message);
export const notFound = (message = "Not found.") => new HttpError("not_found", message);
