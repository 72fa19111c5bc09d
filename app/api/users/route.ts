import { apiRoutes } from "@/lib/api-routes";
import { userCreateSchema, type UserListRow } from "@/lib/users/schema";
import { lastSignIns, recordRuleRefusal } from "@/server/audit";
import { adminCreateUser, ALREADY_CREATED } from "@/server/auth/admin";
import { listUsers } from "@/server/auth/users";
import { route } from "@/server/http/route";

const canonical = (email: string) => email.trim().toLowerCase();

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
    // the address as stored and listed (lowercase), not as typed
    target: ({ body }) => `${canonical(body.email)} (${body.role})`,
    details: ({ body }) => ({ kind: "user", email: canonical(body.email), role: body.role }),
    // the password is shown once: a replay of the same request says how to get a new one
    replay: ({ user }: Created) => ({ user, notice: ALREADY_CREATED }),
  },
  async ({ body, user }) => {
    try {
      return await adminCreateUser(body);
    } catch (err) {
      // an address already in use is refused as invalid input, but logged: an admin tried it
      await recordRuleRefusal(err, {
        user: user!,
        action: "user.create",
        target: `${canonical(body.email)} (${body.role})`,
        request: body,
        details: { kind: "user", email: canonical(body.email), role: body.role },
      });
      throw err;
    }
  },
);
