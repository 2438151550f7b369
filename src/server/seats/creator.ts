// Who created a game, for sharing the bots' thinking time fairly between creators: a key derived from
// the client address the creation came from. An IPv6 client usually holds a whole /64 network, so its
// key is that network's; an IPv4 address (mapped into IPv6 or not) is taken whole. A hash rather than
// the address itself, as nothing else needs the address; it is not meant to hide it (an IPv4 address
// is easily found back from its hash).
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** The first four groups of an IPv6 address, in full ("2001:db8:0:0"); null for anything else. */
function network64(address: string): string | null {
  if (!isIPv6(address) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return null;
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
}

// Creations come from few addresses again and again: their keys are kept (a bounded map, started
// afresh when full), as every creation hashed its address anew.
const keys = new Map<string, string>();
const MAX_KEYS = 10_000;

export function creatorKey(address: string): string {
  let key = keys.get(address);
  if (key === undefined) {
    key = createHash('sha256')
      .update(`externalities-creator:${network64(address) ?? address.replace(/^::ffff:/i, '')}`)
      .digest('hex')
      .slice(0, 16);
    if (keys.size >= MAX_KEYS) keys.clear();
    keys.set(address, key);
  }
  return key;
}
