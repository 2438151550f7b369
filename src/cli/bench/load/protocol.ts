// Messages between the benchmark (parent) and its server and client processes (children, over IPC).
import type { MoveTransport } from './seat-socket.ts';

/** Parent to a server process. */
export type ParentMessage = { type: 'cpu' } | { type: 'stop' };

/** A server process to its parent. */
export type ServerMessage = { type: 'listening'; base: string } | { type: 'cpu'; usage: NodeJS.CpuUsage };

/** One table of a phase: where its moves go and where its spectator listens (another node on PostgreSQL). */
export interface TableSpec {
  seed: string;
  moveBase: string;
  pushBase: string;
}

/** Parent to a client process. */
export type ClientCommand =
  | {
      type: 'prepare';
      mode: 'server' | 'raw';
      game: string;
      players: number;
      tables: TableSpec[];
      movesOver: MoveTransport;
    }
  | { type: 'go'; seconds: number; movesPerGame: number }
  | {
      type: 'people';
      base: string;
      game: string;
      players: number;
      count: number;
      seed: string;
      movesOver: MoveTransport;
    }
  | { type: 'pace'; seconds: number; intervalSeconds: number }
  | { type: 'release' };

/** What a client process measured in a phase. */
export interface ClientReport {
  type: 'report';
  moves: number;
  finished: number;
  moveMs: number[];
  pushMs: number[];
  pushBytes: number[];
  answerBytes: number[];
  errors: string[];
}

export type ClientMessage = { type: 'ready' } | ClientReport | { type: 'failed'; message: string };
