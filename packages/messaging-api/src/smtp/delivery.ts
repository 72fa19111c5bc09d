export interface SmtpAnswer {
  code: number;
  subcode: string;
  data: string;
}

const ANSWERS = {
  unknown: [550, "5.1.1", "5.1.1 <{rcpt}>: Recipient address rejected: User unknown"],
  full: [552, "5.2.2", "5.2.2 <{rcpt}>: Mailbox full, quota exceeded"],
  blocked: [554, "5.7.1", "5.7.1 Message rejected: policy violation, spam suspected"],
  spam: [554, "5.7.1", "5.7.1 Message rejected: policy violation, spam suspected"],
  temp: [421, "4.4.2", "4.4.2 Connection timed out, try again later"],
  deferred: [421, "4.4.2", "4.4.2 Connection timed out, try again later"],
} as const satisfies Record<string, readonly [number, string, string]>;

/** Domain whose every mailbox bounces (a user unknown unless the local part says otherwise). */
export const BOUNCE_DOMAIN = "bounce.example";

/** By local part (`unknown`, `full`, `blocked`, `temp`…) so tests and demos can provoke each bounce. */
export function smtpAnswerFor(address: string): SmtpAnswer {
  const at = address.lastIndexOf("@");
  const local = (address.slice(0, at).split("+")[0] ?? "").toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  const hit = Object.hasOwn(ANSWERS, local) ? ANSWERS[local as keyof typeof ANSWERS] : null;
  const answer =
    hit ??
    (domain === BOUNCE_DOMAIN || domain.endsWith(`.${BOUNCE_DOMAIN}`) ? ANSWERS.unknown : null);
  if (!answer) return { code: 250, subcode: "2.0.0", data: "2.0.0 OK" };
  return { code: answer[0], subcode: answer[1], data: answer[2].replace("{rcpt}", address) };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export function renderTemplate(body: string, variables: Record<string, string | number | boolean>) {
  return body.replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (_, name: string) =>
    Object.hasOwn(variables, name)
      ? String(variables[name]).replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c)
      : "",
  );
}

export const htmlToText = (html: string) =>
  html
    .replace(/<(br|\/p|\/h\d|\/li)[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

export const linksOf = (html: string) => [
  ...new Set([...html.matchAll(/href\s*=\s*["'](https?:\/\/[^"']+)["']/gi)].map((m) => m[1] ?? "")),
];

export const base64Bytes = (b64: string) =>
  Math.floor((b64.length * 3) / 4) - (b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0);
