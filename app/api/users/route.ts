import { apiRoutes } from "@/lib/api-routes";
import { userCreateSchema } from "@/lib/schemas/users";
import { adminCreateUser, ALREADY_CREATED } from "@/server/auth/admin";
import { listUsers } from "@/server/auth/users";
import { route } from "@/server/http/route";

type Created = Awaited<ReturnType<typeof adminCreateUser>>;

// GET /api/users — the console's users
export const GET = route(apiRoutes["GET /api/users"], {}, async () => ({
  items: await listUsers(),
}));

// POST /api/users — create (invite) a user with a role
export const POST = route(
  apiRoutes["POST /api/users"],
  {
    body: userCreateSchema,
    target: ({ body }) => `${body.email} (${body.role})`,
    details: ({ body }) => ({ kind: "user", email: body.email, role: body.role }),
    // the password is shown once: a replay of the same request says how to get a new one
    replay: ({ user }: Created) => ({ user, notice: ALREADY_CREATED }),
  },
  ({ body }) => adminCreateUser(body),
);
