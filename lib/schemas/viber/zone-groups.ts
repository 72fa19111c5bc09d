import { parsePhoneNumberFromString } from "libphonenumber-js/max";

import { COUNTRY_ZONES, SEVERAL_ZONES } from "@/lib/phone/country-zones";
import {
  clockIn,
  instantAt,
  isQuietAt,
  nextAllowed,
  type QuietHours,
} from "@/lib/schemas/local-hours";

/**
 * Recipients split into send groups, each one upstream campaign at its own
 * instant: by the timezone of each phone's country ("10:00 in each recipient's
 * own time"), or a campaign's one time with the recipients it would reach in
 * quiet hours moved to the next hour allowed where they are. Every phone lands
 * in exactly one group; a number of no country (+800…) goes by `fallbackZone`.
 */

export interface SendGroup {
  /** stable within one plan: the zone, or "main" for a campaign's own time */
  key: string;
  /** the recipients' zone; null for a group of several zones at the campaign's time */
  zone: string | null;
  /** countries of its phones (region codes, sorted); "" for numbers of no country */
  countries: string[];
  phones: string[];
  /** epoch ms */
  sendAt: number;
}

export interface PhoneZone {
  country: string;
  zone: string;
}

/** The country and zone a phone (international digits) is sent by. */
export function zoneOfPhone(phone: string, fallbackZone: string): PhoneZone {
  const country = parsePhoneNumberFromString(`+${phone}`)?.country ?? "";
  return { country, zone: COUNTRY_ZONES.get(country) ?? fallbackZone };
}

interface Bucket {
  zone: string;
  countries: Set<string>;
  phones: string[];
}

/** Phones by zone, in the order each zone first appears. */
export function byZone(phones: readonly string[], fallbackZone: string): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const phone of phones) {
    const { country, zone } = zoneOfPhone(phone, fallbackZone);
    let b = buckets.get(zone);
    if (!b) buckets.set(zone, (b = { zone, countries: new Set(), phones: [] }));
    b.countries.add(country);
    b.phones.push(phone);
  }
  return [...buckets.values()];
}

const sorted = (groups: SendGroup[]) =>
  groups.sort((a, b) => a.sendAt - b.sendAt || a.key.localeCompare(b.key));

const group = (b: Bucket, sendAt: number, key = b.zone): SendGroup => ({
  key,
  zone: b.zone,
  countries: [...b.countries].sort(),
  phones: b.phones,
  sendAt,
});

/**
 * One group per zone, each at `time` (`HH:MM`) on `date` (`YYYY-MM-DD`) there;
 * null when the date or time is not one.
 */
export function localTimeGroups(
  phones: readonly string[],
  { date, time, fallbackZone }: { date: string; time: string; fallbackZone: string },
): SendGroup[] | null {
  const out: SendGroup[] = [];
  for (const b of byZone(phones, fallbackZone)) {
    const at = instantAt(date, time, b.zone);
    if (at === null) return null;
    out.push(group(b, at));
  }
  return sorted(out);
}

/** The recipients a send at `sendAt` reaches inside quiet hours, by zone. */
export function quietAt(
  phones: readonly string[],
  sendAt: number,
  quiet: QuietHours,
  fallbackZone: string,
) {
  const zones = byZone(phones, fallbackZone).filter((b) => isQuietAt(sendAt, b.zone, quiet));
  return {
    count: zones.reduce((n, b) => n + b.phones.length, 0),
    zones: zones.map((b) => ({
      zone: b.zone,
      local: clockIn(sendAt, b.zone).time,
      n: b.phones.length,
    })),
  };
}

/**
 * A campaign at one instant with the recipients inside quiet hours moved: one
 * `main` group for everyone else, one group per zone moved.
 */
export function quietMovedGroups(
  phones: readonly string[],
  sendAt: number,
  quiet: QuietHours,
  fallbackZone: string,
): SendGroup[] {
  const main: SendGroup = { key: "main", zone: null, countries: [], phones: [], sendAt };
  const moved: SendGroup[] = [];
  for (const b of byZone(phones, fallbackZone)) {
    const at = nextAllowed(sendAt, b.zone, quiet);
    if (at === sendAt) {
      main.phones.push(...b.phones);
      main.countries.push(...b.countries);
    } else moved.push(group(b, at));
  }
  main.countries.sort();
  return sorted(main.phones.length > 0 ? [main, ...moved] : moved);
}

/** The countries among the groups whose zone here is their most populous one's, not everyone's. */
export function approximateCountries(groups: readonly SendGroup[]): string[] {
  const all = new Set(groups.flatMap((g) => (g.zone === null ? [] : g.countries)));
  return [...all].filter((c) => SEVERAL_ZONES.has(c)).sort();
}
