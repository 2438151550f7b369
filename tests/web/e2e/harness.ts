// End-to-end harness: the web client built once into a temporary folder, the real game server on a free
// port with a temporary SQLite folder, and Debian's Chromium driven by playwright-core.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { AnyGame } from '../../../src/kernel/index.ts';
import pino from 'pino';
import { buildServer, type ExternalitiesServer } from '../../../src/server/http/app.ts';
import type { ServerConfig } from '../../../src/server/config.ts';
import { sqliteDatabase, type TestDatabase } from '../../support/databases.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How long a page action or wait may take when a test gives no time of its own. */
export const PAGE_WAIT_MS = 90_000;
/** Screenshots the tests save, for people to look at (git-ignored). */
export const SHOTS = join(process.cwd(), 'test-results', 'web');

let built: Promise<string> | null = null;

/** Builds the client once per test process. */
export function buildWeb(): Promise<string> {
  built ??= (async () => {
    const { build } = await import('vite');
    const outDir = mkdtempSync(join(tmpdir(), 'externalities-web-'));
    await build({
      configFile: join(process.cwd(), 'src/web/vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    return outDir;
  })();
  return built;
}

export interface Harness {
  server: ExternalitiesServer;
  db: TestDatabase;
  browser: Browser;
  url: string;
  close(): Promise<void>;
}

export async function startHarness(opts: {
  games: Record<string, AnyGame>;
  gameModules?: string[];
  botDelayMs?: number;
  /** Settings of the server beyond the harness's own (limits a test wants to reach). */
  config?: Partial<ServerConfig>;
}): Promise<Harness> {
  const webDir = await buildWeb();
  const db = sqliteDatabase();
  const storage = db.open();
  await storage.init();
  const server = await buildServer({
    games: opts.games,
    storage,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    gameModules: opts.gameModules,
    config: {
      port: 0,
      host: '127.0.0.1',
      webDir,
      botDelayMs: opts.botDelayMs ?? 30,
      botBudgetMs: 2000,
      rateLimit: { perSecond: 10_000, burst: 10_000 },
      ...opts.config,
    },
  });
  const url = await server.listen();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // Playwright waits 30 s by default for a selector, a click or a page; on a machine whose cores are
  // busy with other work a server push and a page render can take longer. Every context gets the
  // tests' own generous wait (a wait a test gives explicitly still counts).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(PAGE_WAIT_MS);
    return context;
  };
  mkdirSync(SHOTS, { recursive: true });
  return {
    server,
    db,
    browser,
    url,
    close: async () => {
      await browser.close();
      await server.close();
      await db.drop();
      rmSync(webDir, { recursive: true, force: true });
      built = null;
    },
  };
}

export const VIEWPORTS = {
  laptop: { width: 1366, height: 768 },
  tablet: { width: 768, height: 1024 },
} as const;

export async function newPage(
  h: Harness,
  viewport: { width: number; height: number } = VIEWPORTS.laptop,
  lang: 'en' | 'it' = 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({ viewport, locale: lang === 'it' ? 'it-IT' : 'en-GB' });
  await context.addInitScript((l) => {
    if (!localStorage.getItem('externalities.lang')) localStorage.setItem('externalities.lang', l);
  }, lang);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  (page as Page & { errors?: string[] }).errors = errors;
  return { context, page };
}

export function pageErrors(page: Page): string[] {
  return (page as Page & { errors?: string[] }).errors ?? [];
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

export const isOver = async (page: Page) =>
  /Game over|Partita finita/.test((await page.locator('[data-testid=turn-banner]').textContent()) ?? '');

/** What the page offers now, read in one round trip: the kind of element to click and how many there are. */
async function offer(
  page: Page,
): Promise<{ over: boolean; confirm: boolean; choices: string[]; targets: number }> {
  return page.evaluate(() => {
    const banner = document.querySelector('[data-testid=turn-banner]')?.textContent ?? '';
    // Greyed choices (closed by a rule) only say why when clicked: they are not ways forward.
    const enabled = (sel: string) =>
      [...document.querySelectorAll<HTMLButtonElement>(sel)].filter(
        (b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true',
      );
    return {
      over: /Game over|Partita finita/.test(banner),
      confirm: enabled('.decision .confirm button.primary').length > 0,
      choices: enabled('.decision .choices button.choice').map(
        (b) => `${b.dataset.choice ?? ''} ${b.textContent ?? ''}`,
      ),
      targets: document.querySelectorAll('.table-area [data-target]:not(.blocked)').length,
    };
  });
}

/**
 * Plays the page's decisions by clicking only: a confirm button when one is offered, else a highlighted
 * piece on the board (every `boardEvery` steps, when there is one), else a choice in the panel, varied so
 * that games go different ways. Loans are taken only when nothing else is offered. Stops when the game is
 * over, when `stop` says so, or after `maxSteps` clicks.
 */
export async function playByClicking(
  page: Page,
  opts: {
    stop?: (step: number) => Promise<boolean>;
    maxSteps?: number;
    boardEvery?: number;
    onStep?: (step: number) => Promise<void>;
    /** Choices to take first when offered (matched against "key label"), e.g. to end a game sooner. */
    prefer?: RegExp[];
  } = {},
): Promise<number> {
  const { maxSteps = 3000, boardEvery = 3 } = opts;
  let clicks = 0;
  for (let idle = 0; clicks < maxSteps && idle < 1200;) {
    const now = await offer(page);
    if (now.over) return clicks;
    if (opts.stop && (await opts.stop(clicks))) return clicks;
    try {
      if (now.confirm) {
        await page
          .locator('.decision .confirm button.primary:not([disabled])')
          .first()
          .click({ timeout: 2000 });
      } else if (now.choices.length === 0) {
        idle += 1;
        await page.waitForTimeout(50);
        continue;
      } else if (clicks % boardEvery === 0 && now.targets > 0) {
        await page
          .locator('.table-area [data-target]:not(.blocked)')
          .nth(clicks % now.targets)
          .click({ timeout: 2000 });
      } else {
        const preferred = (opts.prefer ?? []).flatMap((re) => {
          const i = now.choices.findIndex((c) => re.test(c));
          return i >= 0 ? [i] : [];
        });
        const others = now.choices.flatMap((c, i) => (c.startsWith('loan ') ? [] : [i]));
        const pick = preferred.length ? preferred[0] : others.length ? others[clicks % others.length] : 0;
        await page
          .locator('.decision .choices button.choice:not([disabled]):not([aria-disabled=true])')
          .nth(pick)
          .click({ timeout: 2000 });
      }
      clicks += 1;
      idle = 0;
      if (opts.onStep) await opts.onStep(clicks);
    } catch {
      // The panel changed under the pointer (a bot moved): look again.
    }
  }
  return clicks;
}
