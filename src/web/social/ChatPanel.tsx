// The game's chat at the table: messages by seat name, shown as text (React never reads them as
// markup), the earlier ones read over HTTP and each new one from the game's socket. Seat holders write;
// spectators read. A game with at most one person's seat (one person against bots) has no chat box.
// Folded by default on a phone, where the table needs the room; a folded chat counts its unread
// messages, and a message from someone else is announced politely to screen readers.
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage, GameSnapshot } from '../../shared/api.ts';
import type { LinkState } from '../api/live.ts';
import { ApiRefusal } from '../api/http.ts';
import { useLang } from '../ui/i18n.ts';
import { socialApi } from './api.ts';
import { useSocialTexts } from './texts.ts';
import './social.css';
import { nameAs } from '../play/turn.ts';

/** The server's limit (docs/api.md); the box stops there, the server checks it again. */
const MAX_CHARS = 500;

interface Props {
  snapshot: GameSnapshot;
  token: string | null;
  link: LinkState;
  onChat: (listener: (message: ChatMessage) => void) => () => void;
  colors: string[];
}

const narrow = () => typeof matchMedia === 'function' && matchMedia('(max-width: 760px)').matches;

/** Adds messages in their order, each once (the socket and a re-read may both bring one). */
function merged(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byN = new Map(list.map((m) => [m.n, m]));
  for (const m of more) byN.set(m.n, m);
  return [...byN.values()].sort((a, b) => a.n - b.n);
}

export function ChatPanel({ snapshot, token, link, onChat, colors }: Props) {
  const { tx, lang } = useLang();
  const { s } = useSocialTexts();
  const gameId = snapshot.gameId;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [open, setOpen] = useState(() => !narrow());
  const [seen, setSeen] = useState(0);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [announce, setAnnounce] = useState('');
  const last = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const writes = snapshot.controls.length > 0 && token !== null;
  const mine = new Set(snapshot.controls);

  useEffect(() => {
    last.current = messages.at(-1)?.n ?? 0;
    if (open) setSeen(last.current);
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, open]);

  useEffect(
    () =>
      onChat((m) => {
        setMessages((old) => merged(old, [m]));
        if (!mine.has(m.seat))
          setAnnounce(s('chatNew', { name: nameAs(snapshot, m.seat, m.name, lang), text: m.text }));
      }),
    // The listener is set once per game; `mine` and the language only shape the announcement.
    [onChat, gameId],
  );

  // Read what was written before, and again after each reconnection what was missed meanwhile.
  useEffect(() => {
    if (!snapshot.chat || link !== 'live') return;
    let cancelled = false;
    socialApi.chat(gameId, token, last.current).then(
      (r) => !cancelled && setMessages((old) => merged(old, r.messages)),
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [gameId, token, link, snapshot.chat]);

  // One person among bots has nobody to talk to: no chat box, not even a folded one.
  if (!snapshot.chat || snapshot.seats.filter((x) => x.kind !== 'bot').length < 2) return null;

  const send = async () => {
    const text = draft.trim();
    if (!text || !token || sending) return;
    setSending(true);
    setError(null);
    try {
      const m = await socialApi.say(gameId, token, text);
      setMessages((old) => merged(old, [m]));
      setDraft('');
    } catch (e) {
      setError(e instanceof ApiRefusal ? tx(e.text) || e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  const unread = open ? 0 : messages.filter((m) => m.n > seen && !mine.has(m.seat)).length;
  const left = MAX_CHARS - [...draft].length;
  return (
    <section
      className={`chat-panel ${open ? 'open' : 'folded'}`}
      aria-labelledby="chat-title"
      data-testid="chat"
    >
      <h2 id="chat-title">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="chat-body"
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> {s('chat')}
          {unread > 0 && <span className="chat-unread">{s('chatUnread', { n: unread })}</span>}
        </button>
      </h2>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announce}
      </div>
      <div id="chat-body" hidden={!open}>
        {messages.length === 0 ? (
          <p className="muted chat-empty">{s('chatEmpty')}</p>
        ) : (
          <ol className="chat-messages" ref={list} tabIndex={0} aria-label={s('chat')}>
            {messages.map((m) => (
              <li key={m.n} className={mine.has(m.seat) ? 'mine' : ''} data-chat-n={m.n}>
                <strong className="chat-name" style={{ borderLeftColor: colors[m.seat] }}>
                  {nameAs(snapshot, m.seat, m.name, lang)}
                </strong>{' '}
                <span className="chat-text">{m.text}</span>
              </li>
            ))}
          </ol>
        )}
        {writes ? (
          <form
            className="chat-write"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <input
              type="text"
              value={draft}
              maxLength={MAX_CHARS}
              aria-label={s('chatWrite')}
              placeholder={s('chatWrite')}
              aria-describedby={error ? 'chat-error' : undefined}
              onChange={(e) => setDraft(e.currentTarget.value)}
              data-testid="chat-input"
            />
            <button type="submit" className="small primary" disabled={sending || !draft.trim()}>
              {s('chatSend')}
            </button>
            {left < 100 && <span className="muted small-text chat-left">{s('chatLeft', { n: left })}</span>}
          </form>
        ) : (
          <p className="muted small-text">{s('chatSpectator')}</p>
        )}
        {error && (
          <p className="refusal chat-error" id="chat-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
