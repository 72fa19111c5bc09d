import "server-only";

import type { ViberCampaignCreate } from "@messaging-console/contract/viber";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

import type { HeldReview } from "@/lib/held-campaigns/schema";
import { upstream } from "@/server/upstream";
import { checkBlacklist } from "@/server/viber/blacklist-check";

/** The zones of a country, as the runtime's time zone data lists them. */
function zonesOf(country: string): string[] {
  const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & {
    timeZones?: string[];
    getTimeZones?: () => string[];
  };
  return locale.getTimeZones?.() ?? locale.timeZones ?? [];
}

/** Phones per country (by libphonenumber), with the zones the recipients' clocks are in. */
export function localTimes(phones: readonly string[]): HeldReview["localTimes"] {
  const counts = new Map<string, number>();
  for (const p of phones) {
    const country = parsePhoneNumberFromString(`+${p}`)?.country ?? "??";
    counts.set(country, (counts.get(country) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([country, count]) => ({
      country,
      count,
      zones: country === "??" ? [] : zonesOf(country),
    }));
}

/**
 * What an approver needs besides the message: the sender by name, the recipients
 * counted (valid, duplicates, blacklisted) or the address book, and where the
 * recipients are. Each read that fails leaves its part unknown, not the page.
 */
export async function reviewOf(payload: ViberCampaignCreate): Promise<HeldReview> {
  const up = upstream();
  const sender = await up.viber
    .listSenders()
    .then((s) => s.items.find((x) => x.id === payload.sender_id)?.name ?? null)
    .catch(() => null);
  if (payload.address_book != null) {
    const book = await up.viber
      .listAddressBooks({ limit: 1000, offset: 0 })
      .then((b) => b.items.find((x) => x.id === payload.address_book) ?? null)
      .catch(() => null);
    return {
      sender,
      recipients: {
        kind: "book",
        name: book?.name ?? null,
        size: book?.size ?? null,
        active: book?.active ?? null,
      },
      localTimes: [],
    };
  }
  const all = payload.recipients ?? [];
  const unique = [...new Set(all)];
  const blacklist = await checkBlacklist(unique).catch(() => ({ items: [], complete: false }));
  return {
    sender,
    recipients: {
      kind: "phones",
      valid: unique.length - blacklist.items.length,
      duplicates: all.length - unique.length,
      blacklisted: blacklist.items.length,
      complete: blacklist.complete,
    },
    localTimes: localTimes(unique),
  };
}
