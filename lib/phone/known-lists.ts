import type { NormalisedPhones } from "./numbers";

/** A pasted list and the country its local numbers are read in (as the campaign form holds them). */
type PastedList = { phones_text: string; country: string };

/** Lists the phone worker normalised, so the form's frequent synchronous checks need not redo them. */
const memo = new Map<string, NormalisedPhones>();
const MEMO_SIZE = 4;
const memoKey = (v: PastedList) => `${v.country}\n${v.phones_text}`;

function remember(key: string, value: NormalisedPhones) {
  memo.delete(key);
  memo.set(key, value);
  while (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
}

/** Keeps a list normalised elsewhere (the phone worker, the form's checks) for `knownRecipients`. */
export function rememberRecipients(v: PastedList, value: NormalisedPhones) {
  remember(memoKey(v), value);
}

/** Whether the list has been read (a blank list, or one normalised already). */
export const recipientsKnown = (v: PastedList) =>
  v.phones_text.trim() === "" || memo.has(memoKey(v));

/**
 * The pasted list as last normalised (by the phone worker, or by the form's
 * checks), or null when this text in this country has not been read yet.
 */
export function knownRecipients(v: PastedList): NormalisedPhones | null {
  if (v.phones_text.trim() === "") return { phones: [], invalid: [], duplicates: [] };
  const key = memoKey(v);
  const known = memo.get(key);
  if (known) remember(key, known);
  return known ?? null;
}
