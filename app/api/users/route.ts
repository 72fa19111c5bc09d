import { apiRoutes } from "@/lib/api-routes";
import { userCreateSchema, type UserListRow } from "@/lib/schemas/users";
import { lastSignIns } from "@/server/audit";
import { adminCreateUser, ALREADY_CREATED } from "@/server/auth/admin";
import { listUsers } from "@/server/auth/users";
import { route } from "@/server/http/route";

type Created = Awaited<ReturnType<typeof adminCreateUser>>;

// GET /api/users — the console's users, each with their last sign-in (from the audit log)
export const GET = route(apiRoutes["GET /api/users"], {}, async () => {
  const [users, signIns] = await Promise.all([listUsers(), lastSignIns()]);
  return {
    items: users.map((u): UserListRow => ({ ...u, lastSignInAt: signIns.get(u.id) ?? null })),
  };
});

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
