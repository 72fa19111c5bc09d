/** A pasted `DKIM-Signature` (RFC 6376 §3.5): `s=` and `d=` say where the key lives. */
export type DkimSignature =
  | { ok: true; selector: string; domain: string; host: string; algorithm: string | null }
  | { ok: false; reason: string };

const LABELS = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*$/i;

export function readDkimSignature(pasted: string): DkimSignature {
  // unfold (a CRLF followed by white space continues the header), then keep one signature
  let text = pasted.replace(/\r?\n[ \t]+/g, " ").trim();
  const named = /(?:^|\n)\s*DKIM-Signature\s*:/i.exec(text);
  if (named) text = text.slice(named.index + named[0].length);
  text = text.split(/\n\s*[A-Za-z-]+\s*:/)[0] ?? "";
  const tags = new Map<string, string>();
  for (const part of text.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim().toLowerCase();
    if (name && !tags.has(name)) tags.set(name, part.slice(eq + 1).replace(/\s+/g, ""));
  }
  const selector = tags.get("s");
  const domain = tags.get("d")?.replace(/\.$/, "").toLowerCase();
  if (!selector && !domain)
    return { ok: false, reason: "No s= or d= tag found: paste the whole DKIM-Signature header." };
  if (!selector) return { ok: false, reason: "The header has no s= (selector) tag." };
  if (!domain) return { ok: false, reason: "The header has no d= (signing domain) tag." };
  if (!LABELS.test(selector) || selector.length > 63 * 4)
    return { ok: false, reason: `s=${selector} is not a DNS name.` };
  if (!LABELS.test(domain) || domain.length > 253)
    return { ok: false, reason: `d=${domain} is not a domain name.` };
  return {
    ok: true,
    selector,
    domain,
    host: `${selector}._domainkey.${domain}`,
    algorithm: tags.get("a") ?? null,
  };
}

/** DMARC's relaxed alignment, roughly */
export const signsFor = (signingDomain: string, domain: string): boolean => {
  const d = domain.toLowerCase().replace(/\.$/, "");
  return signingDomain === d || signingDomain.endsWith(`.${d}`) || d.endsWith(`.${signingDomain}`);
};
