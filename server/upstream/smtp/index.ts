import "server-only";

import type { Transport } from "@/server/upstream/transport";

import { bounceEndpoints } from "./bounces";
import { domainEndpoints } from "./domains";
import { emailEndpoints } from "./emails";
import { senderEndpoints } from "./senders";
import { templateEndpoints } from "./templates";
import { unsubscribeEndpoints } from "./unsubscribes";

export { EMAIL_PAGE_MAX, type EmailFilters } from "./emails";

/** The email service's endpoints, one module per resource, over one transport. */
export function smtpEndpoints(t: Transport) {
  return {
    ...emailEndpoints(t),
    ...bounceEndpoints(t),
    ...unsubscribeEndpoints(t),
    ...senderEndpoints(t),
    ...domainEndpoints(t),
    ...templateEndpoints(t),
  };
}
