import { z } from "zod";

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isDomainName(text: string): boolean {
  if (text.length > 253) return false;
  const labels = text.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((l) => LABEL.test(l))) return false;
  const tld = labels[labels.length - 1] ?? "";
  return /^[a-z]{2,63}$/.test(tld);
}

/** It ends up inside an upstream path, so only real DNS names pass (never `../../oauth`). */
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isDomainName, "must be a domain name such as mail.example.com");

/** A pasted link, address, capitals or trailing dot are cleaned, not refused. */
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

export const domainAddFormSchema = z.object({
  domain: z.string().transform(cleanDomainInput).pipe(domainNameSchema),
});

export const domainAddSchema = z.object({ domain: domainNameSchema });

export type DomainAdd = z.output<typeof domainAddSchema>;

export const domainDnsParams = z.object({ domain: domainNameSchema });

export const domainDnsQuery = z.object({
  fresh: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});
