import { BlockList, isIP } from 'node:net';

/**
 * One spelling per address: IPv4-mapped IPv6 (`::ffff:203.0.113.7`, what a dual-stack socket reports)
 * becomes IPv4, and a port some proxies add (`203.0.113.7:51234`, `[2001:db8::1]:443`) is dropped.
 * Undefined when `text` is no address.
 */
export function normaliseAddress(text: string): string | undefined {
  let address = text.trim().toLowerCase();
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']'));
  else if (address.indexOf(':') > 0 && address.indexOf(':') === address.lastIndexOf(':')) {
    address = address.slice(0, address.indexOf(':'));
  }
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : undefined;
}

/** `127.0.0.1`, `::1`, `10.0.0.0/8`, `2001:db8::/32`; undefined when `entry` is none of these. */
export function parseAddressRange(
  entry: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [text = '', prefixText, ...rest] = entry.trim().split('/');
  const address = normaliseAddress(text);
  if (!address || rest.length > 0) return undefined;
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  const bits = family === 'ipv4' ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits || prefixText === '') return undefined;
  return { address, prefix, family };
}

/** Whether an address (already normalised) lies in one of `ranges` (see `parseAddressRange`). */
export function addressMatcher(ranges: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of ranges) {
    const range = parseAddressRange(entry);
    if (!range) throw new Error(`not an address or range: ${entry}`);
    list.addSubnet(range.address, range.prefix, range.family);
  }
  return (address) => list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address. It starts from the socket's peer; while the address reached is a trusted
 * proxy, it steps to the address that proxy appended to `X-Forwarded-For` (the rightmost entry not yet
 * taken). Entries further left were written by someone untrusted and are never read. A trusted proxy
 * that appended no address (or garbage) is itself the client, as far as anyone can tell.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  isTrustedProxy: (address: string) => boolean,
): string {
  let client = normaliseAddress(peer ?? '') ?? '';
  // Stryker disable next-line ArrayDeclaration: a made-up hop is no address: the walk stops as without one
  const hops = forwardedFor ? forwardedFor.split(',') : [];
  while (client && isTrustedProxy(client)) {
    const hop = hops.pop();
    const appended = hop === undefined ? undefined : normaliseAddress(hop);
    if (!appended) break;
    client = appended;
  }
  return client;
}

/** Expands an IPv6 address to its eight groups (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const split = (part: string) => (part ? part.split(':') : []);
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const gap = address.indexOf('::');
  if (gap < 0) return split(address);
  const head = split(address.slice(0, gap));
  const tail = split(address.slice(gap + 2));
  return [...head, ...Array<string>(8 - width(head) - width(tail)).fill('0'), ...tail];
}

/**
 * What the limits count one client by: its IPv4 address, or the /64 network of its IPv6 address (one
 * subscriber line gets a whole /64 and may use any address in it).
 */
export function limitKeyOfAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
