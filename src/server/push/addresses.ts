// Where a push endpoint really points. The server POSTs to whatever a subscriber names, so a name is
// resolved and every address it has must be a public one: no loopback, private, link-local,
// unique-local, carrier-grade NAT, reserved or cloud metadata address, in IPv4 or IPv6 (an IPv4-mapped
// IPv6 address counts as its IPv4 address). The check runs when a subscription is made and again at
// each delivery, which then connects to the very address checked, so a name that later resolves
// inwards (DNS rebinding) reaches nothing inside.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to its addresses (all of them); throws or gives none when it does not resolve. */
export type Resolve = (host: string) => Promise<string[]>;

/** The system's resolver. */
export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Public unicast addresses that answer as cloud metadata services all the same. */
const METADATA = new Set(['168.63.129.16']);

/** IPv6's global unicast space (2000::/3); everything outside it is local, reserved or a transition form. */
const GLOBAL_V6 = ipaddr.parseCIDR('2000::/3');

/** Whether the server may connect to `address` on a subscriber's word. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // `process` turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 address it is.
  const ip = ipaddr.process(address);
  if (ip.range() !== 'unicast' || METADATA.has(ip.toString())) return false;
  return ip.kind() === 'ipv4' || ip.match(GLOBAL_V6);
}

/** Why an endpoint's host cannot be delivered to: it does not resolve, or an address is not public. */
export type AddressRefusal = 'unresolved' | 'notPublic';

/**
 * The address to connect to for `host`, or why there is none. Every address the name has must be public
 * (a name with one public and one inner address is refused: which one a connection takes is not ours to
 * choose). A bracketed IPv6 literal is taken without its brackets.
 */
export async function publicAddressOf(
  host: string,
  resolve: Resolve,
): Promise<{ address: string } | { refused: AddressRefusal }> {
  const name = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(name) ? [name] : await resolve(name);
  } catch {
    return { refused: 'unresolved' };
  }
  if (addresses.length === 0) return { refused: 'unresolved' };
  if (!addresses.every(isPublicAddress)) return { refused: 'notPublic' };
  return { address: addresses[0] };
}
