import { z } from "zod";

import { MAX_ATTACHMENTS_BYTES } from "../limits";
import { emailSendSchema } from "./send";

export { MAX_ATTACHMENTS_BYTES };

/** UTF-8 text → Base64, in the browser and on the server alike. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64Size(b64: string): number {
  return Math.floor((b64.length * 3) / 4) - (b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0);
}

/**
 * Body of the console's POST /api/email/messages: the upstream's fields, except
 * that `html` is plain HTML — the console encodes it to Base64 for the upstream.
 * The send form resolves with this same schema.
 */
export const consoleEmailSendSchema = z
  .object({ email: z.looseObject({ html: z.string().optional() }) })
  .transform(
    ({ email }) =>
      ({
        email: {
          ...email,
          html: email.html === undefined || email.html === "" ? undefined : toBase64(email.html),
        },
      }) as unknown as z.input<typeof emailSendSchema>,
  )
  .pipe(emailSendSchema)
  .superRefine((body, ctx) => {
    const files = body.email.attachments_binary ?? {};
    const total = Object.values(files).reduce((n: number, b64: string) => n + base64Size(b64), 0);
    if (total > MAX_ATTACHMENTS_BYTES) {
      ctx.addIssue({
        code: "custom",
        path: ["email", "attachments_binary"],
        message: `Attachments come to ${(total / 1048576).toFixed(1)} MB; the limit is ${MAX_ATTACHMENTS_BYTES / 1048576} MB in all`,
      });
    }
  });
export type ConsoleEmailSend = z.output<typeof consoleEmailSendSchema>;
