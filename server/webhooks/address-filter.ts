import "server-only";

import { BlockList, isIP } from "node:net";

/**
 * Which addresses a webhook may connect to: none of loopback, private, link-local
 * (the cloud metadata services at 169.254.169.254 and fd00:ec2::254 among them),
 * CGNAT, multicast, unspecified, documentation or reserved ranges, in IPv4 or IPv6.
 * Node's BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against the
 * IPv4 rules; NAT64 and 6to4 addresses are judged by the IPv4 address they carry.
 */
const blocked = new BlockList();
const V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT (and Alibaba's metadata at 100.100.100.200)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments (Oracle's metadata at 192.0.0.192)
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
const V6: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128],
  ["::", 96], // IPv4-compatible (deprecated)
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments, Teredo
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local (AWS's metadata at fd00:ec2::254)
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
];
for (const [net, prefix] of V4) blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of V6) blocked.addSubnet(net, prefix, "ipv6");

/** The 16 bytes of an IPv6 address (already known to be one). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [
    ...left,
    ...Array<string>(tail === undefined ? 0 : 8 - left.length - right.length).fill("0"),
    ...right,
  ];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** The IPv4 address a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address carries. */
function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  const nat64 = [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0];
  if (nat64.every((v, i) => b[i] === v)) return b.slice(12, 16).join(".");
  if (b[0] === 0x20 && b[1] === 0x02) return b.slice(2, 6).join(".");
  return null;
}

/** Why an address may not be connected to, or null when it may. */
export function forbiddenAddress(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return `${address} is not an IP address`;
  if (family === 4) return blocked.check(bare, "ipv4") ? `${bare} is a non-public address` : null;
  const inner = embeddedIpv4(bare);
  if (inner && blocked.check(inner, "ipv4")) return `${bare} carries the non-public ${inner}`;
  return blocked.check(bare, "ipv6") ? `${bare} is a non-public address` : null;
}
