import { z } from "zod";

import { ROLES, type Role } from "@/lib/permissions";

export const passwordSchema = z
  .string()
  .min(12, "At least 12 characters")
  .max(200, "At most 200 characters");

export const userCreateSchema = z.object({
  email: z.email("Must be an email address").max(254),
  name: z.string().trim().min(1, "Give a name").max(100),
  role: z.enum(ROLES, { error: "Pick a role" }),
  password: passwordSchema.optional(),
});

export const userUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    role: z.enum(ROLES).optional(),
    active: z.boolean().optional(),
    /** shown once */
    resetPassword: z.literal(true).optional(),
    /** grant or take back campaigns:approve (a role without it) */
    canApprove: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;

/** never the password hash */
export interface PublicUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  createdAt: string;
  /** permissions granted beyond the role's (lib/permissions.ts GRANTABLE_PERMISSIONS) */
  grants: string[];
}

/** null: never, as far as the audit log knows */
export interface UserListRow extends PublicUser {
  lastSignInAt: string | null;
}

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Enter the password you signed in with").max(200),
  newPassword: passwordSchema,
});
export type PasswordChange = z.output<typeof passwordChangeSchema>;
