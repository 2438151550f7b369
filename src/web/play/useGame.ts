// One game as the page sees it: the latest snapshot (live over the WebSocket), sending moves over that
// socket with the move count we saw (over HTTP while it is down), refusals in the rule's own words, and
// past positions for replays. The server sends each log line once; the snapshot kept here has the whole
// log, merged from the pieces.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, GameSnapshot, Lang, LegalMove, SnapshotAnswer, Texts } from '../../shared/api.ts';
import { api, ApiRefusal, type PastPosition } from '../api/http.ts';
import type { Pushed } from '../../shared/socket-state.ts';
import { LiveGame, type LinkState } from '../api/live.ts';
import { logSinceIn, logSinceOf } from '../api/log-merge.ts';
import { NOTHING_SHOWN, onPosition, onTexts, onTextsFailed, type Step } from '../api/table-position.ts';
import { SocketMoves, type SeatRequest } from '../api/socket-moves.ts';

export interface Refusal {
  code: string;
  message: string;
  /** The label of the refused move, so the player knows which one it was. */
  move?: Texts;
  /** The refusal in every language, as the server gives it. */
  text?: Texts;
}

export interface GameHandle {
  /** The newest position the page was sent (table-position.ts). */
  snapshot: GameSnapshot | null;
  /** The texts of the snapshot's decision are on their way: its moves have no labels, nothing to pick. */
  waiting: boolean;
  loadError: ApiRefusal | null;
  /** The server stopped taking the page's token while it was open (the seat was freed or reassigned). */
  revoked: ApiRefusal | null;
  link: LinkState;
  sending: boolean;
  refusal: Refusal | null;
  /** Set when a move came back as stale (409): the page caught up and the player should look again. */
  caughtUp: boolean;
  dismissRefusal: () => void;
  send: (seat: number, move: LegalMove) => Promise<boolean>;
  /** Takes back the seat's last move (when the snapshot's canUndo says the engine allows it). */
  undo: (seat: number) => Promise<boolean>;
  reload: () => void;
  pastPosition: (n: number) => Promise<PastPosition>;
  /** Calls `listener` with each chat message the game's socket brings; returns the unsubscribe. */
  onChat: (listener: (message: ChatMessage) => void) => () => void;
}

/** The page's way to send: its live socket, or HTTP for the moment between two games' sockets. */
const sendOf = (live: LiveGame | null, gameId: string, token: string | null) =>
  live ? (r: SeatRequest) => live.send(r) : (r: SeatRequest) => new SocketMoves(gameId, token).send(r, null);

/** `lang`: the page's language, in which the game's socket brings the log lines (live.ts). */
export function useGame(gameId: string, token: string | null, lang: Lang): GameHandle {
  const [snapshot, setSnapshot] = useState<GameSnapshot | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [loadError, setLoadError] = useState<ApiRefusal | null>(null);
  const [revoked, setRevoked] = useState<ApiRefusal | null>(null);
  const [link, setLink] = useState<LinkState>('connecting');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [caughtUp, setCaughtUp] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const table = useRef(NOTHING_SHOWN);
  const positions = useRef(new Map<number, Promise<PastPosition>>());
  const liveGame = useRef<LiveGame | null>(null);
  // One socket per page: the chat panel listens to the game's socket rather than opening its own.
  const chatListeners = useRef(new Set<(message: ChatMessage) => void>());
  // The language the socket opens in; a change later opens it again (the effect after the next).
  const langNow = useRef(lang);
  langNow.current = lang;

  /** Asks for the whole snapshot again when log lines are missing; set by the effect below. */
  const refetch = useRef<() => void>(() => {});

  /** Bumped when the page opens another game: answers asked for the last one are dropped. */
  const opened = useRef(0);

  /** Takes a step of what the table shows, shows it, and asks the server for what it says is missing. */
  const advance = useCallback(
    (step: Step) => {
      table.current = step.table;
      setSnapshot(step.table.shown);
      setWaiting(step.table.waiting);
      if (step.table.shown) setLoadError(null);
      if (step.ask === 'refetch') refetch.current();
      if (step.ask !== 'texts') return;
      const at = opened.current;
      api.decision(gameId, token).then(
        (texts) => at === opened.current && advance(onTexts(table.current, texts)),
        () => at === opened.current && advance(onTextsFailed(table.current)),
      );
    },
    [gameId, token],
  );

  /** A position as it came, compact or whole, in any order: the table never goes back in time. */
  const accept = useCallback(
    (next: SnapshotAnswer, lines?: Pushed['lines']) => advance(onPosition(table.current, next, lines)),
    [advance],
  );

  useEffect(() => {
    opened.current += 1;
    table.current = NOTHING_SHOWN;
    positions.current = new Map();
    setSnapshot(null);
    setRevoked(null);
    setWaiting(false);
    let cancelled = false;
    let refetching = false;
    refetch.current = () => {
      if (refetching) return;
      refetching = true;
      api
        .getGame(gameId, token)
        .then(
          (s) => !cancelled && accept(s),
          () => {},
        )
        .finally(() => (refetching = false));
    };
    api.getGame(gameId, token).then(
      (s) => !cancelled && accept(s),
      (e: unknown) => {
        if (!cancelled) setLoadError(e instanceof ApiRefusal ? e : new ApiRefusal(0, null));
      },
    );
    const live = new LiveGame(
      gameId,
      token,
      {
        onSnapshot: (s, lines) => !cancelled && accept(s, lines),
        logSince: (l) => logSinceIn(table.current.latest, gameId, l),
        onLink: (state) => !cancelled && setLink(state),
        onError: () => {},
        onRevoked: (e) => !cancelled && setRevoked(e),
        onChat: (m) => chatListeners.current.forEach((l) => l(m)),
      },
      langNow.current,
    );
    liveGame.current = live;
    return () => {
      cancelled = true;
      liveGame.current = null;
      live.close();
    };
  }, [gameId, token, accept, attempt]);

  // Another language: the lines held in the old one only come again, and later pushes in the new one.
  useEffect(() => liveGame.current?.setLang(lang), [lang]);

  const send = useCallback(
    async (seat: number, legal: LegalMove): Promise<boolean> => {
      const current = table.current.latest;
      if (!current) return false;
      setSending(true);
      setRefusal(null);
      setCaughtUp(false);
      try {
        const answer = await sendOf(
          liveGame.current,
          gameId,
          token,
        )({
          type: 'move',
          req: { seat, move: legal.move, expectedMoveCount: current.moveCount },
          // A hot-seat answer shows the next seat: the server sends again the lines it reads otherwise.
          logSince: logSinceOf(current, gameId),
        });
        // Over the socket the position after it came as a push before this answer; it may still wait
        // for its texts, and the page shows it busy until they come.
        if (answer) accept(answer);
        return true;
      } catch (e) {
        if (e instanceof ApiRefusal) {
          if (e.status === 409) {
            if (e.current) accept(e.current);
            setCaughtUp(true);
          } else setRefusal({ code: e.code, message: e.message, text: e.text, move: legal.label });
        } else setRefusal({ code: 'ERROR', message: String(e), move: legal.label });
        return false;
      } finally {
        setSending(false);
      }
    },
    [gameId, token, accept],
  );

  const undo = useCallback(
    async (seat: number): Promise<boolean> => {
      const current = table.current.latest;
      if (!current) return false;
      setSending(true);
      setRefusal(null);
      setCaughtUp(false);
      try {
        const answer = await sendOf(
          liveGame.current,
          gameId,
          token,
        )({
          type: 'undo',
          req: { seat, expectedMoveCount: current.moveCount },
        });
        // Over the socket the position after it came as a push before this answer; it may still wait
        // for its texts, and the page shows it busy until they come.
        if (answer) accept(answer);
        return true;
      } catch (e) {
        if (e instanceof ApiRefusal) {
          if (e.current) accept(e.current);
          if (e.code === 'STALE_MOVE_COUNT') setCaughtUp(true);
          else setRefusal({ code: e.code, message: e.message, text: e.text });
        } else setRefusal({ code: 'ERROR', message: String(e) });
        return false;
      } finally {
        setSending(false);
      }
    },
    [gameId, token, accept],
  );

  const pastPosition = useCallback(
    (n: number) => {
      let p = positions.current.get(n);
      if (!p) {
        p = api.position(gameId, token, n);
        positions.current.set(n, p);
        p.catch(() => positions.current.delete(n));
      }
      return p;
    },
    [gameId, token],
  );

  return {
    snapshot,
    waiting,
    loadError,
    revoked,
    link,
    sending,
    refusal,
    caughtUp,
    dismissRefusal: () => {
      setRefusal(null);
      setCaughtUp(false);
    },
    send,
    undo,
    reload: () => setAttempt((a) => a + 1),
    pastPosition,
    onChat: useCallback((listener: (message: ChatMessage) => void) => {
      chatListeners.current.add(listener);
      return () => void chatListeners.current.delete(listener);
    }, []),
  };
}
