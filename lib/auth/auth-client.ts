/**
 * The browser's side of next-auth v4's endpoints (app/api/auth/[...nextauth]),
 * without `next-auth/react` (its client, ~9 KB gzip with a regenerator runtime,
 * is not needed for three POSTs). The requests are the ones `signIn()` /
 * `signOut()` send: a CSRF token from /api/auth/csrf, a form-encoded POST with
 * `json=true`, and a JSON answer `{ url }` whose `error` parameter says what went
 * wrong. A password sign-in still goes to /api/auth/callback/credentials, the
 * path the sign-in gate's front door watches (server/auth/sign-in-gate.ts).
 */

const BASE = "/api/auth";

/** Sign-in fields as the sign-in page checks them before sending (the server checks again). */
export interface SignInFields {
  email: string;
  password: string;
  /** the second factor's code, sent once the server asked for it (server/auth/two-factor/) */
  code?: string;
}

// zod's own email pattern (z.email(), zod/v4/core/regexes.ts), so the page says
// the same as the form did when it validated with zod
const EMAIL =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The message at each field that is not right, none when both are. */
export function checkSignInFields(v: SignInFields): Partial<Record<"email" | "password", string>> {
  const errors: Partial<Record<"email" | "password", string>> = {};
  if (!EMAIL.test(v.email)) errors.email = "Enter your email address";
  if (v.password.length === 0) errors.password = "Enter your password";
  return errors;
}

async function csrfToken(): Promise<string> {
  const res = await fetch(`${BASE}/csrf`, { cache: "no-store" });
  const data = (await res.json().catch(() => null)) as { csrfToken?: unknown } | null;
  if (!res.ok || typeof data?.csrfToken !== "string")
    throw new Error("The console did not answer. Try again in a moment.");
  return data.csrfToken;
}

async function post(
  path: string,
  fields: Record<string, string>,
): Promise<{ res: Response; url: string | null }> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: "true" });
  const res = await fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  const data = (await res.json().catch(() => null)) as { url?: unknown } | null;
  return { res, url: typeof data?.url === "string" ? data.url : null };
}

export type SignInResult = { ok: true; url: string } | { ok: false; error: string };

/**
 * A password sign-in. `error` is next-auth's code ("CredentialsSignin") or the
 * message the server gave (too many attempts, a sign-in refused with a
 * Retry-After by the front door, …).
 */
export async function signInWithPassword(
  fields: SignInFields,
  callbackUrl: string,
): Promise<SignInResult> {
  const { code, ...rest } = fields;
  const { res, url } = await post("/callback/credentials", {
    ...rest,
    ...(code ? { code } : {}),
    callbackUrl,
  });
  const error = url ? new URL(url, window.location.origin).searchParams.get("error") : null;
  if (error) return { ok: false, error };
  if (!res.ok || !url)
    return { ok: false, error: `The console answered ${res.status}. Try again.` };
  return { ok: true, url };
}

/** Sign-in through an OAuth/OIDC provider: off to the provider's page. */
export async function signInWith(provider: string, callbackUrl: string): Promise<void> {
  const { url } = await post(`/signin/${encodeURIComponent(provider)}`, { callbackUrl });
  window.location.assign(url ?? `${BASE}/signin?${new URLSearchParams({ callbackUrl })}`);
}

/** Ends the session on the server (its cookie goes) and opens `callbackUrl`. */
export async function signOut(callbackUrl: string): Promise<void> {
  const { url } = await post("/signout", { callbackUrl });
  window.location.assign(url ?? callbackUrl);
}
