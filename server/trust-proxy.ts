import proxyaddr from "proxy-addr";

/** Whether the hop-th address (counted from the console) is a proxy to believe. */
export type Trust = (address: string, hop: number) => boolean;

/** Parses TRUST_PROXY; throws an Error whose message says what is accepted. */
export function parseTrustProxy(value: string | undefined): Trust {
  const v = value?.trim() ?? "";
  if (v === "" || v === "false" || v === "0") return () => false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new Error("must be at most 10 proxies");
    return (_address, hop) => hop < hops;
  }
  if (v === "true" || v === "*")
    throw new Error(
      "would believe any client's X-Forwarded-For; give the number of proxies in front of the console (e.g. 1) or their addresses",
    );
  const list = v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    return proxyaddr.compile(list);
  } catch (err) {
    throw new Error(
      `must be a number of proxies or a comma-separated list of addresses, subnets (10.0.0.0/8) or loopback / linklocal / uniquelocal (${err instanceof Error ? err.message : String(err)})`,
    );
  }
}
