import "server-only";

import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { safeRedirect } from "@/lib/auth/safe-callback";
import { requireSecondFactor, ssoNeedsCode } from "@/server/auth/two-factor/sign-in";
import { env } from "@/server/env";

import { ABSOLUTE_SESSION_MS, userForSession } from "./current-user";
import { verifyPassword } from "./password";
import { prepareAuthEnvironment } from "./secret";
import { createSession, revokeSession } from "./sessions";
import { noteSignedIn, signInAddress, signInDevice } from "./sign-in-context";
import { checkPassword } from "./sign-in-gate";
import { recordSignIn } from "./sign-in-log";
import { attemptFailed, attemptSucceeded, reserveAttempt, waitInWords } from "./throttle";
import { findSessionUser, findUserByEmail } from "./users";

export const WRONG_CREDENTIALS = "Wrong email or password.";
export const TEMPORARY_PASSWORD_EXPIRED =
  "This temporary password has expired (they last 24 hours). Ask an admin to reset your password.";
/** thrown by the jwt callback for a session that is over: next-auth then clears the cookie */
const SESSION_ENDED = "session ended";
/** after the last session refresh */
const IDLE_SECONDS = 30 * 60;

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
          code: { label: "Code", type: "text" },
        },
        async authorize(credentials) {
          const email = String(credentials?.email ?? "")
            .trim()
            .toLowerCase();
          const password = String(credentials?.password ?? "");
          const address = signInAddress();
          const device = signInDevice();
          const attempt = { email, address, method: "password" as const };
          if (!email || !password) throw new Error(WRONG_CREDENTIALS);
          // counted before the hash: concurrent guesses cannot overshoot a limit
          const reserved = await reserveAttempt({ email, address, device });
          if (!reserved.ok) {
            await recordSignIn({ ...attempt, outcome: "throttled" });
            throw new Error(
              `Too many failed attempts from here. Try again in ${waitInWords(reserved.waitSeconds)}.`,
            );
          }
          const user = await findUserByEmail(email);
          // at most a few hashes at once; a known device's go first
          const ok = await checkPassword(
            () => verifyPassword(user?.passwordHash, password),
            device?.email === email,
          );
          if (!user || !ok || !user.active) {
            await attemptFailed();
            await recordSignIn({ ...attempt, user, outcome: "wrong_credentials" });
            throw new Error(WRONG_CREDENTIALS);
          }
          await attemptSucceeded(reserved);
          if (user.passwordTemporaryUntil && user.passwordTemporaryUntil.getTime() <= Date.now()) {
            await recordSignIn({ ...attempt, user, outcome: "expired" });
            throw new Error(TEMPORARY_PASSWORD_EXPIRED);
          }
          const secondFactor = await requireSecondFactor(user, credentials, attempt);
          // the browser is a known device only once every factor was right
          noteSignedIn(user.email);
          await recordSignIn({ ...attempt, user, outcome: "ok", secondFactor });
          return { id: String(user.id), email: user.email, name: user.name };
        },
      }),
      ...oidcProvider(),
    ],
    callbacks: {
      // only this console: never an open redirect, never a 500
      redirect: ({ url, baseUrl }) => safeRedirect(url, baseUrl),
      async signIn({ user, account }) {
        if (account?.provider !== "oidc") return true;
        // SSO signs in existing, active console users only; their role comes from the console.
        const known = user.email ? await findUserByEmail(user.email) : undefined;
        await recordSignIn({
          email: user.email ?? "",
          user: known,
          address: signInAddress(),
          method: "sso",
          outcome: known?.active ? "ok" : "not_allowed",
        });
        if (known?.active) noteSignedIn(known.email);
        return !!known?.active;
      },
      async jwt({ token, user, account }) {
        if (user) {
          const sso = account?.provider === "oidc" ? await findUserByEmail(user.email ?? "") : null;
          const id = sso ? sso.id : account?.provider === "oidc" ? undefined : Number(user.id);
          if (id === undefined) throw new Error(SESSION_ENDED);
          // sign-out revokes the server-side session; an SSO user with a second factor waits for its code
          const sid = await createSession(id, ABSOLUTE_SESSION_MS, ssoNeedsCode(sso ?? undefined));
          return { uid: id, sid, signedInAt: Date.now() };
        }
        // /api/auth/session re-issues the cookie: never for a session that is over
        const current = await userForSession({
          uid: Number(token.uid),
          sid: typeof token.sid === "string" ? token.sid : "",
          signedInAt: Number(token.signedInAt),
        });
        if (!current) throw new Error(SESSION_ENDED);
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
    events: {
      async signOut({ token }) {
        const sid = typeof token?.sid === "string" ? token.sid : "";
        if (!sid) return;
        await revokeSession(sid);
        const user = await findSessionUser(Number(token.uid));
        await recordSignIn({
          email: user?.email ?? "",
          user,
          address: signInAddress(),
          method: "password",
          outcome: "signed_out",
        });
      },
    },
    logger: {
      error: (code, meta) => {
        const message = meta instanceof Error ? meta.message : "";
        // a session that is over is answered "no session", not an error worth a log line
        if (message === SESSION_ENDED) return;
        console.error(`[auth] ${code}`, message);
      },
      warn: () => {},
      debug: () => {},
    },
  };
  return options;
}
