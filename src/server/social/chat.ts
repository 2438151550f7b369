// A game's chat: short plain-text messages by seat, read by every seat and spectator, stored with the
// game and pushed over the game's sockets (and to the other nodes through the database's notices).
// Limits: a message is 1 to CHAT_MAX_CHARS characters once trimmed, on one line, without control or
// direction characters; each seat may send a burst of a few, then one every few seconds.
import type { ChatMessage, Texts } from '../../shared/api.ts';
import type { ChatResponse } from '../../shared/social.ts';
import { controlsOf } from '../seats/access.ts';
import { ACCESS_TEXTS } from '../seats/access-texts.ts';
import { refusal } from '../http/errors.ts';
import type { GameService } from '../game/game-service.ts';
import { RateLimiter, type RateLimitConfig } from '../http/rate-limit.ts';
import type { MoveNotice, Storage } from '../storage/types.ts';
import { hasVisible } from '../seats/names.ts';

export const CHAT_MAX_CHARS = 500;
/** The messages GET .../chat answers at most (the newest ones). */
export const CHAT_PAGE = 200;

const CONTROL = /\p{Cc}/u;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** The text as stored, or the rule it breaks in a sentence (in every language: the chat shows it). */
export function chatText(raw: string): { text: string } | { problem: Texts } {
  // Line breaks and tabs become spaces: a message is one line.
  const text = raw.replace(/[\r\n\t]+/g, ' ').trim();
  const length = [...text].length;
  if (!hasVisible(text))
    return {
      problem: {
        en: 'A chat message needs something visible in it.',
        it: 'Un messaggio deve contenere qualcosa di visibile.',
      },
    };
  if (length > CHAT_MAX_CHARS)
    return {
      problem: {
        en: `A chat message holds at most ${CHAT_MAX_CHARS} characters; this one has ${length}.`,
        it: `Un messaggio può avere al massimo ${CHAT_MAX_CHARS} caratteri; questo ne ha ${length}.`,
      },
    };
  if (CONTROL.test(text))
    return {
      problem: {
        en: 'A chat message may not hold control characters (such as NUL).',
        it: 'Un messaggio non può contenere caratteri di controllo (come NUL).',
      },
    };
  if (BIDI.test(text))
    return {
      problem: {
        en: 'A chat message may not hold characters that change the direction of the text.',
        it: 'Un messaggio non può contenere caratteri che cambiano la direzione del testo.',
      },
    };
  return { text };
}

type Listener = (message: ChatMessage) => void;

export class ChatService {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pace: RateLimiter;

  constructor(
    private readonly service: GameService,
    private readonly storage: Storage,
    rate: RateLimitConfig,
  ) {
    this.pace = new RateLimiter(rate);
  }

  async post(id: string, token: string | undefined, raw: string, asSeat?: number): Promise<ChatMessage> {
    if (token === undefined)
      throw refusal(403, 'TOKEN_REQUIRED', {
        en: "Writing in a game's chat needs the secret link of a seat.",
        it: 'Per scrivere nella chat di una partita serve il link segreto di un posto.',
      });
    const live = await this.service.live(id);
    const controls = controlsOf(live, token);
    if (!(live.meta.settings?.chat ?? true))
      throw refusal(409, 'CHAT_OFF', {
        en: 'This game was created without a chat.',
        it: 'Questa partita è stata creata senza chat.',
      });
    if (asSeat !== undefined && !controls.includes(asSeat))
      throw refusal(403, 'NOT_YOUR_SEAT', ACCESS_TEXTS.notYourSeat(asSeat, live.meta.seats));
    const seat = asSeat ?? live.activeSeats().find((s) => controls.includes(s)) ?? controls[0];
    const checked = chatText(raw);
    if ('problem' in checked) throw refusal(400, 'BAD_CHAT', checked.problem);
    const wait = this.pace.take(`${id}|${seat}`);
    if (wait > 0)
      throw refusal(
        429,
        'CHAT_TOO_FAST',
        {
          en: `Seat ${seat + 1} has written many messages in a short time; wait ${wait} s before the next.`,
          it: `Il posto ${seat + 1} ha scritto molti messaggi in poco tempo; aspetta ${wait} s prima del prossimo.`,
        },
        { retryAfter: wait },
      );
    const name = live.meta.seats[seat]?.name ?? `Seat ${seat + 1}`;
    const message = await this.storage.social.appendChat(id, {
      seat,
      name,
      text: checked.text,
      at: new Date().toISOString(),
    });
    // On PostgreSQL every node (this one too) hears of it from the database's notice.
    if (this.storage.kind === 'sqlite') this.emit(id, message);
    return message;
  }

  async read(id: string, token: string | undefined, after: number): Promise<ChatResponse> {
    const live = await this.service.live(id);
    // A wrong token is refused as everywhere else; no token reads as a spectator.
    controlsOf(live, token);
    const messages = await this.storage.social.chat(id, after, CHAT_PAGE);
    return { chat: live.meta.settings?.chat ?? true, messages };
  }

  subscribe(id: string, listener: Listener): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }

  /** A message stored by some node: push it to this node's sockets of the game. */
  async onNotice(notice: MoveNotice): Promise<void> {
    if (notice.chat === undefined || !this.listeners.has(notice.gameId)) return;
    const later = await this.storage.social.chat(notice.gameId, notice.chat - 1, CHAT_PAGE);
    const message = later.find((m) => m.n === notice.chat);
    if (message) this.emit(notice.gameId, message);
  }

  private emit(id: string, message: ChatMessage): void {
    for (const l of this.listeners.get(id) ?? []) l(message);
  }
}
