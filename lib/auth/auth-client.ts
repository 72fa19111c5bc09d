/**
 * next-auth v4's endpoints without `next-auth/react` (~9 KB gzip for three POSTs): the same
 * requests `signIn()`/`signOut()` send. Password sign-ins keep the path the sign-in gate watches.
 */

const BASE = "/api/auth";

/** the server checks again */
export interface SignInFields {
  email: string;
  password: string;
  code?: string;
}

// zod's own email pattern, so the page says what the zod form said
const EMAIL =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

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

/** `error`: next-auth's code ("CredentialsSignin") or the server's message (too many attempts…). */
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

export async function signInWith(provider: string, callbackUrl: string): Promise<void> {
  const { url } = await post(`/signin/${encodeURIComponent(provider)}`, { callbackUrl });
  window.location.assign(url ?? `${BASE}/signin?${new URLSearchParams({ callbackUrl })}`);
}

export async function signOut(callbackUrl: string): Promise<void> {
  const { url } = await post("/signout", { callbackUrl });
  window.location.assign(url ?? callbackUrl);
}
