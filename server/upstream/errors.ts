import "server-only";

export type UpstreamErrorCode =
  "upstream_rejected" | "upstream_unavailable" | "upstream_timeout" | "rate_limited" | "not_found";

/**
 * `maybeProcessed`: the write may have taken effect upstream though no answer arrived,
 * so the idempotency layer never blindly repeats it.
 */
export class UpstreamError extends Error {
  constructor(
    readonly code: UpstreamErrorCode,
    message: string,
    readonly detail: {
      status?: number;
      upstreamCode?: number | string;
      retryAfterSeconds?: number;
      maybeProcessed?: boolean;
      /** for the server log only: never sent to the browser */
      reason?: string;
    } = {},
  ) {
    super(message);
  }

  get retryAfterSeconds(): number | undefined {
    return this.detail.retryAfterSeconds;
  }

  get maybeProcessed(): boolean {
    return this.detail.maybeProcessed ?? false;
  }
}

export function rejected(
  status: number,
  message: string,
  upstreamCode?: number | string,
): UpstreamError {
  const text = message.trim() || "The Messaging API refused the request.";
  const code = upstreamCode === undefined ? "" : ` (code ${upstreamCode})`;
  return new UpstreamError("upstream_rejected", `The Messaging API refused this: ${text}${code}`, {
    status,
    upstreamCode,
  });
}
