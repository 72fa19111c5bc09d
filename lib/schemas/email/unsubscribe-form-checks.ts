import { zodResolver } from "@hookform/resolvers/zod";
import { resubscribeSchema } from "@messaging-console/contract/email/lists";
import { emailAddressSchema } from "@messaging-console/contract/email/send";
import { MAX_UNSUBSCRIBE_EMAILS } from "@messaging-console/contract/limits";
import { z } from "zod";

import { formatNumber } from "@/lib/format";

import { parseAddressList } from "./unsubscribe-list";

/**
 * The checks of the unsubscribes page's forms (the address check, adding
 * addresses, the resubscribe request), loaded when one of them is first touched
 * (`lib/lazy-resolver.ts`) rather than with the page: they bring zod.
 */

const checkSchema = z.object({ email: z.string().trim().pipe(emailAddressSchema) });
export const checkResolver = zodResolver<{ email: string }, unknown, { email: string }>(
  checkSchema,
);

const addSchema = z
  .object({
    text: z.string(),
    comment: z.string().trim().max(255, "At most 255 characters"),
  })
  .superRefine((v, ctx) => {
    const parsed = parseAddressList(v.text, v.comment);
    const message =
      parsed.invalid.length > 0
        ? `${parsed.invalid.length === 1 ? "1 line is" : `${parsed.invalid.length} lines are`} not valid: correct or remove ${parsed.invalid.length === 1 ? "it" : "them"} (listed below)`
        : parsed.tooMany
          ? `At most ${formatNumber(MAX_UNSUBSCRIBE_EMAILS)} addresses at once`
          : parsed.entries.length === 0
            ? "Paste at least one email address"
            : null;
    if (message) ctx.addIssue({ code: "custom", path: ["text"], message });
  });
export interface AddForm {
  text: string;
  comment: string;
}
export const addResolver = zodResolver<AddForm, unknown, AddForm>(addSchema);

export type ResubscribeForm = z.input<typeof resubscribeSchema>;
export type ResubscribeBody = z.output<typeof resubscribeSchema>;
export const resubscribeResolver = zodResolver<ResubscribeForm, unknown, ResubscribeBody>(
  resubscribeSchema,
);
