// A seat link as the server hands it out (`https://table.example.org/play/<gameId>#token=<token>`,
// or `?token=`): where the server is, which game, and the seat's secret token.
import { CliError } from '../context.ts';

export interface SeatLink {
  /** `http(s)://host:port` */
  origin: string;
  gameId: string;
  token: string;
}

export function parseSeatLink(text: string): SeatLink {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(
      `"${text}" is not a seat link: give the whole address, e.g. http://localhost:3000/play/<game>#token=<token>`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(`a seat link starts with http:// or https://, not ${url.protocol}`);
  const m = /^(.*)\/play\/([^/]+)\/?$/.exec(url.pathname);
  if (!m) throw new CliError(`"${text}" is not a seat link: its path is not /play/<game>`);
  const token = new URLSearchParams(url.hash.replace(/^#/, '')).get('token') ?? url.searchParams.get('token');
  if (!token)
    throw new CliError(
      `"${text}" has no token: that is a spectator's link; connect needs a seat's link (#token=...)`,
    );
  return { origin: url.origin + m[1], gameId: decodeURIComponent(m[2]), token };
}
