import "server-only";

import type { ApiRouteSpec } from "@/lib/api-routes";
import {
  DRAFT_CONFLICT,
  draftSaveSchema,
  type DraftConflictReply,
  type DraftKind,
} from "@/lib/schemas/drafts";
import { unauthenticated } from "@/server/errors";
import { route } from "@/server/http/route";

import { deleteDraft, readDraft, saveDraft } from "./store";

/** 409 with the stored draft, so the page can show the two side by side without another read. */
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

/**
 * GET / PUT / DELETE of the signed-in user's draft of one kind. The kind is
 * fixed by the route file (the list is DRAFT_KINDS), so nothing from the URL
 * reaches the database; each user only ever sees their own draft. A PUT based on
 * another version than the stored one is refused (409 `draft_conflict`).
 */
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
