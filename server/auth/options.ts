import "server-only";

import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { safeRedirect } from "@/lib/safe-callback";
import { env } from "@/server/env";

import { verifyPassword } from "./password";
import { prepareAuthEnvironment } from "./secret";
import { clearLoginFailures, recordLoginFailure, throttledFor } from "./throttle";
import { findSessionUser, findUserByEmail } from "./users";

export const WRONG_CREDENTIALS = "Wrong email or password.";
/** Idle limit: the session cookie lives this long after the last session refresh. */
const IDLE_SECONDS = 30 * 60;

function clientIp(headers: Record<string, string | string[] | undefined> | undefined): string {
  const forwarded = headers?.["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  const real = headers?.["x-real-ip"];
  return first || (Array.isArray(real) ? real[0] : real) || "unknown";
}

function oidcProvider(): NextAuthOptions["providers"] {
  const e = env();
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) return [];
  return [
    {
      id: "oidc",
      name: e.OIDC_NAME,
      type: "oauth",
      wellKnown: `${e.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      authorization: { params: { scope: "openid email profile" } },
      idToken: true,
      checks: ["pkce", "state"],
      profile(profile: { sub: string; email?: string; name?: string }) {
        return {
          id: profile.sub,
          email: profile.email ?? null,
          name: profile.name ?? profile.email ?? null,
        };
      },
    },
  ];
}

export function oidcEnabled(): { name: string } | null {
  const e = env();
  return e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET ? { name: e.OIDC_NAME } : null;
}

let options: NextAuthOptions | undefined;

/** next-auth v4 with JWT sessions; users, roles and throttling live in the console database. */
export function authOptions(): NextAuthOptions {
  if (options) return options;
  prepareAuthEnvironment();
  options = {
    session: { strategy: "jwt", maxAge: IDLE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, req) {
          const email = String(credentials?.email ?? "")
            .trim()
            .toLowerCase();
          const password = String(credentials?.password ?? "");
          const ip = clientIp(req?.headers as Record<string, string> | undefined);
          if (!email || !password) throw new Error(WRONG_CREDENTIALS);
          const wait = await throttledFor(email, ip);
          if (wait > 0) throw new Error(`Too many attempts. Try again in ${wait} minutes.`);
          const user = await findUserByEmail(email);
          const ok = await verifyPassword(user?.passwordHash, password);
          if (!user || !ok || !user.active) {
            await recordLoginFailure(email, ip);
            throw new Error(WRONG_CREDENTIALS);
          }
          await clearLoginFailures(email);
          return { id: String(user.id), email: user.email, name: user.name };
        },
      }),
      ...oidcProvider(),
    ],
    callbacks: {
      // after sign-in (and sign-out) only this console: never an open redirect, never a 500
      redirect: ({ url, baseUrl }) => safeRedirect(url, baseUrl),
      async signIn({ user, account }) {
        if (account?.provider !== "oidc") return true;
        // SSO signs in existing, active console users only; their role comes from the console.
        const known = user.email ? await findUserByEmail(user.email) : undefined;
        return !!known?.active;
      },
      async jwt({ token, user, account }) {
        if (user) {
          const id =
            account?.provider === "oidc"
              ? (await findUserByEmail(user.email ?? ""))?.id
              : Number(user.id);
          return { uid: id, signedInAt: Date.now() };
        }
        return token;
      },
      async session({ session, token }) {
        const found = await findSessionUser(Number(token.uid));
        if (!found?.active) return { ...session, user: undefined };
        return {
          ...session,
          user: { id: found.id, email: found.email, name: found.name, role: found.role },
        } as typeof session;
      },
    },
    logger: {
      error: (code, meta) =>
        console.error(`[auth] ${code}`, meta instanceof Error ? meta.message : ""),
      warn: () => {},
      debug: () => {},
    },
  };
  return options;
}
