import { z } from "zod";

import { ROLES } from "@/lib/permissions";

export const secondFactorCodeSchema = z.object({
  code: z.string().trim().min(1, "Enter the code").max(64, "At most 64 characters"),
});
export type SecondFactorCode = z.output<typeof secondFactorCodeSchema>;

export const twoFactorPolicySchema = z.object({
  requiredRoles: z.array(z.enum(ROLES)).max(ROLES.length),
});
export type TwoFactorPolicy = z.output<typeof twoFactorPolicySchema>;

export interface TwoFactorSettings {
  requiredRoles: (typeof ROLES)[number][];
  enrolledUserIds: number[];
}

export interface TwoFactorEnrolment {
  secret: string;
  uri: string;
  qr: string;
}
