import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { Secret, TOTP } from "otpauth";

import { seal, unseal } from "../sealed";

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

/** The base32 secret, or null when it does not open (another key, another user, tampered). */
export function decryptSecret(stored: string, userId: number): string | null {
  return unseal(stored, PURPOSE, `user:${userId}`);
}

/** 160 random bits (RFC 4226's recommended length), base32 as authenticator apps take it. */
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

/**
 * The 30-second step a 6-digit code belongs to (now, one before or one after, for
 * clocks a little off), or null when it is not a current code.
 */
export function totpStep(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(base32, "x").validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

// Crockford's base32 (no i, l, o, u): 16 characters are 80 random bits
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** "abcd-efgh-jkmn-pqrs": 80 random bits, shown once. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

/** What a person typed, as stored: lower case, without spaces or dashes. */
export function normaliseCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, "");
}

/**
 * Recovery codes are 80 random bits, so a plain SHA-256 is enough: guessing one
 * from its digest is as hard as guessing the code (a slow hash defends weak
 * secrets such as passwords). It also lets a code be found and spent in one
 * atomic UPDATE.
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseCode(code)).digest("hex");
}

/** A 6-digit code for TOTP, anything else a recovery code. */
export function codeKind(input: string): "totp" | "recovery" | null {
  const code = normaliseCode(input);
  if (/^\d{6}$/.test(code)) return "totp";
  if (code.length === 16 && [...code].every((c) => ALPHABET.includes(c))) return "recovery";
  return null;
}
