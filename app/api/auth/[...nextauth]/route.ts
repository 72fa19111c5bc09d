import NextAuth from "next-auth";

import { authOptions } from "@/server/auth/options";

// next-auth v4's own endpoints (sign-in, sign-out, session, CSRF token).
const handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) =>
  (NextAuth(authOptions()) as (req: Request, ctx: unknown) => Promise<Response>)(req, ctx);

export { handler as GET, handler as POST };
