import { writeFileSync } from "node:fs";
import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from "node:http";
import { createRequire } from "node:module";

/**
 * The official Node SDK (`sendpulse-api`, CommonJS) run unmodified against the
 * embedded Messaging API. The SDK hardcodes `https` to api.sendpulse.com:443 and
 * calls `https.request(options, cb)` through the module object at call time, so
 * replacing that one property for the test's duration sends it over plain HTTP
 * to 127.0.0.1 with method, path, headers and body untouched.
 */

export const SDK_HOST = "api.sendpulse.com";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the SDK hands over parsed JSON; tests read its fields as its users do
export type SdkAnswer = any;
export type SdkCallback = (answer: SdkAnswer) => void;

/** The SDK's methods these tests use; every one takes its callback first. */
export interface SendPulseSdk {
  init(userId: string, secret: string, storage: string, callback: SdkCallback): void;
  getToken(callback: SdkCallback): void;
  listAddressBooks(callback: SdkCallback, limit?: number, offset?: number): void;
  listEmailTemplates(callback: SdkCallback): void;
  listSenders(callback: SdkCallback): void;
  addSender(callback: SdkCallback, senderName: string, senderEmail: string): void;
  smtpListEmails(
    callback: SdkCallback,
    limit?: number,
    offset?: number,
    fromDate?: string,
    toDate?: string,
    sender?: string,
    recipient?: string,
  ): void;
  smtpGetEmailInfoById(callback: SdkCallback, id: string): void;
  smtpUnsubscribeEmails(callback: SdkCallback, emails: { email: string; comment?: string }[]): void;
  smtpRemoveFromUnsubscribe(callback: SdkCallback, emails: string[]): void;
  smtpListIP(callback: SdkCallback): void;
  smtpListAllowedDomains(callback: SdkCallback): void;
  smtpAddDomain(callback: SdkCallback, email: string): void;
  smtpVerifyDomain(callback: SdkCallback, email: string): void;
  smtpSendMail(callback: SdkCallback, email: Record<string, unknown>): void;
  sendRequest(path: string, method: string, data: unknown, callback: SdkCallback): void;
}

/** One HTTP exchange the SDK made, as it went over the wire. */
export interface Exchange {
  method: string;
  path: string;
  /** the body bytes the SDK wrote */
  sent: string;
  status: number;
  received: string;
}

export interface SdkCall {
  answer: SdkAnswer;
  /** the exchanges this one SDK call made (a token refresh makes more than one) */
  http: Exchange[];
}

export interface NodeSdk {
  sdk: SendPulseSdk;
  exchanges: Exchange[];
  /** Runs one SDK call and waits for its callback. */
  call(invoke: (callback: SdkCallback) => void, timeoutMs?: number): Promise<SdkCall>;
  /** puts `https.request` back */
  restore(): void;
}

type RequestFn = (...args: unknown[]) => ClientRequest;

/**
 * Patches `https.request` so the SDK's requests reach `port` on 127.0.0.1, then
 * loads the SDK (after the patch, through the same module cache it uses).
 */
export function startNodeSdk(port: number): NodeSdk {
  const load = createRequire(import.meta.url);
  const https = load("node:https") as { request: RequestFn };
  const original = https.request;
  const exchanges: Exchange[] = [];

  https.request = function request(...args: unknown[]): ClientRequest {
    const [options, callback] = args as [RequestOptions, (res: IncomingMessage) => void];
    if (typeof options !== "object" || options === null || options.hostname !== SDK_HOST)
      return original.apply(this, args);
    const exchange: Exchange = {
      method: options.method ?? "GET",
      path: options.path ?? "/",
      sent: "",
      status: 0,
      received: "",
    };
    const req = http.request({ ...options, hostname: "127.0.0.1", port }, (res) => {
      exchange.status = res.statusCode ?? 0;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (exchange.received += chunk));
      // registered before the SDK's own listeners: logged before its callback runs
      res.on("end", () => exchanges.push(exchange));
      callback(res);
    });
    const write = req.write.bind(req) as (chunk: unknown, ...rest: unknown[]) => boolean;
    req.write = ((chunk: unknown, ...rest: unknown[]) => {
      exchange.sent += String(chunk);
      return write(chunk, ...rest);
    }) as ClientRequest["write"];
    return req;
  };

  const sdk = load("sendpulse-api") as SendPulseSdk;

  return {
    sdk,
    exchanges,
    call(invoke, timeoutMs = 20_000) {
      const from = exchanges.length;
      return new Promise<SdkCall>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(
            new Error(`no SDK callback in ${timeoutMs} ms; ${describeHttp(exchanges.slice(from))}`),
          );
        }, timeoutMs);
        invoke((answer) => {
          clearTimeout(timer);
          resolve({ answer, http: exchanges.slice(from) });
        });
      });
    },
    restore() {
      https.request = original;
    },
  };
}

/** `GET /path → 200 {…}` for each exchange: the message of a failed assertion. */
export function describeHttp(http: Exchange[]): string {
  if (http.length === 0) return "no HTTP exchange";
  const cut = (s: string) => (s.length > 600 ? `${s.slice(0, 600)}…` : s);
  return http
    .map((x) => `${x.method} ${x.path} sent ${cut(x.sent)} → ${x.status} ${cut(x.received)}`.trim())
    .join("\n");
}

/** An SDK method as the tally lists it; `path` is sendRequest's path argument as given. */
export interface TallyEntry {
  method: string;
  operation: string;
  path?: string;
  /** a method for a path the contract does not have (removed upstream on 2023-05-17) */
  outsideContract?: boolean;
}

/**
 * Per-method results for node-sdk-compat.json: an entry works when every test
 * of it ran and passed. `tried` counts the contract's entries; the methods for
 * removed paths are listed apart.
 */
export class CompatTally {
  private readonly entries = new Map<
    string,
    { entry: TallyEntry; tests: number; runs: boolean[] }
  >();

  constructor(private readonly sdkName: string) {}

  private static key(e: TallyEntry): string {
    return [e.method, e.operation, e.path ?? ""].join("\u0000");
  }

  /**
   * Registers `entry` at collection time. Call the returned `start` when a test
   * of it begins and the `done` that gives back when that test has passed.
   */
  register(entry: TallyEntry): () => () => void {
    const key = CompatTally.key(entry);
    if (!this.entries.has(key)) this.entries.set(key, { entry, tests: 0, runs: [] });
    const slot = this.entries.get(key)!;
    slot.tests++;
    return () => {
      const i = slot.runs.push(false) - 1;
      return () => (slot.runs[i] = true);
    };
  }

  /** Every registered test ran (false for a filtered run, whose tally would mislead). */
  complete(): boolean {
    return [...this.entries.values()].every((e) => e.runs.length === e.tests);
  }

  report() {
    const rows = [...this.entries.values()]
      .map(({ entry, runs }) => ({
        method: entry.method,
        operation: entry.operation,
        ...(entry.path === undefined ? {} : { path: entry.path }),
        ok: runs.length > 0 && runs.every(Boolean),
        outside: entry.outsideContract === true,
      }))
      .sort((a, b) => {
        const ka = CompatTally.key(a);
        const kb = CompatTally.key(b);
        return ka < kb ? -1 : ka > kb ? 1 : 0;
      });
    const methods = rows.filter((r) => !r.outside).map(({ outside: _o, ...r }) => r);
    // outside the contract: `ok` means the API refused them as the removed paths they are
    const outsideContract = rows.filter((r) => r.outside).map(({ outside: _o, ...r }) => r);
    return {
      sdk: this.sdkName,
      methods,
      working: methods.filter((m) => m.ok).length,
      tried: methods.length,
      outsideContract,
    };
  }

  write(file: URL): void {
    writeFileSync(file, `${JSON.stringify(this.report(), null, 2)}\n`);
  }
}
