// Starting the processes of the load benchmarks: servers, the raw broadcast server and clients, each a
// Node process running TypeScript through tsx, talking to the benchmark over IPC.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ClientCommand, ClientMessage, ServerMessage } from './protocol.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const here = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

/** A child process and the messages it sends, taken one at a time. */
class Child<In, Out extends { type: string }> {
  private readonly inbox: Out[] = [];
  private waiter: { resolve: (m: Out) => void; reject: (e: Error) => void } | undefined;
  private readonly stderr: string[] = [];
  private exited: Error | undefined;

  constructor(readonly process: ChildProcess) {
    process.stderr!.on('data', (d) => this.stderr.push(String(d)));
    process.on('message', (m: Out) => {
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = undefined;
        w.resolve(m);
      } else this.inbox.push(m);
    });
    process.once('exit', (code) => {
      this.exited = new Error(`a benchmark process exited (${code}): ${this.stderr.join('').slice(-2000)}`);
      this.waiter?.reject(this.exited);
      this.waiter = undefined;
    });
  }

  next(): Promise<Out> {
    const m = this.inbox.shift();
    if (m) return Promise.resolve(m);
    if (this.exited) return Promise.reject(this.exited);
    return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
  }

  async ask(message: In): Promise<Out> {
    this.process.send(message as object);
    const answer = await this.next();
    if (answer.type === 'failed') throw new Error((answer as unknown as { message: string }).message);
    return answer;
  }
}

function launch(script: string, env: Record<string, string>, nodeFlags: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, '--import', 'tsx', here(script)], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
}

export interface ServerProcess {
  base: string;
  /** CPU time of the whole process (every thread), in microseconds. */
  cpuMicros(): Promise<number>;
  /** The same, user and system (the kernel's work for the process: its sockets, its waits) apart. */
  cpuUsage(): Promise<NodeJS.CpuUsage>;
  stop(): Promise<void>;
}

async function serverLike(script: string, env: Record<string, string>, nodeFlags: string[]) {
  const child = new Child<{ type: string }, ServerMessage>(launch(script, env, nodeFlags));
  const first = await child.next();
  if (first.type !== 'listening') throw new Error(`unexpected message ${first.type}`);
  const server: ServerProcess = {
    base: first.base,
    async cpuMicros() {
      const { user, system } = await server.cpuUsage();
      return user + system;
    },
    async cpuUsage() {
      const m = await child.ask({ type: 'cpu' });
      return m.type === 'cpu' ? m.usage : { user: 0, system: 0 };
    },
    async stop() {
      const gone = new Promise((r) => child.process.once('exit', r));
      child.process.send({ type: 'stop' });
      await gone;
    },
  };
  return server;
}

/** The Externalities server on the storage its environment names (DATA_DIR or DATABASE_URL). */
export const startServerProcess = (env: Record<string, string>, nodeFlags: string[] = []) =>
  serverLike('server-process.ts', env, nodeFlags);

export const startRawBroadcast = () => serverLike('raw-broadcast-process.ts', {}, []);

export interface ClientProcess {
  ask(c: ClientCommand): Promise<ClientMessage>;
  stop(): void;
}

/** BENCH_CLIENT_CPU_PROF_DIR profiles the client processes (node --cpu-prof), as BENCH_CPU_PROF_DIR the servers. */
const clientNodeFlags = (): string[] => {
  const dir = process.env.BENCH_CLIENT_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
};

export async function startClients(count: number): Promise<ClientProcess[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const child = new Child<ClientCommand, ClientMessage>(
        launch('client-process.ts', {}, clientNodeFlags()),
      );
      await child.next();
      return { ask: (c: ClientCommand) => child.ask(c), stop: () => void child.process.kill() };
    }),
  );
}

export const totalCpu = async (servers: ServerProcess[]) => (await totalCpuUsage(servers)).micros;

/** The CPU time of all `servers`, in microseconds, and its system part. */
export const totalCpuUsage = async (servers: ServerProcess[]) => {
  const usages = await Promise.all(servers.map((s) => s.cpuUsage()));
  const system = usages.reduce((sum, u) => sum + u.system, 0);
  return { micros: usages.reduce((sum, u) => sum + u.user, system), system };
};
