import { z } from "zod";

import { ROLES } from "@/lib/permissions";

/** A code from an authenticator app (6 digits) or a recovery code, as typed. */
export const secondFactorCodeSchema = z.object({
  code: z.string().trim().min(1, "Enter the code").max(64, "At most 64 characters"),
});
export type SecondFactorCode = z.output<typeof secondFactorCodeSchema>;

/** Which roles must have a second factor (PUT /api/settings/two-factor). */
export const twoFactorPolicySchema = z.object({
  requiredRoles: z.array(z.enum(ROLES)).max(ROLES.length),
});
export type TwoFactorPolicy = z.output<typeof twoFactorPolicySchema>;

/** What GET /api/settings/two-factor answers. */
export interface TwoFactorSettings {
  requiredRoles: (typeof ROLES)[number][];
  /** the users with a second factor on */
  enrolledUserIds: number[];
}

/** Enrolment begun: the secret for manual entry, its otpauth:// URI and a QR code (data: URL). */
export interface TwoFactorEnrolment {
  secret: string;
  uri: string;
  qr: string;
}
