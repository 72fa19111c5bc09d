import { z } from "zod";

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** True for a real DNS host name: labels of 1–63 letters/digits/hyphens, an alphabetic TLD, ≤ 253 chars. */
export function isDomainName(text: string): boolean {
  if (text.length > 253) return false;
  const labels = text.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((l) => LABEL.test(l))) return false;
  const tld = labels[labels.length - 1] ?? "";
  return /^[a-z]{2,63}$/.test(tld);
}

/**
 * A sender domain. It ends up inside an upstream path
 * (`/v2/email-service/smtp/sender_domains/{domain}`), so only real DNS names pass:
 * never `../../oauth`, `evil.example/x` or `a..b`.
 */
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isDomainName, "must be a domain name such as mail.example.com");

/**
 * What a person pastes for a domain, reduced to the domain: a link
 * ("https://newbrand.example/"), an address ("news@newbrand.example"), capitals
 * and the root's trailing dot ("NEWBRAND.EXAMPLE.") are cleaned, not refused.
 * What remains must still be a domain name (`domainNameSchema`).
 */
export function cleanDomainInput(text: string): string {
  return text
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/[/?#].*$/, "")
    .replace(/^.*@/, "")
    .replace(/:\d+$/, "")
    .replace(/\.+$/, "")
    .toLowerCase();
}

/** The add-domain form: the typed text cleaned (above), then checked as the API checks it. */
export const domainAddFormSchema = z.object({
  domain: z.string().transform(cleanDomainInput).pipe(domainNameSchema),
});

/** Body of the console's POST /api/email/domains. */
export const domainAddSchema = z.object({ domain: domainNameSchema });

export type DomainAdd = z.output<typeof domainAddSchema>;

/** Path of GET /api/email/domains/[domain]/dns: a domain name, nothing that could change the looked-up name. */
export const domainDnsParams = z.object({ domain: domainNameSchema });

/** `fresh=1`: look again now ("Check again") instead of a diagnosis seconds old. */
export const domainDnsQuery = z.object({
  fresh: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});
