import { describe, expect, it } from "vitest";
import { isPrivateNetworkAddress } from "./private-addresses.js";

describe("which addresses a webhook may not reach without WEBHOOK_ALLOW_PRIVATE_NETWORKS", () => {
  it.each([
    ["127.0.0.1", "IPv4 loopback"],
    ["127.255.0.9", "the rest of 127/8"],
    ["10.1.2.3", "RFC 1918 10/8"],
    ["172.16.0.1", "RFC 1918 172.16/12, first"],
    ["172.31.255.254", "RFC 1918 172.16/12, last"],
    ["192.168.1.10", "RFC 1918 192.168/16"],
    ["169.254.169.254", "the clouds' metadata service"],
    ["169.254.10.1", "IPv4 link-local"],
    ["100.64.0.1", "carrier-grade NAT, first"],
    ["100.127.255.254", "carrier-grade NAT, last"],
    ["100.100.100.200", "Alibaba's metadata service"],
    ["0.0.0.0", "IPv4 unspecified"],
    ["0.1.2.3", "this network"],
    ["224.0.0.251", "IPv4 multicast"],
    ["239.255.255.250", "IPv4 multicast, last block"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["198.18.0.1", "benchmarking"],
    ["192.0.0.170", "IETF protocol assignments"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["0:0:0:0:0:0:0:1", "IPv6 loopback written out"],
    ["fc00::1", "unique local fc00::/7"],
    ["fd12:3456:789a::1", "unique local fd"],
    ["fd00:ec2::254", "AWS's IPv6 metadata service"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with a zone"],
    ["febf:ffff::1", "IPv6 link-local, last"],
    ["fec0::1", "IPv6 site-local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback, dotted"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::ffff:10.0.0.1", "IPv4-mapped RFC 1918"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata service"],
    ["0:0:0:0:0:ffff:c0a8:0101", "IPv4-mapped 192.168.1.1 written out"],
    ["::127.0.0.1", "IPv4-compatible loopback"],
    ["64:ff9b::10.0.0.1", "NAT64 of a private address"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of the metadata service"],
    ["64:ff9b:1::8.8.8.8", "NAT64 for local use"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2002:c0a8:101::1", "6to4 of 192.168.1.1"],
    ["example.com", "a host name, which is not an address"],
    ["", "nothing"],
    ["999.1.1.1", "no address at all"],
  ])("refuses %s (%s)", (address) => {
    expect(isPrivateNetworkAddress(address)).toBe(true);
  });

  it.each([
    ["8.8.8.8", "a public IPv4 address"],
    ["93.184.215.14", "another"],
    ["100.63.255.255", "just below carrier-grade NAT"],
    ["100.128.0.0", "just above carrier-grade NAT"],
    ["172.15.255.255", "just below 172.16/12"],
    ["172.32.0.0", "just above 172.16/12"],
    ["169.253.255.255", "just below link-local"],
    ["223.255.255.255", "just below multicast"],
    ["2606:4700:4700::1111", "a public IPv6 address"],
    ["2001:4860:4860::8888", "another"],
    ["::ffff:8.8.8.8", "IPv4-mapped public address"],
    ["64:ff9b::8.8.8.8", "NAT64 of a public address"],
    ["2002:808:808::1", "6to4 of a public address"],
    ["fbff:ffff::1", "just below unique local"],
  ])("lets %s through (%s)", (address) => {
    expect(isPrivateNetworkAddress(address)).toBe(false);
  });
});
