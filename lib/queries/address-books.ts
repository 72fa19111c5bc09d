import { queryOptions, useQuery } from "@tanstack/react-query";

import type { AddressBook, ListResult } from "../schemas/resources";
import { apiRequest } from "./api-client";

export const addressBookKeys = { all: ["address-books"] as const };

/** The account's mailing lists (the first 100: the upstream pages by at most 100). */
export const addressBooksQuery = queryOptions({
  queryKey: addressBookKeys.all,
  queryFn: ({ signal }) =>
    apiRequest<ListResult<AddressBook>>("/api/address-books", { query: { limit: 100 }, signal }),
  staleTime: 60_000,
});

export const useAddressBooks = (enabled = true) => useQuery({ ...addressBooksQuery, enabled });
