import type { ApiModule } from "../context";
import { registerAccount } from "./account";
import { registerBlacklist } from "./blacklist";
import { registerCampaigns } from "./campaigns";
import { seedViber } from "./demo-data";
import { viberTick } from "./lifecycle";
import { registerRecipients } from "./recipients";
import { viberSchema } from "./schema";
import { registerSenders } from "./senders";
import { registerTemplates } from "./templates";

/** Viber campaigns, senders, blacklist, address books and user info. */
export const viberModule: ApiModule = {
  name: "viber",
  schema: viberSchema,
  register(router, ctx) {
    registerCampaigns(router, ctx);
    registerRecipients(router, ctx);
    registerSenders(router, ctx);
    registerTemplates(router, ctx);
    registerBlacklist(router, ctx);
    registerAccount(router, ctx);
  },
  seed: seedViber,
  tick: viberTick,
};
