import { BlockList, isIP } from 'node:net';
import { BrowserInfoError } from './browser-info-error.js';

/**
 * The shopper's IP address: the socket's peer, or, when that peer is a proxy the caller trusts,
 * the nearest untrusted hop of `X-Forwarded-For`, walked from the right (each proxy appends the
 * address it saw; anything to the left of an untrusted hop could be forged by the client).
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | null,
  trustedProxies: BlockList | null,
): string {
  let address = ipAddress(peer, 'the socket');
  if (!trustedProxies) return address;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (isTrusted(trustedProxies, address)) {
    const hop = hops.pop();
    if (hop === undefined) return address;
    address = ipAddress(hop, 'X-Forwarded-For');
  }
  return address;
}

/** `10.0.0.0/8`, `192.168.1.7`, `::1`, `fd00::/8`: each an address or a CIDR range. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = String(entry).split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixLength = prefix === undefined ? bits : Number(prefix);
    const wellFormed = prefix === undefined || /^\d{1,3}$/.test(prefix);
    if (!family || extra !== undefined || !wellFormed || prefixLength > bits) {
      throw new TypeError(
        `Expected trustedProxies to hold IP addresses or CIDR ranges (10.0.0.0/8), got ${JSON.stringify(entry)}`,
      );
    }
    list.addSubnet(address, prefixLength, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/** `1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:443`, `::ffff:1.2.3.4` → the bare address. */
function ipAddress(raw: string, from: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1]!;
  if (!isIP(address)) {
    throw new BrowserInfoError('IpAddress', `an IPv4 or IPv6 address from ${from}`, raw);
  }
  return address;
}
