import { unsubscribeKeys } from "@/lib/queries/email/unsubscribes";
import { blacklistKeys } from "@/lib/queries/viber/blacklist";
import { importChunk, suppressionKeys } from "@/lib/suppressions/queries";

import type { ImportTarget } from "./use-blacklist-import";

/** A file's numbers go to the blacklist through the import route: the log keeps every one. */
export const blacklistImport: ImportTarget = {
  send: (phones, description, key) => importChunk("blacklist", phones, description, key),
  changes: [blacklistKeys.all, suppressionKeys.all],
  noun: { one: "number", many: "numbers" },
};

export const unsubscribeImport: ImportTarget = {
  send: (emails, comment, key) => importChunk("unsubscribes", emails, comment, key),
  changes: [unsubscribeKeys.all, suppressionKeys.all],
  noun: { one: "address", many: "addresses" },
};
