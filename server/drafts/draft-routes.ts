import "server-only";

import type { ApiRouteSpec } from "@/lib/api-routes";
import {
  DRAFT_CONFLICT,
  draftSaveSchema,
  type DraftConflictReply,
  type DraftKind,
} from "@/lib/drafts/schema";
import { unauthenticated } from "@/server/errors";
import { route } from "@/server/http/route";

import { deleteDraft, readDraft, saveDraft } from "./store";

function conflict(current: DraftConflictReply["error"]["draft"]): Response {
  const reply: DraftConflictReply = {
    error: {
      code: DRAFT_CONFLICT,
      message: current
        ? "This draft was changed in another tab or window since this page read it."
        : "This draft was discarded or sent in another tab or window since this page read it.",
      draft: current,
    },
  };
  return Response.json(reply, { status: 409, headers: { "Cache-Control": "no-store" } });
}

/** The kind is fixed by the route file, so nothing from the URL reaches the database. */
export function draftRoutes(
  kind: DraftKind,
  specs: { get: ApiRouteSpec; put: ApiRouteSpec; delete: ApiRouteSpec },
) {
  const userId = (user: { id: number } | null) => {
    if (!user) throw unauthenticated();
    return user.id;
  };
  return {
    GET: route(specs.get, {}, ({ user }) => readDraft(userId(user), kind)),
    PUT: route(specs.put, { body: draftSaveSchema }, async ({ user, body }) => {
      const outcome = await saveDraft(userId(user), kind, body.data, body.baseVersion);
      if (outcome.saved) return { updatedAt: outcome.updatedAt, version: outcome.version };
      return conflict(outcome.current);
    }),
    DELETE: route(specs.delete, {}, ({ user }) => deleteDraft(userId(user), kind)),
  };
}
