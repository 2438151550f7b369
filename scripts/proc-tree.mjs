// Reading Linux's /proc for the measuring scripts: a file's text, and the processes started under one.
import { readdirSync, readFileSync } from 'node:fs';

/** A /proc file's text, or undefined once the process has gone. */
export const readProc = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** The fields of a /proc stat line after the command's name (which may hold spaces). */
export const statFields = (text) => text.slice(text.lastIndexOf(')') + 2).split(' ');

/** `root` and every process started under it, as they are now. */
export function processTree(root) {
  const parent = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const s = readProc(`/proc/${d}/stat`);
    if (s) parent.set(Number(d), Number(statFields(s)[1]));
  }
  const mine = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent)
      if (!mine.has(pid) && mine.has(ppid)) {
        mine.add(pid);
        grew = true;
      }
  }
  return mine;
}
