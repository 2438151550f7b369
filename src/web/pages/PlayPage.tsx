// A game at the table: the board of the live (or replayed) position, the decision panel of the seat this
// page acts for, the log, the replay slider and, at the end, the report.
import { BrandLink } from '../ui/BrandLink.tsx';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BlockedMove, LegalMove } from '../../shared/api.ts';
import { gameUi } from '../boards/index.ts';
import { rememberGame, loadMyGames, updateMyGame } from '../api/my-games.ts';
import { DecisionPanel } from '../play/DecisionPanel.tsx';
import { IdlePanel } from '../play/IdlePanel.tsx';
import { LogPanel } from '../play/LogPanel.tsx';
import { ReplayBar } from '../play/ReplayBar.tsx';
import { LinkRevoked } from '../play/LinkRevoked.tsx';
import { PlayFromHere, PlayedOnNote } from '../play/PlayFromHere.tsx';
import { confirmation } from '../play/confirm.ts';
import { focusAfterUndo } from '../play/focus-after-undo.ts';
import { useTitleBadge } from '../play/title-badge.ts';
import { seatName, turnInfo, turnLine } from '../play/turn.ts';
import { useDecision } from '../play/useDecision.ts';
import { useGame } from '../play/useGame.ts';
import { useBoardData } from '../play/useBoardData.ts';
import { usePastView } from '../play/usePastView.ts';
import { useRevealTargets } from '../play/useRevealTargets.ts';
import { MoveToast } from '../play/MoveToast.tsx';
import { HintButton } from '../play/HintButton.tsx';
import { useAnalysis } from '../review/useAnalysis.ts';
import { WinChart } from '../review/WinChart.tsx';
import { NotifyControls } from '../play/NotifyControls.tsx';
import { useLang } from '../ui/i18n.ts';
import { LangSwitch } from '../ui/LangSwitch.tsx';
import { onLinkClick } from '../ui/router.ts';
import { CopyButton, LinkIcon } from '../ui/CopyButton.tsx';
import { GuideBanner } from '../learn/GuideBanner.tsx';
import { LEARN } from '../learn/texts.ts';
import { useGuide } from '../learn/useGuide.ts';
import { rulesLink } from '../rules/index.ts';
import { SeatClocks } from '../clocks/SeatClocks.tsx';
import { StandInPanel } from '../clocks/StandInPanel.tsx';
import { ChatPanel } from '../social/ChatPanel.tsx';
import { TableNotices } from '../social/TableNotices.tsx';
import { ClassroomBanner } from './classroom/ClassroomBanner.tsx';
import { seatName as nameIn } from '../../shared/seat-names.ts';

const NONE: never[] = [];

interface Props {
  gameId: string;
  token: string | null;
  replay: number | null;
  /** A guided first game: its steps are shown and highlighted at the table. */
  guide?: boolean;
}

export function PlayPage({ gameId, token, replay, guide: guided = false }: Props) {
  const { lang, t, tx } = useLang();
  const game = useGame(gameId, token, lang);
  const snapshot = game.snapshot;
  const ui = gameUi(snapshot?.game ?? '');
  const board = useBoardData(snapshot && ui.needsBoard ? snapshot.game : null);
  const [shown, setShown] = useState<number | null>(replay);
  const total = snapshot?.moveCount ?? 0;
  const past = usePastView(shown !== null && shown < total ? shown : null, game.pastPosition);
  const [showBoardAtEnd, setShowBoardAtEnd] = useState(false);
  // Who was winning when: asked for once the game is over, or while replaying (the server refuses it
  // for a running game with human seats, and then nothing is shown).
  const analysis = useAnalysis(
    gameId,
    token,
    snapshot?.status === 'finished' || (shown !== null && shown < total),
    total,
  );

  const info = snapshot ? turnInfo(snapshot) : null;
  const [preferredSeat, setPreferredSeat] = useState<number | null>(null);
  const actingSeat =
    info && info.mySeats.length > 0
      ? preferredSeat !== null && info.mySeats.includes(preferredSeat)
        ? preferredSeat
        : info.mySeats[0]
      : null;
  const legal: LegalMove[] = useMemo(
    () => (snapshot && actingSeat !== null ? (snapshot.legalMoves[String(actingSeat)] ?? []) : []),
    [snapshot, actingSeat],
  );
  const blocked: BlockedMove[] = useMemo(
    () => (snapshot && actingSeat !== null ? (snapshot.blockedMoves?.[String(actingSeat)] ?? []) : []),
    [snapshot, actingSeat],
  );
  const names = useMemo(() => {
    const byseat: string[] = [];
    for (const s of snapshot?.seats ?? []) byseat[s.seat] = nameIn(s, lang);
    return byseat;
  }, [snapshot, lang]);
  const planner = useMemo(
    () => ui.planner({ view: snapshot?.view, seat: actingSeat, board, names }),
    [ui, snapshot?.view, actingSeat, board, names],
  );
  // While the position's texts are on their way its moves have no labels: none is offered yet.
  const offered = game.waiting ? NONE : legal;
  const decision = useDecision(offered, planner, `${total}:${actingSeat}`, game.waiting ? NONE : blocked);
  // A game not made from the tutorial (a link with ?guide=1 to another game) is read by its move count.
  const guideStep = snapshot?.guide?.step ?? total;
  const guideOff = snapshot?.guide?.offPath ?? false;
  const progress = useMemo(() => ({ step: guideStep, offPath: guideOff }), [guideStep, guideOff]);
  const guide = useGuide(
    guided ? (snapshot?.game ?? null) : null,
    progress,
    legal,
    actingSeat !== null,
    decision,
    game.sending || game.waiting,
  );

  const tableArea = useRef<HTMLElement>(null);
  useRevealTargets(tableArea, decision.interaction ? [...decision.interaction.targets.keys()].join(',') : '');

  useTitleBadge(
    snapshot ? `${tx(ui.title) || snapshot.game} · ${turnLine(snapshot, lang)}` : t('appTitle'),
    !!info && info.mySeats.length > 0,
  );

  // Keep "my games" up to date, and add a game opened from a link someone sent.
  useEffect(() => {
    if (!snapshot) return;
    const known = loadMyGames().some((g) => g.gameId === snapshot.gameId && g.token === token);
    const result = snapshot.outcome?.winners.map((w) => seatName(snapshot, w, lang)).join(', ');
    if (known)
      updateMyGame(snapshot.gameId, token, {
        status: snapshot.status,
        moveCount: snapshot.moveCount,
        seats: snapshot.seats,
        controls: snapshot.controls,
        result,
        updatedAt: snapshot.updatedAt,
      });
    else
      rememberGame({
        gameId: snapshot.gameId,
        game: snapshot.game,
        token,
        seats: snapshot.seats,
        controls: snapshot.controls,
        hotSeat: snapshot.controls.length > 1,
        createdAt: snapshot.createdAt,
        status: snapshot.status,
        moveCount: snapshot.moveCount,
        result,
        updatedAt: snapshot.updatedAt,
      });
  }, [snapshot, token]);

  // A replay past the last move is the live position.
  useEffect(() => {
    if (shown !== null && shown >= total && total > 0) setShown(null);
  }, [shown, total]);

  const send = useCallback(
    (move: LegalMove) => {
      if (actingSeat === null) return;
      void game.send(actingSeat, move).then((ok) => ok && decision.reset());
    },
    [actingSeat, game, decision],
  );

  // The seat whose last move may be taken back now, as the engine says (the acting seat first; on a
  // shared screen the seat that just moved, while the next one has not moved yet).
  const undoSeat =
    snapshot && snapshot.status !== 'finished' && (shown === null || shown >= total)
      ? ([actingSeat, ...snapshot.controls].find(
          (s) => s !== null && snapshot.canUndo?.[String(s)] === true,
        ) ?? null)
      : null;
  const undo = useCallback(() => {
    if (undoSeat === null || game.sending) return;
    void game.undo(undoSeat).then((ok) => {
      if (!ok) return;
      decision.reset();
      // After React has shown the position before the move (the button may be gone by then).
      requestAnimationFrame(() => focusAfterUndo());
    });
  }, [undoSeat, game, decision]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (el && /INPUT|TEXTAREA|SELECT/.test(el.tagName)) return;
      if (undoSeat === null) return;
      e.preventDefault();
      undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, undoSeat]);
  const undoButton =
    undoSeat !== null ? (
      <button
        type="button"
        className="small undo-button"
        onClick={undo}
        disabled={game.sending}
        title={t('undoHint')}
        aria-keyshortcuts="Control+Z"
        data-testid="undo"
      >
        ↶ {t('undo')}
        {snapshot && snapshot.controls.length > 1 && undoSeat !== actingSeat
          ? ` (${seatName(snapshot, undoSeat, lang)})`
          : ''}
      </button>
    ) : null;

  // The link no longer opens its seat (freed, or given to someone else): say so, and offer the table
  // as a spectator sees it, rather than a stale table or a game that "does not exist".
  const refused = game.revoked ?? (game.loadError?.code === 'BAD_TOKEN' ? game.loadError : null);
  if (refused && token) return <LinkRevoked gameId={gameId} refusal={refused} />;
  if (game.loadError && !snapshot) {
    return (
      <main className="page-message">
        <h1>
          {game.loadError.status === 404 || game.loadError.status === 403 ? t('notFound') : t('errorTitle')}
        </h1>
        <p className="muted">{tx(game.loadError.text) || game.loadError.message}</p>
        <p>
          <button type="button" onClick={game.reload}>
            {t('retry')}
          </button>{' '}
          <a href="/" onClick={onLinkClick('/')}>
            {t('home')}
          </a>
        </p>
      </main>
    );
  }
  if (!snapshot) return <main className="page-message">{t('loading')}</main>;

  const replaying = shown !== null && shown < total;
  const view = replaying ? (past.view ?? snapshot.view) : snapshot.view;
  const finished = snapshot.status === 'finished';
  const showReport = finished && !replaying && !showBoardAtEnd && !!ui.Report;
  const me = actingSeat ?? (typeof snapshot.viewer === 'number' ? snapshot.viewer : null);
  const status = ui.status?.(view);
  const Table = ui.Table;
  const Report = ui.Report;
  const myTurn = !!info && info.mySeats.length > 0;

  return (
    <div className="play-page" data-move-count={total} data-status={snapshot.status}>
      <header className="topbar">
        <BrandLink />
        <span className="game-title">{tx(ui.title) || snapshot.game}</span>
        {status && (
          <span className="status" data-testid="table-status">
            {tx(status)}
          </span>
        )}
        <span
          className={`turn-banner ${myTurn ? 'mine' : ''} ${finished ? 'over' : ''}`}
          role="status"
          data-testid="turn-banner"
        >
          {turnLine(snapshot, lang)}
        </span>
        <span className="spacer" />
        {snapshot.viewer === 'spectator' && <span className="badge">{t('spectating')}</span>}
        <span className={`link-state ${game.link}`} title={t(game.link === 'live' ? 'live' : 'offline')}>
          {game.link === 'live' ? '●' : game.link === 'connecting' ? t('reconnecting') : t('offline')}
        </span>
        <a
          className="rules-link"
          href={rulesLink(snapshot.game, snapshot.view)}
          target="_blank"
          rel="noopener"
          title={tx(LEARN.rules)}
          aria-label={tx(LEARN.rules)}
          data-testid="rules-link"
        >
          <span className="long">{tx(LEARN.rules)}</span>
          <span className="short" aria-hidden="true">
            ?
          </span>
        </a>
        <NotifyControls
          gameId={snapshot.gameId}
          seat={snapshot.controls.length === 1 ? snapshot.controls[0] : null}
          token={token}
          myTurn={myTurn}
          plays={snapshot.controls.length > 0 && !finished}
        />
        <CopyButton text={location.href} label={t('copyLink')} icon={<LinkIcon />} />
        <LangSwitch />
        {!replaying && !finished && <SeatClocks snapshot={snapshot} colors={ui.seatColors} />}
      </header>
      <ClassroomBanner snapshot={snapshot} />

      <main className={`play ${replaying ? 'replaying' : ''}`}>
        <section className="table-area" aria-label={t('boardLabel')} ref={tableArea}>
          {finished && ui.Report && !replaying && (
            <div className="end-toggle">
              <button type="button" onClick={() => setShowBoardAtEnd((b) => !b)}>
                {showReport ? t('hideReport') : t('showReport')}
              </button>
            </div>
          )}
          {showReport && Report ? (
            <Report
              snapshot={snapshot}
              view={snapshot.view}
              board={board}
              lang={lang}
              chances={
                <WinChart
                  analysis={analysis}
                  names={names}
                  colors={ui.seatColors}
                  shown={null}
                  onShow={(n) => setShown(n >= total ? null : n)}
                  compact
                />
              }
            />
          ) : (
            <Table
              view={view}
              snapshot={snapshot}
              board={board}
              interaction={replaying || game.waiting ? null : decision.interaction}
              lang={lang}
              me={me}
            />
          )}
        </section>

        <aside className="side">
          <TableNotices snapshot={snapshot} token={token} />
          <PlayedOnNote snapshot={snapshot} />
          {game.refusal && (
            <div className="refusal" role="alert">
              <strong>{t('refused')}:</strong> {tx(game.refusal.text) || game.refusal.message}
              <button type="button" className="small" onClick={game.dismissRefusal} aria-label={t('cancel')}>
                ✕
              </button>
            </div>
          )}
          {game.caughtUp && (
            <div className="notice" role="status">
              {t('stale')}
              <button type="button" className="small" onClick={game.dismissRefusal} aria-label={t('cancel')}>
                ✕
              </button>
            </div>
          )}
          {!replaying && !finished && actingSeat !== null && (
            <>
              {info && info.mySeats.length > 1 && (
                <div className="seat-tabs" role="tablist">
                  {info.mySeats.map((s) => (
                    <button
                      key={s}
                      type="button"
                      role="tab"
                      aria-selected={s === actingSeat}
                      style={{ borderColor: ui.seatColors[s] }}
                      onClick={() => setPreferredSeat(s)}
                    >
                      {seatName(snapshot, s, lang)}
                    </button>
                  ))}
                </div>
              )}
              {guide && <GuideBanner guide={guide} gameId={gameId} />}
              <DecisionPanel
                decision={decision}
                legal={offered}
                confirmOf={(m) => confirmation(m, legal, planner)}
                sending={game.sending}
                choicesComing={game.waiting}
                onSend={send}
                seatLabel={snapshot.controls.length > 1 ? seatName(snapshot, actingSeat, lang) : null}
                seatColor={ui.seatColors[actingSeat]}
                help={ui.help?.(snapshot.view, board)}
                rulesHref={rulesLink(snapshot.game, snapshot.view)}
                glossaryHref={`/rules/${encodeURIComponent(snapshot.game)}#glossary`}
                undo={undoButton}
                plain={guided}
              />
              {snapshot.hints && offered.length > 0 && (
                <HintButton
                  gameId={snapshot.gameId}
                  token={token}
                  seat={actingSeat}
                  moveCount={total}
                  decision={decision}
                />
              )}
            </>
          )}
          {!replaying && !finished && actingSeat === null && info?.stoodIn.length === 0 && (
            <IdlePanel
              undo={undoButton}
              note={snapshot.controls.length > 0 ? t('notYourTurn') : t('spectatorNote')}
            />
          )}
          {!replaying && <StandInPanel snapshot={snapshot} token={token} />}
          <ReplayBar
            total={total}
            shown={replaying ? shown : null}
            onShow={setShown}
            loading={past.loading}
          />
          {(replaying || finished) && (
            <PlayFromHere snapshot={snapshot} token={token} at={replaying ? shown : null} />
          )}
          <LogPanel
            snapshot={snapshot}
            colors={ui.seatColors}
            shown={replaying ? shown : null}
            onShow={(n) => setShown(n >= total ? null : n)}
          />
          <WinChart
            analysis={analysis}
            names={names}
            colors={ui.seatColors}
            shown={replaying ? shown : null}
            onShow={(n) => setShown(n >= total ? null : n)}
            tableOnly={showReport && !!ui.reportDrawsChances}
          />
          <ChatPanel
            snapshot={snapshot}
            token={token}
            link={game.link}
            onChat={game.onChat}
            colors={ui.seatColors}
          />
        </aside>
      </main>
      <MoveToast snapshot={snapshot} colors={ui.seatColors} />
    </div>
  );
}
