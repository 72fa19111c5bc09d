import "server-only";

import type { z } from "zod";

import type { ApiRouteSpec } from "@/lib/api-routes";
import type { AuditDetails } from "@/lib/audit/details";
import { can } from "@/lib/permissions";
import { recordAudit } from "@/server/audit";
import { getCurrentUser, type CurrentUser } from "@/server/auth/current-user";
import { env } from "@/server/env";
import { errorResponse, forbidden, HttpError, unauthenticated } from "@/server/errors";
import { ANONYMOUS_LANE, inLane, userLane } from "@/server/upstream/lanes";
import { sharedJson } from "@/server/upstream/parse";

import { toHttpError } from "./error-mapping";
import { beginIdempotent, type IdempotencyTicket } from "./idempotency";
import { assertSameOriginJson, isWrite } from "./origin";
import { assertPlainText, parseOrThrow, readWriteBody, searchParamsToObject } from "./validation";

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSchemas<P extends Schema, Q extends Schema, B extends Schema, R> {
  params?: P;
  query?: Q;
  body?: B;
  target?: (input: { params: Out<P>; body: Out<B> }) => string | undefined;
  details?: (input: { params: Out<P>; body: Out<B> }) => AuditDetails | undefined;
  upstreamId?: (result: R) => string | number | undefined;
  /** What the Idempotency-Key record (kept 24 h) replays: a result with a secret keeps a version without it. */
  replay?: (result: R) => unknown;
}

export interface RouteContext<P extends Schema, Q extends Schema, B extends Schema> {
  request: Request;
  user: CurrentUser | null;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** they win over `details` */
  noteAudit: (details: AuditDetails) => void;
}

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one wrapper every console API handler goes through: session → permission →
 * same-origin JSON → validation → idempotency → handler (in the user's lane) → errors → audit.
 */
export function route<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R = unknown,
>(
  spec: ApiRouteSpec,
  schemas: RouteSchemas<P, Q, B, R>,
  handler: (ctx: RouteContext<P, Q, B>) => Promise<R | Response> | R | Response,
) {
  const wrapped = async (request: Request, context?: NextContext): Promise<Response> => {
    const write = isWrite(request.method);
    let user: CurrentUser | null = null;
    let ticket: IdempotencyTicket | null = null;
    let params: unknown;
    let body: unknown;
    let noted: AuditDetails | undefined;
    const details = () =>
      noted ??
      safeTarget(() => schemas.details?.({ params: params as Out<P>, body: body as Out<B> }));
    try {
      user = await getCurrentUser(request);
      if (spec.permission !== null) {
        if (!user) throw unauthenticated();
        if (!can(user.role, spec.permission, user.grants)) throw forbidden();
        // a single sign-on waiting for its second factor's code opens only that (two-factor routes)
        if (user.secondFactorStep === "verify" && spec.permission !== "account:two-factor")
          throw new HttpError("second_factor_required", "Enter your second factor's code first.");
        // a temporary password signs in to change it, and to nothing else
        if (user.mustChangePassword && spec.permission !== "account:password")
          throw new HttpError(
            "password_change_required",
            "You signed in with a temporary password: change it first.",
          );
        // then a role that needs a second factor sets one up before anything else
        if (
          user.secondFactorStep === "enrol" &&
          !user.mustChangePassword &&
          spec.permission !== "account:two-factor"
        )
          throw new HttpError(
            "second_factor_required",
            "Your role needs a second factor: set one up first.",
          );
      }
      if (write) assertSameOriginJson(request, env().publicOrigins);

      params = schemas.params
        ? parseOrThrow(schemas.params, (await context?.params) ?? {}, "params")
        : undefined;
      // every query, whether the route reads one or not: no NUL or broken text goes on
      const rawQuery = searchParamsToObject(new URL(request.url).searchParams);
      assertPlainText(rawQuery, ["query"]);
      const query = schemas.query ? parseOrThrow(schemas.query, rawQuery, "query") : undefined;
      if (write) {
        body = await readWriteBody(request, schemas.body);
      }

      if (write && user) {
        const started = await beginIdempotent(request, user, spec, body);
        if (started.kind === "replay") return started.response;
        ticket = started.ticket;
      }

      // one person's flood waits behind itself only (server/upstream/fair-scheduler.ts)
      const result = await inLane(user ? userLane(user.id) : ANONYMOUS_LANE, () =>
        handler({
          request,
          user,
          params: params as Out<P>,
          query: query as Out<Q>,
          body: body as Out<B>,
          noteAudit: (d) => {
            noted = d;
          },
        }),
      );
      const shared = sharedJson(result);
      const response =
        result instanceof Response
          ? result
          : shared !== null
            ? // a result shared between requests (a cached list) is serialised once
              new Response(shared, {
                headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
              })
            : Response.json(result ?? { ok: true }, { headers: { "Cache-Control": "no-store" } });
      if (ticket)
        await ticket.complete(
          schemas.replay && !(result instanceof Response)
            ? Response.json(schemas.replay(result), { status: response.status })
            : response.clone(),
        );
      if (spec.audit && user) {
        await recordAudit({
          user,
          action: spec.audit,
          target: schemas.target?.({ params: params as Out<P>, body: body as Out<B> }),
          request: body ?? params,
          outcome: "ok",
          upstreamId: result instanceof Response ? undefined : schemas.upstreamId?.(result),
          details: details(),
        });
      }
      return response;
    } catch (err) {
      const httpError = err instanceof HttpError ? err : toHttpError(err);
      const response = errorResponse(httpError);
      if (ticket) await ticket.fail(httpError, response.clone(), err).catch(() => {});
      if (spec.audit && user && write && httpError.code !== "validation_failed") {
        await recordAudit({
          user,
          action: spec.audit,
          target: safeTarget(() =>
            schemas.target?.({ params: params as Out<P>, body: body as Out<B> }),
          ),
          request: body ?? params,
          outcome: "error",
          error: { code: httpError.code, message: httpError.message },
          details: details(),
        }).catch(() => {});
      }
      return response;
    }
  };
  return Object.assign(wrapped, { spec });
}

function safeTarget<T>(fn: () => T | undefined): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
