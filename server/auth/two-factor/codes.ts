import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { Secret, TOTP } from "otpauth";

import { seal, unseal } from "@/server/auth/sealed";

export const ISSUER = "Messaging Console";
export const RECOVERY_CODE_COUNT = 10;
const PERIOD_S = 30;

/**
 * The TOTP secret is stored sealed (../sealed.ts) with the user id as its owner.
 * A new AUTH_SECRET makes stored secrets unreadable: those users need an admin reset.
 */
const PURPOSE = "messaging-console totp secret v1";

export function encryptSecret(base32: string, userId: number): string {
  return seal(base32, PURPOSE, `user:${userId}`);
}

export function decryptSecret(stored: string, userId: number): string | null {
  return unseal(stored, PURPOSE, `user:${userId}`);
}

/** RFC 4226's recommended length */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(base32),
  });
}

/** Accepts one step either side for clocks a little off. */
export function totpStep(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(base32, "x").validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

// Crockford's base32 (no i, l, o, u): 16 characters are 80 random bits
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

export function normaliseCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, "");
}

/** 80 random bits need no slow hash, and SHA-256 lets a code be found and spent in one UPDATE. */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseCode(code)).digest("hex");
}

export function codeKind(input: string): "totp" | "recovery" | null {
  const code = normaliseCode(input);
  if (/^\d{6}$/.test(code)) return "totp";
  if (code.length === 16 && [...code].every((c) => ALPHABET.includes(c))) return "recovery";
  return null;
}
