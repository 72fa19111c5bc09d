import type { NormalisedPhones } from "../../phone/numbers";
import type { ViberCampaignFormValues } from "./campaign-form";

/** Lists the phone worker normalised, so the form's frequent synchronous checks need not redo them. */
const memo = new Map<string, NormalisedPhones>();
const MEMO_SIZE = 4;
const memoKey = (v: Pick<ViberCampaignFormValues, "phones_text" | "country">) =>
  `${v.country}\n${v.phones_text}`;

function remember(key: string, value: NormalisedPhones) {
  memo.delete(key);
  memo.set(key, value);
  while (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
}

export function rememberRecipients(
  v: Pick<ViberCampaignFormValues, "phones_text" | "country">,
  value: NormalisedPhones,
) {
  remember(memoKey(v), value);
}

export const recipientsKnown = (v: Pick<ViberCampaignFormValues, "phones_text" | "country">) =>
  v.phones_text.trim() === "" || memo.has(memoKey(v));

/** null when this text in this country has not been read yet */
export function knownRecipients(
  v: Pick<ViberCampaignFormValues, "phones_text" | "country">,
): NormalisedPhones | null {
  if (v.phones_text.trim() === "") return { phones: [], invalid: [], duplicates: [] };
  const key = memoKey(v);
  const known = memo.get(key);
  if (known) remember(key, known);
  return known ?? null;
}
