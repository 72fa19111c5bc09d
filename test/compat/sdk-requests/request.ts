import type { Check } from "./expect";
import * as is from "./expect";
import type { ApiCall, Sdk, SdkRequest } from "./types";

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

/** `value` as JSON text in the form field `name`, as the C#, Java and Ruby SDKs send `emails`. */
export const jsonField =
  (name: string) =>
  (value: unknown): [string, string][] => [[name, JSON.stringify(value)]];

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

/**
 * An SDK's pair of unsubscribe-list wrappers: POST puts `address` on the list with
 * `comment`, DELETE takes it off again (after a `setup` that puts it there). The
 * method names and the path are the SDK's; `emails` writes the `emails` value as
 * the SDK sends it (JSON text in a form field, serialize()d, …).
 */
export function unsubscribeRequests<Data>(
  req: Request<Data>,
  sample: {
    add: string;
    remove: string;
    path: string;
    address: string;
    comment: string;
    emails: (value: unknown[]) => NoInfer<Data>;
  },
): SdkRequest[] {
  const { add, remove, path, address, comment, emails } = sample;
  return [
    req("POST /smtp/unsubscribe", add, path, is.resultTrue, emails([{ email: address, comment }])),
    req("DELETE /smtp/unsubscribe", remove, path, is.resultTrue, emails([address]), {
      setup: unsubscribed(address),
    }),
  ];
}

/**
 * An SDK's calls adding `phone` to the Viber blacklist with `description` and
 * removing it again (after a `setup` that puts it there), by the SDK's own
 * generic methods `add` and `remove`.
 */
export function blacklistRequests(
  req: Request<{ phones: string[]; description?: string }>,
  sample: { add: string; remove: string; phone: string; description: string },
): SdkRequest[] {
  const { add, remove, phone, description } = sample;
  const path = "/v2/viber-service/phone-exception";
  return [
    req(`POST ${path}`, add, path, is.resultTrue, { phones: [phone], description }),
    req(
      `DELETE ${path}`,
      remove,
      path,
      is.resultTrue,
      { phones: [phone] },
      {
        setup: blacklisted(phone),
      },
    ),
  ];
}
