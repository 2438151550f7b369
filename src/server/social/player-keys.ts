// A personal key gathers one person's seats across devices. The key is a secret like a seat token and
// only its hash is stored. Each seat kept under it is stored as the seat token's hash (to find and
// drop it) and the token sealed with AES-256-GCM under a key derived from the personal key (HKDF), so
// the server can hand the links back to whoever shows the personal key, while a copy of the database
// opens no seat: it holds neither the personal keys nor the tokens.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { KeptGamesResponse, PlayerKeyResponse } from '../../shared/social.ts';
import { controlsOf } from '../seats/access.ts';
import { refusal } from '../http/errors.ts';
import type { GameService } from '../game/game-service.ts';
import { seatsWithStandIns } from '../clocks/seat-clocks.ts';
import { MAX_KEPT_SEATS } from '../storage/social.ts';
import type { Storage } from '../storage/types.ts';
import { hashToken, newToken } from '../seats/tokens.ts';
import { SOCIAL_TEXTS } from './texts.ts';

const sealingKey = (key: string) =>
  Buffer.from(hkdfSync('sha256', key, 'externalities', 'seat links kept under a personal key', 32));

export function seal(key: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export function unseal(key: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(key), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

export class PlayerKeys {
  constructor(
    private readonly service: GameService,
    private readonly storage: Storage,
    private readonly publicUrl: string,
  ) {}

  async create(): Promise<PlayerKeyResponse> {
    const key = newToken();
    await this.storage.social.createPlayerKey(hashToken(key), new Date().toISOString());
    return { key, link: `${this.publicUrl}/me#key=${key}` };
  }

  private async known(key: string | undefined): Promise<string> {
    if (key === undefined) throw refusal(403, 'KEY_REQUIRED', SOCIAL_TEXTS.keyRequired);
    const hash = hashToken(key);
    if (!(await this.storage.social.playerKeyExists(hash)))
      throw refusal(403, 'BAD_KEY', SOCIAL_TEXTS.badKey);
    return hash;
  }

  async keep(key: string | undefined, gameId: string, token: string): Promise<{ kept: number }> {
    const hash = await this.known(key);
    const live = await this.service.live(gameId);
    controlsOf(live, token);
    const kept = await this.storage.social.keptSeats(hash);
    const tokenHash = hashToken(token);
    if (kept.some((k) => k.gameId === gameId && k.tokenHash === tokenHash)) return { kept: kept.length };
    if (kept.length >= MAX_KEPT_SEATS)
      throw refusal(409, 'TOO_MANY_SEATS', SOCIAL_TEXTS.tooManySeats(MAX_KEPT_SEATS));
    await this.storage.social.keepSeat(hash, {
      gameId,
      tokenHash,
      sealed: seal(key!, token),
      at: new Date().toISOString(),
    });
    return { kept: kept.length + 1 };
  }

  async forget(key: string | undefined, gameId: string): Promise<{ forgotten: boolean }> {
    const hash = await this.known(key);
    return { forgotten: await this.storage.social.dropGame(hash, gameId) };
  }

  /** The kept games, those waiting for this person (a decision, or a bot playing for them) first, then the newest. */
  async games(key: string | undefined): Promise<KeptGamesResponse> {
    const hash = await this.known(key);
    const out: KeptGamesResponse['games'] = [];
    for (const k of await this.storage.social.keptSeats(hash)) {
      const token = unseal(key!, k.sealed);
      if (!token) continue;
      let live;
      try {
        live = await this.service.live(k.gameId);
      } catch {
        continue; // a game this server no longer has or plays
      }
      let controls: number[];
      try {
        controls = controlsOf(live, token);
      } catch {
        continue;
      }
      const active = live.meta.status === 'running' && !live.hasOpenSeat ? live.activeSeats() : [];
      out.push({
        gameId: live.id,
        game: live.game.id,
        seats: seatsWithStandIns(live.meta.seats, live.clocks),
        status: live.meta.status,
        moveCount: live.moveCount,
        controls,
        waiting: controls.some((s) => active.includes(s)),
        token,
        link: `${this.publicUrl}/play/${live.id}#token=${token}`,
        updatedAt: live.meta.updatedAt,
      });
    }
    // A seat a bot plays for the person waits for them as much as a decision does: they may take it back.
    const first = (g: (typeof out)[number]) =>
      g.waiting || (g.status === 'running' && g.controls.some((s) => g.seats[s]?.standIn)) ? 1 : 0;
    out.sort((a, b) => first(b) - first(a) || b.updatedAt.localeCompare(a.updatedAt));
    return { games: out };
  }
}
