import type { ApiCall, Sdk, SdkRequest } from "../sdk-requests";
import type { Check } from "./expect";

/**
 * What every request of one SDK has in common: the file it comes from, the headers
 * it always sets, how it writes a request's data on the wire, and what it makes of
 * any reply. Each SDK's module (php-v1.ts, java.ts, …) describes its own; `request`
 * turns that into the rows of its table.
 */
export interface SdkStyle<Data> {
  sdk: Sdk;
  /** repository, file and commit: a request's `source` is this and the SDK method */
  file: string;
  /** headers the SDK sets on every request besides Authorization and Content-Type */
  headers?: Record<string, string>;
  /** the Content-Type and body bytes the SDK sends for a request's data (undefined: none given) */
  body: (method: string, data: Data | undefined) => Pick<SdkRequest, "contentType" | "body">;
  /** the operation's check wrapped in what the SDK itself requires of every reply */
  expect?: (check: Check) => Check;
}

/** One request of an SDK: the method is the operation's first word. */
export type Request<Data> = (
  operation: string,
  call: string,
  path: string,
  expect: Check,
  data?: Data,
  extra?: Partial<SdkRequest>,
) => SdkRequest;

export const request =
  <Data>(style: SdkStyle<Data>): Request<Data> =>
  (operation, call, path, expect, data, extra = {}) => {
    const method = operation.slice(0, operation.indexOf(" "));
    return {
      sdk: style.sdk,
      method,
      operation,
      source: `${style.file} ${call}`,
      path,
      ...(style.headers ? { headers: style.headers } : {}),
      ...style.body(method, data),
      expect: style.expect ? style.expect(expect) : expect,
      ...extra,
    };
  };

export const FORM = "application/x-www-form-urlencoded";
export const JSON_TYPE = "application/json";

/** The client credentials every token request sends, in the order most SDKs write them. */
export const CREDENTIALS = {
  grant_type: "client_credentials",
  client_id: "console-demo",
  client_secret: "console-demo-secret",
};

/** `setup` that puts an address on the unsubscribe list, for a request that takes it off. */
export const unsubscribed = (email: string) => async (call: ApiCall) =>
  void (await call("POST", "/smtp/unsubscribe", { emails: [{ email }] }));

/** `setup` that puts a phone on the Viber blacklist, for a request that takes it off. */
export const blacklisted = (phone: string) => async (call: ApiCall) =>
  void (await call("POST", "/v2/viber-service/phone-exception", { phones: [phone] }));
