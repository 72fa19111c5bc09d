import NextAuth from "next-auth";

import { deviceFromCookieHeader, deviceSetCookie } from "@/server/auth/device-cookie";
import { authOptions } from "@/server/auth/options";
import { withSignInContext } from "@/server/auth/sign-in-context";
import { clientAddress } from "@/server/http/client-address";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth v4's own endpoints (sign-in, sign-out, session, CSRF token), run with
// the client's address and device known. Password sign-ins have passed the sign-in
// gate's front door before they get here (server/http/sign-in-front-door.ts); one that
// succeeds gives the browser its device cookie (server/auth/device-cookie.ts).
async function handler(req: Request, ctx: Context): Promise<Response> {
  const nextAuth = NextAuth(authOptions()) as (req: Request, ctx: unknown) => Promise<Response>;
  const device = deviceFromCookieHeader(req.headers.get("cookie"));
  return withSignInContext({ address: clientAddress(req.headers), device }, async (signIn) => {
    const response = await nextAuth(req, ctx);
    if (!signIn.signedIn) return response;
    const secure = new URL(process.env.NEXTAUTH_URL ?? req.url).protocol === "https:";
    const headers = new Headers(response.headers);
    headers.append("Set-Cookie", deviceSetCookie(signIn.signedIn, secure));
    return new Response(response.body, { status: response.status, headers });
  });
}

export { handler as GET, handler as POST };
