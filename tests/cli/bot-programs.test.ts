// Bot programs under the protocol: each way a program can fail is labelled, a random legal move is
// played in its place, three failures or the program's end hand the seat to the random level, and the
// game always ends.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cli } from '../support/cli.ts';
import { ticTacToe } from '../support/tictactoe.ts';

const games = { 'tic-tac-toe': ticTacToe };
const misbehave = resolve('tests/support/bots/misbehave.mjs');

/** One bot program against the random level, `games` games of tic-tac-toe, as JSON. */
async function duel(mode: string, extra: string[] = [], count = 2) {
  const r = await cli(
    [
      'tournament',
      '--game',
      'tic-tac-toe',
      '--bots',
      `random,bad=cmd:node ${misbehave} ${mode}`,
      '--games',
      String(count),
      '--bot-time-ms',
      '5000',
      '--json',
      ...extra,
    ],
    { games },
  );
  expect(r.code, r.err).toBe(0);
  const report = JSON.parse(r.out);
  expect(report.errors).toBe(0);
  expect(report.games).toBe(count);
  return { report, bad: report.programs.perProgram.bad, cwd: r.cwd };
}

describe('bot programs: failures', () => {
  it('a bot that plays by the rules has no failure, whether it answers an index or the move itself', async () => {
    for (const mode of ['none', 'always-by-move']) {
      const { bad } = await duel(mode);
      expect(bad.seats).toBe(2);
      expect(bad.failures).toEqual({ time: 0, output: 0, illegal: 0, crash: 0, memory: 0 });
      expect(bad.replaced).toBe(0);
    }
  });

  it('a late answer is a time failure, a random move is played, and the late line is dropped', async () => {
    // It answers after 3 s; the next question, asked at 2 s, is answered at once after that.
    const { bad } = await duel('late', ['--bot-time-ms', '2000']);
    expect(bad.failures.time).toBe(2);
    expect(bad.failures.output).toBe(0); // the late answer did not answer the next question
    expect(bad.replaced).toBe(0);
    expect(bad.examples[0].failures[0]).toMatch(
      /^time at move \d+: no answer to the decision within 2000 ms/,
    );
  });

  it('garbage and a wrong answer are output failures; lines nobody asked for too', async () => {
    expect((await duel('garbage')).bad.failures.output).toBe(2);
    expect((await duel('wrong-type')).bad.failures.output).toBe(2);
    expect((await duel('stray')).bad.failures.output).toBeGreaterThanOrEqual(1);
  });

  it('an index out of range or a move not legal now is an illegal-move failure', async () => {
    const index = await duel('illegal-index');
    expect(index.bad.failures.illegal).toBe(2);
    expect(index.bad.examples[0].failures[0]).toMatch(/index \d+ is not one of the \d+ legal moves/);
    const move = await duel('illegal-move');
    expect(move.bad.failures.illegal).toBe(2);
    expect(move.bad.examples[0].failures[0]).toMatch(/not a legal move now: \{"type":"NO_SUCH_MOVE"\}/);
  });

  it('three failures in a game hand the seat to the random level for the rest of it', async () => {
    const { bad, report } = await duel('always-garbage', [], 6);
    expect(bad.replaced).toBeGreaterThan(0);
    expect(report.perBot.bad.seats).toBe(6); // the games still count
    for (const game of bad.examples) {
      // A game short enough to end before a third failure leaves the seat with its program.
      expect(game.failures.length).toBeLessThanOrEqual(3);
      expect(game.replacedAt !== null).toBe(game.failures.length === 3);
    }
  });

  it('a crash is labelled, its stderr kept in the game log, and the seat is replaced at once', async () => {
    const { bad, cwd } = await duel('crash');
    expect(bad.failures.crash).toBe(2);
    expect(bad.replaced).toBe(2);
    expect(bad.examples[0].failures[0]).toMatch(/exited with code 3.*giving up/);
    const logs = readdirSync(join(cwd, 'bot-logs'));
    expect(logs.length).toBe(2);
    expect(readFileSync(join(cwd, 'bot-logs', logs[0]), 'utf8')).toContain('giving up');
  });

  it('a bot past its memory cap is a memory failure', async () => {
    const { bad } = await duel('memory', ['--bot-memory-mb', '200', '--bot-time-ms', '20000'], 1);
    expect(bad.failures.memory).toBe(1);
    expect(bad.replaced).toBe(1);
    expect(bad.examples[0].failures[0]).toMatch(/ran out of memory \(cap 200 MiB\)/);
  });

  it('a bot past its CPU time is a time failure, stopped by the kernel', async () => {
    const { bad } = await duel('cpu', ['--bot-cpu-s', '1', '--bot-time-ms', '60000'], 1);
    expect(bad.failures.time).toBe(1);
    expect(bad.replaced).toBe(1);
    expect(bad.examples[0].failures[0]).toMatch(/used up its CPU time \(1 s/);
  });

  it('a bot that skips an answer is out of step: its answers come late, and it is replaced', async () => {
    // It never answers hello, so each answer it gives comes for the question before.
    const { bad } = await duel('silent-hello', ['--bot-hello-ms', '300', '--bot-time-ms', '300'], 1);
    expect(bad.failures.time).toBe(3);
    expect(bad.replaced).toBe(1);
  });

  it("keeps each game's stderr bounded", async () => {
    const { cwd } = await duel('always-shout', ['--bot-log-kb', '8'], 1);
    const [log] = readdirSync(join(cwd, 'bot-logs'));
    const text = readFileSync(join(cwd, 'bot-logs', log), 'utf8');
    expect(text.length).toBeLessThan(8 * 1024 + 100);
    expect(text).toMatch(/\[\.\.\. \d+ bytes of stderr dropped \.\.\.\]/);
    expect(text.trimEnd().endsWith('the end')).toBe(true);
  });

  it('a program that cannot start crashes in every game and the games still end', async () => {
    const r = await cli(
      [
        'simulate',
        '--game',
        'tic-tac-toe',
        '--bots',
        'random,cmd:no-such-program-here',
        '--games',
        '2',
        '--json',
      ],
      { games },
    );
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.errors).toBe(0);
    expect(report.programs.perProgram['cmd:no-such-program-here'].failures.crash).toBe(2);
  });

  it('refuses a bad bot list with a clear message', async () => {
    const bad = async (bots: string) => {
      const r = await cli(['tournament', '--game', 'tic-tac-toe', '--bots', bots], { games });
      expect(r.code).toBe(1);
      return r.err;
    };
    expect(await bad('random,cmd:')).toMatch(/names no command after cmd:/);
    expect(await bad('random,cmd:"python3 x.py')).toMatch(/is not closed/);
    expect(await bad('random,wizard')).toMatch(/unknown bot "wizard".*or cmd:<command>/);
    expect(await bad('random,cmd:a,cmd:a')).toMatch(/list each bot once/);
    expect(await bad('random,x y=cmd:a')).toMatch(/a label before cmd:/);
  });
});
