// Who created a game, for sharing the bots' thinking time fairly between creators: a key derived from
// the client address the creation came from. A hash rather than the address itself, as nothing else
// needs the address; it is not meant to hide it (an IPv4 address is easily found back from its hash).
import { createHash } from 'node:crypto';

export const creatorKey = (address: string): string =>
  createHash('sha256').update(`externalities-creator:${address}`).digest('hex').slice(0, 16);
