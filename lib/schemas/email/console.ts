import {
  emailAddressSchema,
  emailSendSchema,
  MAX_EMAIL_RECIPIENTS,
} from "@messaging-console/contract/email/send";
import { MAX_ATTACHMENTS_BYTES } from "@messaging-console/contract/limits";
import { z } from "zod";

import { headerControlIssues } from "./header-text";

export { MAX_ATTACHMENTS_BYTES };

export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** without encoding it: a text attachment may be megabytes */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

export function base64Size(b64: string): number {
  return Math.floor((b64.length * 3) / 4) - (b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0);
}

const consoleSendSchema = emailSendSchema.extend({
  confirm_unsubscribed: z.array(z.string()).optional(),
});

/** `html` is plain HTML here: the console encodes it for the upstream. */
export const consoleEmailSendSchema = z
  .object({
    email: z.looseObject({ html: z.string().optional() }),
    /** The Messaging API delivers to them, so the console refuses them unless named here. */
    confirm_unsubscribed: z
      .array(emailAddressSchema)
      .max(MAX_EMAIL_RECIPIENTS * 3)
      .optional(),
  })
  // header fields first: a CR/LF there is refused whatever else is wrong
  .superRefine(({ email }, ctx) => {
    for (const issue of headerControlIssues(email)) ctx.addIssue({ code: "custom", ...issue });
  })
  .transform(
    ({ email, confirm_unsubscribed }) =>
      ({
        email: {
          ...email,
          html: email.html === undefined || email.html === "" ? undefined : toBase64(email.html),
        },
        confirm_unsubscribed,
      }) as unknown as z.input<typeof consoleSendSchema>,
  )
  .pipe(consoleSendSchema)
  .superRefine((body, ctx) => {
    const text = Object.values(body.email.attachments ?? {}).reduce(
      (n: number, content: string) => n + utf8Length(content),
      0,
    );
    const binary = Object.values(body.email.attachments_binary ?? {}).reduce(
      (n: number, b64: string) => n + base64Size(b64),
      0,
    );
    const total = text + binary;
    if (total > MAX_ATTACHMENTS_BYTES) {
      ctx.addIssue({
        code: "custom",
        path: ["email", binary >= text ? "attachments_binary" : "attachments"],
        message: `Attachments come to ${(total / 1048576).toFixed(1)} MB; the limit is ${MAX_ATTACHMENTS_BYTES / 1048576} MB in all, text and binary files together`,
      });
    }
  });
export type ConsoleEmailSend = z.output<typeof consoleEmailSendSchema>;
