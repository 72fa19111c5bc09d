import { expect, it } from "vitest";

import { RECIPIENT_SORTS } from "@/lib/schemas/queries";

import { RECIPIENT_ORDERS, recipientFiltersFrom } from "./recipient-orders";

it("offers exactly the orders the server sorts in", () => {
  expect(RECIPIENT_ORDERS.map((o) => o.value).sort()).toEqual([...RECIPIENT_SORTS].sort());
});

it("reads the filters from the address, falling back to the defaults for anything else", () => {
  expect(recipientFiltersFrom({})).toEqual({ status: undefined, q: undefined, sort: "-send_date" });
  expect(recipientFiltersFrom({ status: "read", q: "38050", sort: "price" })).toEqual({
    status: "read",
    q: "38050",
    sort: "price",
  });
  expect(recipientFiltersFrom({ q: "+380 50", sort: "name" })).toEqual({
    status: undefined,
    q: undefined,
    sort: "-send_date",
  });
});
