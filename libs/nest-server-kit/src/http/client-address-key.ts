import ipaddr from 'ipaddr.js';

/**
 * The key an address is limited by: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * customer's allocation, which holds 2^64 addresses to rotate through). Unparseable values are kept as they are.
 */
export function clientAddressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  const network = new ipaddr.IPv6([...ipv6.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
