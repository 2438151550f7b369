// Runs tests/support/server-process.ts as a child process and finds its address in its log.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags.ts';

const script = fileURLToPath(new URL('./server-process.ts', import.meta.url));

export interface ChildServer {
  url: string;
  child: ChildProcess;
  log: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  // tsx as a loader in the same process, with the server's Node flags (as `npm start` does), so
  // signals reach the server itself.
  // Tests poll as one address, faster than a person would: a wide per-address limit unless a test sets one.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', script], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BOT_DELAY_MS: '0',
      RATE_LIMIT_PER_SECOND: '1000',
      RATE_LIMIT_BURST: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    // Only a guard against a hang: tsx compiling the server on a loaded machine can take half a minute.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log.join('\n')}`)), 90_000);
    child.stdout!.on('data', (chunk) => {
      buffer += String(chunk);
      let i: number;
      while ((i = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        log.push(line);
        try {
          const entry = JSON.parse(line) as { msg?: string; address?: string };
          if (entry.msg === 'listening' && entry.address) {
            clearTimeout(timer);
            resolve({ url: entry.address, child, log, exited });
          }
        } catch {
          // not a log line
        }
      }
    });
    child.stderr!.on('data', (chunk) => log.push(String(chunk)));
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log.join('\n')}`));
    });
  });
}
