import "server-only";

import { errorStatus, HttpError, type ErrorCode } from "@/server/errors";

/** Anything without a console code is a bug: logged, and answered `internal` with no details. */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (isCoded(err)) {
    const headers: Record<string, string> = {};
    if (err.code === "rate_limited")
      headers["Retry-After"] = String(Math.max(1, Math.ceil(err.retryAfterSeconds ?? 1)));
    const maybeProcessed = (err as { maybeProcessed?: unknown }).maybeProcessed === true;
    return new HttpError(
      err.code,
      err.message,
      undefined,
      headers,
      maybeProcessed ? "unknown" : undefined,
    );
  }
  console.error("[console] unexpected error in a route handler:", err);
  return new HttpError(
    "internal",
    "Something went wrong on our side. Try again; if it keeps happening, tell an admin.",
  );
}

function isCoded(err: unknown): err is Error & { code: ErrorCode; retryAfterSeconds?: number } {
  const code = err instanceof Error ? (err as unknown as { code?: unknown }).code : undefined;
  return typeof code === "string" && code in errorStatus;
}
