import NextAuth from "next-auth";

import { authOptions } from "@/server/auth/options";
import { withSignInAddress } from "@/server/auth/sign-in-context";
import { clientAddress } from "@/server/http/client-address";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth v4's own endpoints (sign-in, sign-out, session, CSRF token), run with
// the client's address known. Password sign-ins have passed the sign-in gate's
// front door before they get here (server/auth/sign-in-gate.ts).
function handler(req: Request, ctx: Context): Promise<Response> {
  const nextAuth = NextAuth(authOptions()) as (req: Request, ctx: unknown) => Promise<Response>;
  return withSignInAddress(clientAddress(req.headers), () => nextAuth(req, ctx));
}

export { handler as GET, handler as POST };
