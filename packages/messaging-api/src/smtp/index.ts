import type { ApiModule } from "../context";
import { smtpTick } from "./activity";
import { registerBounces } from "./bounces";
import { seedSmtpDemo } from "./demo-data";
import { registerDomains } from "./domains";
import { registerEmails } from "./emails";
import { smtpSchema } from "./schema";
import { registerSend } from "./send";
import { registerSenders } from "./senders";
import { registerTemplates } from "./templates";
import { registerUnsubscribes } from "./unsubscribes";

/** SMTP email: sending, log with tracking, bounces, unsubscribes, senders, domains, templates. */
export const smtpModule: ApiModule = {
  name: "smtp",
  schema: smtpSchema,
  register(router, ctx) {
    registerSend(router, ctx);
    registerEmails(router, ctx);
    registerBounces(router, ctx);
    registerUnsubscribes(router, ctx);
    registerSenders(router, ctx);
    registerDomains(router, ctx);
    registerTemplates(router, ctx);
  },
  seed: seedSmtpDemo,
  tick: smtpTick,
};
