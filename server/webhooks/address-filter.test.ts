import { describe, expect, it } from "vitest";

import { forbiddenAddress } from "./address-filter";

describe("forbiddenAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "0.1.2.3",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254", // cloud metadata
    "169.254.0.1",
    "100.64.0.1", // CGNAT
    "100.100.100.200", // Alibaba metadata
    "100.127.255.255",
    "192.0.0.192", // Oracle metadata
    "192.0.2.10",
    "198.18.0.1",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1", // IPv4-mapped
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::ffff:a9fe:a9fe",
    "::ffff:10.0.0.1",
    "::127.0.0.1", // IPv4-compatible
    "64:ff9b::7f00:1", // NAT64 of 127.0.0.1
    "64:ff9b::169.254.169.254",
    "64:ff9b:1::1",
    "2002:7f00:1::", // 6to4 of 127.0.0.1
    "2002:a9fe:a9fe::1",
    "fc00::1",
    "fd00:ec2::254", // AWS metadata over IPv6
    "fe80::1",
    "fe80::1%eth0",
    "fec0::1",
    "ff02::1",
    "2001:db8::1",
    "2001::1", // Teredo
    "100::1",
  ])("refuses %s", (address) => {
    expect(forbiddenAddress(address)).not.toBeNull();
  });

  it.each([
    "93.184.216.34",
    "1.1.1.1",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "169.255.0.1",
    "192.169.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:93.184.216.34",
    "64:ff9b::5db8:d822", // NAT64 of 93.184.216.34
    "2002:5db8:d822::1", // 6to4 of a public address
  ])("allows %s", (address) => {
    expect(forbiddenAddress(address)).toBeNull();
  });

  it("refuses what is not an address", () => {
    expect(forbiddenAddress("localhost")).not.toBeNull();
    expect(forbiddenAddress("")).not.toBeNull();
  });
});
