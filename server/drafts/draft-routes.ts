import "server-only";

import type { ApiRouteSpec } from "@/lib/api-routes";
import { draftSaveSchema, type DraftKind } from "@/lib/schemas/drafts";
import { unauthenticated } from "@/server/http/errors";
import { route } from "@/server/http/route";

import { deleteDraft, readDraft, saveDraft } from "./store";

/**
 * GET / PUT / DELETE of the signed-in user's draft of one kind. The kind is
 * fixed by the route file (the list is DRAFT_KINDS), so nothing from the URL
 * reaches the database; each user only ever sees their own draft.
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
    PUT: route(specs.put, { body: draftSaveSchema }, ({ user, body }) =>
      saveDraft(userId(user), kind, body.data),
    ),
    DELETE: route(specs.delete, {}, ({ user }) => deleteDraft(userId(user), kind)),
  };
}
