import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";
import type { AddressBook, ListResult } from "@/lib/schemas/resources";

export const addressBookKeys = { all: ["address-books"] as const };

/** the first 100: the upstream pages by at most 100 */
const addressBooksRead = apiRead<ListResult<AddressBook>>(
  addressBookKeys.all,
  withQuery("/api/address-books", { limit: 100 }),
);

export const addressBooksQuery = queryOptions({
  ...readQuery(addressBooksRead),
  staleTime: 60_000,
});

export const useAddressBooks = (enabled = true) => useQuery({ ...addressBooksQuery, enabled });
