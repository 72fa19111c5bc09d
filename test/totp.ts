import { eq } from "drizzle-orm";

import { decryptSecret, totpFor } from "@/server/auth/two-factor/codes";
import { db } from "@/server/db/client";
import { totpFactors } from "@/server/db/schema";

/** The base32 TOTP secret a user enrolled (or began to), read back as the app would have it. */
export async function totpSecretOf(userId: number): Promise<string> {
  const [row] = await (await db()).select().from(totpFactors).where(eq(totpFactors.userId, userId));
  const secret = row && decryptSecret(row.secret, userId);
  if (!secret) throw new Error(`user ${userId} has no TOTP secret`);
  return secret;
}

/** The code the user's authenticator app shows at `at`. */
export async function totpCodeOf(userId: number, at = Date.now()): Promise<string> {
  return totpFor(await totpSecretOf(userId), "test").generate({ timestamp: at });
}
