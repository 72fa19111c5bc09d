/**
 * The upstream filters by the English country name it records; the URL keeps the ISO code.
 * A plain list rather than libphonenumber's metadata, so the log's bundle stays small.
 */
const CODES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW";

/** and XK, Kosovo, which geolocation databases use */
export const COUNTRY_CODES: readonly string[] = CODES.split(" ");

const CODE = /^[A-Z]{2}$/;
export const isCountryCode = (v: string) => CODE.test(v) && COUNTRY_CODES.includes(v);

/** Newer Unicode spellings the upstream's records do not use. */
const UPSTREAM_SPELLING: Record<string, string> = { TR: "Turkey" };

let english: Intl.DisplayNames | null = null;

export function countryName(code: string): string {
  english ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  try {
    return english.of(code) ?? code;
  } catch {
    return code;
  }
}

/** An old link's free text goes as it is. */
export function upstreamCountry(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const code = value.toUpperCase();
  if (!isCountryCode(code)) return value;
  return UPSTREAM_SPELLING[code] ?? countryName(code);
}

export function countryOptions(): { value: string; label: string }[] {
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, "en"),
  );
}

/** The upstream writes English names in most records and an ISO code in some. */
export function countryLabel(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  const code = text.toUpperCase();
  return text.length === 2 && isCountryCode(code) ? countryName(code) : text;
}
