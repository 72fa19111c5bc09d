import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import type { Clock } from "./clock";
import { ApiError, type ApiRequest } from "./http";

interface Token {
  account: string;
  expiresAt: number;
}

/** As the production upstream: one client pair, expiring bearer tokens, 401 otherwise. */
export class OAuthServer {
  private readonly tokens = new Map<string, Token>();

  constructor(
    private readonly clock: Clock,
    private readonly clients: Record<string, readonly string[]>,
    public ttlSeconds: number,
    private readonly apiKeys: Record<string, string> = {},
  ) {}

  issue(req: ApiRequest): { access_token: string; token_type: "Bearer"; expires_in: number } {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = typeof body.client_id === "string" ? body.client_id : "";
    const secret = typeof body.client_secret === "string" ? body.client_secret : "";
    if (body.grant_type !== "client_credentials") {
      throw new ApiError(400, "grant_type must be client_credentials", 400);
    }
    if (!id || !(this.clients[id] ?? []).some((s) => sameSecret(s, secret))) {
      const err = new ApiError(401, "Client authentication failed", 401);
      Object.assign(err, {
        extra: { error: "invalid_client", error_description: "Client authentication failed" },
      });
      throw err;
    }
    this.sweep();
    const token = randomBytes(24).toString("base64url");
    this.tokens.set(token, { account: id, expiresAt: this.clock.nowMs() + this.ttlSeconds * 1000 });
    return { access_token: token, token_type: "Bearer", expires_in: this.ttlSeconds };
  }

  authenticate(req: ApiRequest): string {
    const header = req.headers.authorization ?? "";
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m?.[1]) throw new ApiError(401, "Authorization required", 401);
    const key = this.apiKeys[m[1]];
    if (key) return key;
    const t = this.tokens.get(m[1]);
    if (!t || t.expiresAt <= this.clock.nowMs()) {
      throw new ApiError(401, "Invalid or expired access token", 401);
    }
    return t.account;
  }

  revokeAll(): void {
    this.tokens.clear();
  }

  private sweep(): void {
    const now = this.clock.nowMs();
    for (const [k, t] of this.tokens) if (t.expiresAt <= now) this.tokens.delete(k);
  }
}

const digest = (s: string) => createHash("sha256").update(s).digest();
/** Compares in constant time (of the digests), whatever the lengths. */
function sameSecret(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given));
}
