import { apiRoutes } from "@/lib/api-routes";
import { addressBooksQuery } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/address-books — mailing lists to pick as campaign recipients
export const GET = route(
  apiRoutes["GET /api/address-books"],
  { query: addressBooksQuery },
  ({ query }) => upstream().viber.listAddressBooks(query),
);
