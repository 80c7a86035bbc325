/**
 * The client's address as nginx's real-ip module finds it (nginx/docker-entrypoint.d/30-trusted-proxies.sh):
 * the connecting address, or, when that is a proxy listed in TRUSTED_PROXIES, the address it reported in
 * X-Forwarded-For, walking back past each trusted hop (real_ip_recursive on).
 */
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/** express's `trust proxy` value for a TRUSTED_PROXIES setting (CIDR ranges separated by commas or spaces). */
export function trustedProxies(setting: string | undefined): false | ((address: string, hop: number) => boolean) {
  const ranges = (setting ?? '').split(/[\s,]+/).filter(Boolean);
  if (ranges.length === 0) return false;
  try {
    return proxyAddr.compile(ranges);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${(error as Error).message} (expected CIDR ranges such as 10.0.0.0/8, 2001:db8::/32)`, { cause: error });
  }
}

/**
 * The key a per-address limit counts under: an IPv4 address as it is, an IPv6 address by its /64 network,
 * since one home or office is usually given a whole /64 and could otherwise take a new address per request.
 */
export function limitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}
