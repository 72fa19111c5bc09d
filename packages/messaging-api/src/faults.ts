import { z } from "zod";

/** Faults switched through `/__control/faults` (tests only); counted ones turn themselves off. */
export const faultSchema = z.object({
  /** path prefix */
  match: z.string().optional(),
  /** `match` is the whole path, not a prefix (a list, not its items' statistics) */
  exact: z.boolean().optional(),
  /** only requests of this method (the console's background reads leave a create's fault alone) */
  method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]).optional(),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  /** 5xx by default 503 */
  errorBurst: z
    .object({
      count: z.number().int().min(1),
      status: z.number().int().min(400).max(599).default(503),
    })
    .optional(),
  rateLimit: z
    .object({
      count: z.number().int().min(1),
      retryAfter: z.number().int().min(0).nullable().default(null),
    })
    .optional(),
  malformed: z.object({ count: z.number().int().min(1) }).optional(),
  /** as the real service answers where the contract leaves it open (a rate-limit code on a 200…) */
  reply: z
    .object({
      count: z.number().int().min(1),
      status: z.number().int().min(200).max(599),
      body: z.unknown(),
    })
    .optional(),
  /** close the connection after part of the reply */
  drop: z.object({ count: z.number().int().min(1) }).optional(),
  revokeTokens: z.boolean().optional(),
  tokenTtlSeconds: z.number().int().min(1).optional(),
});
export type FaultConfig = z.infer<typeof faultSchema>;

export type FaultAction =
  | { kind: "error"; status: number }
  | { kind: "rate-limit"; retryAfter: number | null }
  | { kind: "malformed" }
  | { kind: "reply"; status: number; body: unknown }
  | { kind: "drop" };

export class Faults {
  private config: FaultConfig = {};
  private remaining = { error: 0, rateLimit: 0, malformed: 0, reply: 0, drop: 0 };

  set(config: FaultConfig): void {
    this.config = config;
    this.remaining = {
      error: config.errorBurst?.count ?? 0,
      rateLimit: config.rateLimit?.count ?? 0,
      malformed: config.malformed?.count ?? 0,
      reply: config.reply?.count ?? 0,
      drop: config.drop?.count ?? 0,
    };
  }

  reset(): void {
    this.set({});
  }

  private applies(path: string, method: string): boolean {
    const { match, exact, method: only } = this.config;
    const hit = !match || (exact ? path === match : path.startsWith(match));
    return hit && (!only || method === only);
  }

  latency(path: string, method = "GET"): number {
    return this.applies(path, method) ? (this.config.latencyMs ?? 0) : 0;
  }

  take(path: string, method = "GET"): FaultAction | null {
    if (!this.applies(path, method)) return null;
    if (this.remaining.error > 0) {
      this.remaining.error--;
      return { kind: "error", status: this.config.errorBurst?.status ?? 503 };
    }
    if (this.remaining.rateLimit > 0) {
      this.remaining.rateLimit--;
      return { kind: "rate-limit", retryAfter: this.config.rateLimit?.retryAfter ?? null };
    }
    if (this.remaining.malformed > 0) {
      this.remaining.malformed--;
      return { kind: "malformed" };
    }
    if (this.remaining.reply > 0 && this.config.reply) {
      this.remaining.reply--;
      return { kind: "reply", status: this.config.reply.status, body: this.config.reply.body };
    }
    if (this.remaining.drop > 0) {
      this.remaining.drop--;
      return { kind: "drop" };
    }
    return null;
  }
}
