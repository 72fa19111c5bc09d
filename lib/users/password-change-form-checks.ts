import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import { passwordChangeSchema } from "./schema";

/** Loaded when the form is first touched, not with the page. */
const schema = passwordChangeSchema
  .extend({ confirmPassword: z.string().min(1, "Type the new password again") })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ["confirmPassword"],
    message: "Not the same as the new password",
  });

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const passwordChangeResolver = zodResolver<
  PasswordChangeValues,
  unknown,
  PasswordChangeValues
>(schema);
