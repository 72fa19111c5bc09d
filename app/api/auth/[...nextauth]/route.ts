import NextAuth from "next-auth";

import { authOptions } from "@/server/auth/options";
import { withSignInAddress } from "@/server/auth/sign-in-context";
import { admitSignIn } from "@/server/auth/sign-in-gate";
import { recordSignIn } from "@/server/auth/sign-in-log";
import { clientAddress } from "@/server/http/client-address";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth v4's own endpoints (sign-in, sign-out, session, CSRF token), run with
// the client's address known; password sign-ins are admitted by the sign-in gate.
async function handler(req: Request, ctx: Context): Promise<Response> {
  const address = clientAddress(req.headers);
  const nextAuth = NextAuth(authOptions()) as (req: Request, ctx: unknown) => Promise<Response>;
  const passwordSignIn =
    req.method === "POST" && new URL(req.url).pathname.endsWith("/callback/credentials");
  if (!passwordSignIn) return withSignInAddress(address, () => nextAuth(req, ctx));

  const admission = admitSignIn(address);
  if ("retryAfter" in admission) {
    // not awaited: a refusal costs no database work on the way out
    void recordSignIn({ email: "", address, method: "password", outcome: "busy" });
    return tooManySignIns(req, admission.retryAfter);
  }
  try {
    return await withSignInAddress(address, () => nextAuth(req, ctx));
  } finally {
    admission.release();
  }
}

/**
 * Answered at once, before any hash or database work. The body is what
 * next-auth's `signIn()` reads (a URL with `error`), plus the console's error
 * envelope for other clients.
 */
function tooManySignIns(req: Request, retryAfter: number): Response {
  const message = `Too many sign-ins, try again in ${retryAfter} s.`;
  const url = new URL("/login", req.url);
  url.searchParams.set("error", message);
  return Response.json(
    { url: url.toString(), error: { code: "rate_limited", message, retryAfter } },
    { status: 429, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } },
  );
}

export { handler as GET, handler as POST };
