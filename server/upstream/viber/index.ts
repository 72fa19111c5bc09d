import "server-only";

import type { Transport } from "@/server/upstream/transport";

import { addressBookEndpoints } from "./address-books";
import { blacklistEndpoints } from "./blacklist";
import { campaignEndpoints } from "./campaigns";
import { senderEndpoints } from "./senders";
import { templateEndpoints } from "./templates";

/** The Viber service's endpoints, one module per resource, over one transport. */
export function viberEndpoints(t: Transport) {
  return {
    ...campaignEndpoints(t),
    ...senderEndpoints(t),
    ...blacklistEndpoints(t),
    ...addressBookEndpoints(t),
    ...templateEndpoints(t),
  };
}
