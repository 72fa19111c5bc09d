import "server-only";

import { z } from "zod";

import type { AddressBook, ListResult } from "@/lib/schemas/resources";
import { count, id, textOr, textOrNull } from "@/server/upstream/coerce";
import { get, listed, readList, type PageQuery } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";

const addressBookRaw = z.looseObject({
  id,
  name: textOr(""),
  all_email_qty: count,
  active_email_qty: count,
  inactive_email_qty: count,
  creationdate: textOrNull,
  status: z.unknown().optional(),
  status_explain: textOrNull,
});

function toAddressBook(b: z.output<typeof addressBookRaw>): AddressBook {
  return {
    id: b.id,
    name: b.name,
    size: b.all_email_qty,
    active: b.active_email_qty,
    inactive: b.inactive_email_qty,
    created: b.creationdate,
    status: typeof b.status === "string" || typeof b.status === "number" ? b.status : null,
    status_explain: b.status_explain,
  };
}

/** The account's address books (a campaign's recipients may come from one). */
export function addressBookEndpoints(t: Transport) {
  return {
    async listAddressBooks(q: PageQuery): Promise<ListResult<AddressBook>> {
      const raw = await get(t, "/addressbooks", { query: q, cacheTtlMs: 30_000 });
      return listed(readList(addressBookRaw, raw, "address books", "address book"), toAddressBook);
    },
  };
}
