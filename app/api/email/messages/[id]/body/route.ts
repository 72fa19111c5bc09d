import { apiRoutes } from "@/lib/api-routes";
import { emailIdParams } from "@/lib/schemas/queries";
import { findSentBody } from "@/server/email/bodies";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/messages/[id]/body — the body the console kept of an email it sent, or why none
export const GET = route(
  apiRoutes["GET /api/email/messages/[id]/body"],
  { params: emailIdParams },
  ({ params }) => findSentBody(params.id, () => upstream().smtp.getEmail(params.id)),
);
