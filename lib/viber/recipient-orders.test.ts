import { expect, it } from "vitest";

import { RECIPIENT_SORTS } from "../schemas/queries";
import { RECIPIENT_ORDERS } from "./recipient-orders";

it("offers exactly the orders the server sorts in", () => {
  expect(RECIPIENT_ORDERS.map((o) => o.value).sort()).toEqual([...RECIPIENT_SORTS].sort());
});
