// One bot program running under the protocol: started with its memory and CPU capped by the kernel
// (prlimit, from util-linux), spoken to one JSON line at a time. Answers come back in the order of the
// requests: an answer that comes after its deadline is dropped when it arrives, so a slow bot never
// answers the wrong question. Its stderr is kept, bounded, for the game's log.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CliError } from '../context.ts';
import { BoundedLog } from './bounded-log.ts';

export interface ProcessLimits {
  /** Largest data segment (heap) in MiB, as RLIMIT_DATA; 0 for no cap. */
  memoryMb: number;
  /** CPU seconds the process may use in all, as RLIMIT_CPU; 0 for no cap. */
  cpuSeconds: number;
  /** Bytes of stderr kept per game. */
  logBytes: number;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** How the failure is labelled: out of memory, over its CPU time, or any other end. */
  kind: 'crash' | 'memory' | 'time';
  detail: string;
}

export type Reply =
  | { kind: 'line'; line: string; ms: number }
  | { kind: 'late'; ms: number }
  | { kind: 'overlong'; ms: number }
  | { kind: 'dead'; exit: ExitInfo };

/** A line this long without a newline is not an answer. */
export const MAX_LINE_BYTES = 1 << 20;

const MEMORY_WORDS =
  /MemoryError|out of memory|Cannot allocate memory|bad_alloc|Allocation failed|OutOfMemory|ENOMEM/i;

interface Pending {
  resolve: (r: Reply) => void;
  timer: NodeJS.Timeout;
  started: number;
  /** Answered as late (or the process died): its line, if it ever comes, is dropped. */
  settled: boolean;
}

const live = new Set<BotProcess>();
let exitHook = false;

/** Fails at once, with what to do, when caps are asked for and prlimit is not on this machine. */
export function checkLimiter(limits: ProcessLimits): void {
  if (!limits.memoryMb && !limits.cpuSeconds) return;
  const r = spawnSync('prlimit', ['--version'], { stdio: 'ignore' });
  if (r.error || r.status !== 0)
    throw new CliError(
      'prlimit (util-linux) caps the memory and CPU time of bot programs and is not installed: install ' +
        'util-linux, or pass --bot-memory-mb 0 --bot-cpu-s 0 to run bots without caps',
    );
}

export class BotProcess {
  readonly #child: ChildProcess;
  readonly #pending: Pending[] = [];
  #buffer = '';
  #overlong = false;
  readonly #log: BoundedLog;
  #exit: ExitInfo | null = null;
  #killedByUs = false;
  readonly exited: Promise<ExitInfo>;
  /** Called with each line the bot wrote when nothing was asked. */
  onStray: ((line: string) => void) | null = null;

  constructor(
    readonly argv: readonly string[],
    readonly limits: ProcessLimits,
    cwd: string,
  ) {
    const caps = [
      ...(limits.memoryMb ? [`--data=${limits.memoryMb * 1024 * 1024}`] : []),
      ...(limits.cpuSeconds ? [`--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 1}`] : []),
    ];
    const full = caps.length ? ['prlimit', ...caps, '--', ...argv] : [...argv];
    this.#log = new BoundedLog(limits.logBytes);
    // Its own process group, so that stopping it also stops whatever it started.
    this.#child = spawn(full[0], full.slice(1), { cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    live.add(this);
    if (!exitHook) {
      exitHook = true;
      process.on('exit', () => {
        for (const p of live) p.kill();
      });
    }
    this.#child.stdout!.setEncoding('utf8');
    this.#child.stdout!.on('data', (chunk: string) => this.#onStdout(chunk));
    this.#child.stderr!.on('data', (chunk: Buffer) => this.#log.write(chunk));
    this.#child.stdin!.on('error', () => {}); // EPIPE once it died: the exit says why
    let resolveExit!: (e: ExitInfo) => void;
    this.exited = new Promise((r) => (resolveExit = r));
    const finish = (code: number | null, signal: NodeJS.Signals | null, spawnError?: Error) => {
      if (this.#exit) return;
      this.#exit = this.#classify(code, signal, spawnError);
      live.delete(this);
      for (const p of this.#pending.splice(0)) {
        clearTimeout(p.timer);
        if (!p.settled) p.resolve({ kind: 'dead', exit: this.#exit });
      }
      resolveExit(this.#exit);
    };
    this.#child.on('error', (e) => finish(null, null, e));
    // 'close' comes once stderr is read to its end (what it says decides the label); a grandchild that
    // keeps the pipes open must not hold the answer back for long.
    this.#child.on('close', (code, signal) => finish(code, signal));
    this.#child.on('exit', (code, signal) => setTimeout(() => finish(code, signal), 500).unref());
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  get exit(): ExitInfo | null {
    return this.#exit;
  }

  /** Sends a message that needs an answer within `deadlineMs`. */
  ask(message: unknown, deadlineMs: number): Promise<Reply> {
    if (this.#exit) return Promise.resolve({ kind: 'dead', exit: this.#exit });
    return new Promise((resolve) => {
      const started = performance.now();
      const entry: Pending = {
        resolve,
        started,
        settled: false,
        timer: setTimeout(
          () => {
            entry.settled = true;
            resolve({ kind: 'late', ms: performance.now() - started });
          },
          Math.max(1, deadlineMs),
        ),
      };
      this.#pending.push(entry);
      this.#child.stdin!.write(JSON.stringify(message) + '\n');
    });
  }

  /** Sends a message that needs no answer. */
  tell(message: unknown): void {
    if (!this.#exit) this.#child.stdin!.write(JSON.stringify(message) + '\n');
  }

  /** What the bot wrote on stderr since the last call, bounded. */
  takeLog(): string {
    return this.#log.take();
  }

  /** CPU seconds used so far (user and system), from /proc; 0 once gone or where /proc is missing. */
  cpuSeconds(): number {
    try {
      const stat = readFileSync(`/proc/${this.#child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  }

  /** Ends its input and waits up to `graceMs` for it to leave, then stops it. */
  async close(graceMs = 1000): Promise<ExitInfo> {
    if (!this.#exit) {
      this.#child.stdin!.end();
      const timer = setTimeout(() => this.kill(), graceMs);
      await this.exited;
      clearTimeout(timer);
    }
    return this.#exit!;
  }

  /** Stops it and everything it started, at once. */
  kill(): void {
    if (this.#exit || this.#child.pid === undefined) return;
    this.#killedByUs = true;
    try {
      process.kill(-this.#child.pid, 'SIGKILL');
    } catch {
      this.#child.kill('SIGKILL');
    }
  }

  #onStdout(chunk: string): void {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf('\n', start);
      if (nl < 0) break;
      const piece = chunk.slice(start, nl);
      start = nl + 1;
      if (this.#overlong) {
        this.#overlong = false;
        continue;
      }
      const line = (this.#buffer + piece).replace(/\r$/, '');
      this.#buffer = '';
      if (line.trim()) this.#onLine(line);
    }
    if (this.#overlong) return;
    this.#buffer += chunk.slice(start);
    if (this.#buffer.length > MAX_LINE_BYTES) {
      this.#buffer = '';
      this.#overlong = true;
      const p = this.#pending.shift();
      if (p) {
        clearTimeout(p.timer);
        if (!p.settled) p.resolve({ kind: 'overlong', ms: performance.now() - p.started });
      }
    }
  }

  #onLine(line: string): void {
    const p = this.#pending.shift();
    if (!p) {
      this.onStray?.(line);
      return;
    }
    clearTimeout(p.timer);
    if (!p.settled) p.resolve({ kind: 'line', line, ms: performance.now() - p.started });
  }

  #classify(code: number | null, signal: NodeJS.Signals | null, spawnError?: Error): ExitInfo {
    const tail = this.#log.tail(2048).trim();
    const lines = tail.split('\n').filter((l) => l.trim());
    const quote = (ls: string[]) => (ls.length ? `; its last words: ${JSON.stringify(ls.join(' | '))}` : '');
    const said = quote(lines.slice(-3));
    const oom = lines.find((l) => MEMORY_WORDS.test(l));
    if (spawnError)
      return {
        code,
        signal,
        kind: 'crash',
        detail: `could not start ${this.argv[0]}: ${spawnError.message}`,
      };
    const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
    if (signal === 'SIGXCPU')
      return {
        code,
        signal,
        kind: 'time',
        detail: `used up its CPU time (${this.limits.cpuSeconds} s for the process)${said}`,
      };
    if (oom)
      return {
        code,
        signal,
        kind: 'memory',
        detail: `ran out of memory (cap ${this.limits.memoryMb} MiB) and ${how}${quote([oom.trim()])}`,
      };
    if (this.#killedByUs) return { code, signal, kind: 'crash', detail: `stopped by the host${said}` };
    return { code, signal, kind: 'crash', detail: `${how}${said}` };
  }
}
