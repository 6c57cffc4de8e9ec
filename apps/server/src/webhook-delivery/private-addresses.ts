import { isIPv4, isIPv6 } from "node:net";

// Where a webhook must not reach unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is set: anything that is
// not a public unicast address, so a URL an admin types cannot make the server call its own
// loopback, the organisation's private network or a cloud's metadata service.

interface Range {
  first: bigint;
  bits: number;
}

const IPV4_BITS = 32;
const IPV6_BITS = 128;

/** 0.0.0.0/8 and friends, as the first address and the prefix length. */
function range(cidr: string, parse: (address: string) => bigint | undefined): Range {
  const [address = "", bits = ""] = cidr.split("/");
  const first = parse(address);
  if (first === undefined) throw new Error(`Not a range: ${cidr}`);
  return { first, bits: Number(bits) };
}

function isInRange(value: bigint, { first, bits }: Range, width: number): boolean {
  const shift = BigInt(width - bits);
  return value >> shift === first >> shift;
}

function parseIpv4(address: string): bigint | undefined {
  if (!isIPv4(address)) return undefined;
  return address.split(".").reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** The eight groups of an IPv6 address (a zone, `%eth0`, left aside) as one number. */
function parseIpv6(address: string): bigint | undefined {
  const [withoutZone = ""] = address.split("%");
  if (!isIPv6(withoutZone)) return undefined;
  // A trailing dotted quad (::ffff:10.0.0.1) is the last two groups.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(withoutZone);
  const embedded = dotted?.[2] ? parseIpv4(dotted[2]) : undefined;
  const text =
    dotted?.[1] && embedded !== undefined
      ? `${dotted[1]}${(embedded >> 16n).toString(16)}:${(embedded & 0xffffn).toString(16)}`
      : withoutZone;
  const [head = "", tail] = text.split("::");
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

const v4 = (cidr: string) => range(cidr, parseIpv4);
const v6 = (cidr: string) => range(cidr, parseIpv6);

const PRIVATE_IPV4: readonly Range[] = [
  v4("0.0.0.0/8"), // "this network", 0.0.0.0 the unspecified address
  v4("10.0.0.0/8"), // RFC 1918
  v4("100.64.0.0/10"), // carrier-grade NAT (Alibaba's metadata service is 100.100.100.200)
  v4("127.0.0.0/8"), // loopback
  v4("169.254.0.0/16"), // link-local, with the clouds' metadata service 169.254.169.254
  v4("172.16.0.0/12"), // RFC 1918
  v4("192.0.0.0/24"), // IETF protocol assignments (DS-Lite, NAT64 discovery)
  v4("192.168.0.0/16"), // RFC 1918
  v4("198.18.0.0/15"), // benchmarking, used for internal test networks
  v4("224.0.0.0/4"), // multicast
  v4("240.0.0.0/4"), // reserved, and 255.255.255.255 broadcast
];

// The unspecified :: and the loopback ::1 are in ::/96 below, as 0.0.0.0 and 0.0.0.1.
const PRIVATE_IPV6: readonly Range[] = [
  v6("64:ff9b:1::/48"), // NAT64 for local use: translates to private networks
  v6("fc00::/7"), // unique local, with AWS's metadata service fd00:ec2::254
  v6("fe80::/10"), // link-local
  v6("fec0::/10"), // site-local (deprecated, still routed by some networks)
  v6("ff00::/8"), // multicast
];

/**
 * IPv6 ranges that carry an IPv4 address, and where: an IPv4-mapped ::ffff:127.0.0.1 reaches
 * 127.0.0.1, and NAT64, 6to4 and the old IPv4-compatible form reach theirs through a gateway.
 */
const IPV4_CARRIERS: readonly { carrier: Range; shift: bigint }[] = [
  { carrier: v6("::ffff:0:0/96"), shift: 0n },
  { carrier: v6("64:ff9b::/96"), shift: 0n },
  { carrier: v6("2002::/16"), shift: 80n },
  { carrier: v6("::/96"), shift: 0n },
];

function isPrivateIpv4(value: bigint): boolean {
  return PRIVATE_IPV4.some((blocked) => isInRange(value, blocked, IPV4_BITS));
}

/**
 * Whether the address is one a webhook may reach only with WEBHOOK_ALLOW_PRIVATE_NETWORKS:
 * loopback, private (RFC 1918, fc00::/7), link-local, carrier-grade NAT, unspecified, multicast,
 * reserved or a metadata service's, IPv4 carried in IPv6 judged by its IPv4 address. Anything
 * that is not an IP address at all counts as private: it is refused, never guessed at.
 */
export function isPrivateNetworkAddress(address: string): boolean {
  const ipv4 = parseIpv4(address);
  if (ipv4 !== undefined) return isPrivateIpv4(ipv4);
  const ipv6 = parseIpv6(address);
  if (ipv6 === undefined) return true;
  for (const { carrier, shift } of IPV4_CARRIERS) {
    if (isInRange(ipv6, carrier, IPV6_BITS)) return isPrivateIpv4((ipv6 >> shift) & 0xffffffffn);
  }
  return PRIVATE_IPV6.some((blocked) => isInRange(ipv6, blocked, IPV6_BITS));
}
