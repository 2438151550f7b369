// End-to-end harness: the web client built once into a temporary folder, the real game server on a free
// port with a temporary SQLite folder, and Debian's Chromium driven by playwright-core.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { AnyGame } from '../../../src/kernel/index.ts';
import pino from 'pino';
import { buildServer, type ExternalitiesServer } from '../../../src/server/app.ts';
import { sqliteDatabase, type TestDatabase } from '../../support/databases.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
    },
  });
  const url = await server.listen();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
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

/**
 * Plays the page's decisions by clicking only: a confirm button when one is offered, else a highlighted
 * piece on the board (every `boardEvery` steps, when there is one), else a choice in the panel. Loans are
 * taken only when nothing else is offered. Stops when `stop` says so or after `maxSteps` clicks.
 */
export async function playByClicking(
  page: Page,
  opts: {
    stop?: (step: number) => Promise<boolean>;
    maxSteps?: number;
    boardEvery?: number;
    onStep?: (step: number) => Promise<void>;
  } = {},
): Promise<number> {
  const { maxSteps = 2000, boardEvery = 3 } = opts;
  let clicks = 0;
  for (let idle = 0; clicks < maxSteps && idle < 600;) {
    if (await isOver(page)) return clicks;
    if (opts.stop && (await opts.stop(clicks))) return clicks;
    const confirm = page.locator('.decision .confirm button.primary:not([disabled])');
    const choices = page.locator('.decision .choices button.choice:not([disabled])');
    const targets = page.locator('.table-area [data-target]');
    try {
      if (await confirm.count()) {
        await confirm.first().click({ timeout: 2000 });
      } else if ((await choices.count()) === 0) {
        idle += 1;
        await page.waitForTimeout(100);
        continue;
      } else if (clicks % boardEvery === 0 && (await targets.count()) > 0) {
        const n = await targets.count();
        await targets.nth(clicks % n).click({ timeout: 2000 });
      } else {
        const n = await choices.count();
        let pick = 0;
        for (let k = 0; k < n; k++) {
          if ((await choices.nth(k).getAttribute('data-choice')) !== 'loan') {
            pick = k;
            break;
          }
        }
        // Vary the choice a little so that games go different ways.
        const others = [];
        for (let k = 0; k < n; k++)
          if ((await choices.nth(k).getAttribute('data-choice')) !== 'loan') others.push(k);
        if (others.length > 1) pick = others[clicks % others.length];
        await choices.nth(pick).click({ timeout: 2000 });
      }
      clicks += 1;
      idle = 0;
      if (opts.onStep) await opts.onStep(clicks);
    } catch {
      // The panel changed under the pointer (a bot moved): look again.
    }
    await page.waitForTimeout(60);
  }
  return clicks;
}
