import "server-only";

import { and, eq, lt } from "drizzle-orm";

import type { ApiRouteSpec } from "@/lib/api-routes";
import { requestDigest } from "@/server/audit";
import type { CurrentUser } from "@/server/auth/current-user";
import { db } from "@/server/db/client";
import { idempotencyKeys } from "@/server/db/schema";
import { HttpError } from "@/server/errors";

const TTL_MS = 24 * 3600_000;
const KEY_SHAPE = /^[A-Za-z0-9._:-]{8,200}$/;
const WAIT_FOR_FIRST_MS = 30_000;

export interface IdempotencyTicket {
  complete(response: Response): Promise<void>;
  fail(
    error: HttpError & { maybeProcessed?: boolean },
    response: Response,
    cause?: unknown,
  ): Promise<void>;
}

type Begin =
  | { kind: "none"; ticket: null }
  | { kind: "new"; ticket: IdempotencyTicket }
  | { kind: "replay"; response: Response };

/**
 * The first result is replayed for the same key (another body: 409). A failure of unknown
 * outcome keeps the key, so a retry can never create a second campaign or email.
 */
export async function beginIdempotent(
  request: Request,
  user: CurrentUser,
  spec: ApiRouteSpec,
  body: unknown,
): Promise<Begin> {
  const key = request.headers.get("idempotency-key");
  if (!key) {
    if (spec.idempotency === "required") {
      throw new HttpError("validation_failed", "This action needs an Idempotency-Key header.", {
        "Idempotency-Key": "required",
      });
    }
    return { kind: "none", ticket: null };
  }
  if (!KEY_SHAPE.test(key)) {
    throw new HttpError(
      "validation_failed",
      "Idempotency-Key must be 8–200 letters, digits, dots, colons, dashes or underscores.",
      {
        "Idempotency-Key": "invalid",
      },
    );
  }
  const route = `${request.method} ${new URL(request.url).pathname}`;
  const digest = requestDigest({ route, body });
  const d = await db();
  const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
  await d.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date()));

  const inserted = await d
    .insert(idempotencyKeys)
    .values({
      key,
      userId: user.id,
      route,
      requestDigest: digest,
      state: "pending",
      expiresAt: new Date(Date.now() + TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (inserted.length === 0) {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const [row] = await d.select().from(idempotencyKeys).where(where).limit(1);
      if (!row) return beginIdempotent(request, user, spec, body); // freed meanwhile: start over
      if (row.requestDigest !== digest) {
        throw new HttpError(
          "idempotency_conflict",
          "This Idempotency-Key was already used for a different request.",
        );
      }
      if (row.state !== "pending") {
        return {
          kind: "replay",
          response: Response.json(row.response, {
            status: row.status ?? 200,
            headers: { "Idempotency-Replayed": "true", "Cache-Control": "no-store" },
          }),
        };
      }
      if (Date.now() > deadline)
        throw new HttpError(
          "idempotency_conflict",
          "The first request with this key is still in progress.",
        );
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  const store = async (state: "done" | "unknown", response: Response) => {
    const json: unknown = await response.json().catch(() => null);
    await d
      .update(idempotencyKeys)
      .set({ state, status: response.status, response: json })
      .where(where);
  };
  return {
    kind: "new",
    ticket: {
      complete: (response) => store("done", response),
      async fail(error, response, cause) {
        const maybe = (cause as { maybeProcessed?: boolean } | undefined)?.maybeProcessed === true;
        if (maybe) return store("unknown", response);
        // Refusals are final for this body; transient failures that never reached the upstream free the key.
        if (error.code === "upstream_rejected" || error.code === "not_found")
          return store("done", response);
        await d.delete(idempotencyKeys).where(where);
      },
    },
  };
}
