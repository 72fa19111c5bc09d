import "server-only";

/** ARCHITECTURE.md, one table */
export const errorStatus = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  password_change_required: 403,
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

/** `outcome: "unknown"`: the upstream may have done it; the browser must not offer "send again". */
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
