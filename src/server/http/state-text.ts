// The bytes of a socket's "state" message: exactly `JSON.stringify({ type: 'state', snapshot })` in
// UTF-8, with each log line encoded once. A socket whose viewer changed (a hot-seat screen, every move)
// or that just connected is sent the whole log, which grows with the game and was most of such a
// message's bytes and of the work of turning it to JSON and then to UTF-8; a rendered line never
// changes (a game keeps its lines per viewer and renders new ones when a seat changes hands).
import type { Lang, LogLine, SnapshotAnswer } from '../../shared/api.ts';

const lineBytes = new WeakMap<LogLine, Buffer>();

function lineOf(line: LogLine): Buffer {
  let bytes = lineBytes.get(line);
  if (bytes === undefined) {
    // A memory of its own: a small Buffer.from is a slice of a shared pool, which a kept line would
    // hold whole.
    const text = JSON.stringify(line);
    bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    bytes.write(text);
    lineBytes.set(line, bytes);
  }
  return bytes;
}

/** The members of an object's JSON, without its braces ('' for none). */
const members = (o: Record<string, unknown>): string => JSON.stringify(o).slice(1, -1);

/** The UTF-8 of `JSON.stringify({ type: 'state', snapshot })`, its log lines encoded once each. */
export function stateMessageBytes(snapshot: SnapshotAnswer): Buffer {
  const log: unknown = snapshot.log;
  if (!Array.isArray(log)) return Buffer.from(JSON.stringify({ type: 'state', snapshot }));
  // The members before and after the log keep the order JSON.stringify writes them in.
  // Without a prototype, so that any key is a member of its own ("__proto__" too), as in JSON.
  const before: Record<string, unknown> = Object.create(null);
  const after: Record<string, unknown> = Object.create(null);
  let past = false;
  for (const [key, value] of Object.entries(snapshot)) {
    if (key === 'log') past = true;
    else (past ? after : before)[key] = value;
  }
  const head = members(before);
  const tail = members(after);
  // Written straight into one buffer: the members around the log (a new game's board, some kilobytes)
  // were encoded into buffers of their own and then copied with the lines into the message.
  return withLinesBytes(
    `{"type":"state","snapshot":{${head}${head ? ',' : ''}"log":`,
    log as LogLine[],
    undefined,
    `${tail ? ',' : ''}${tail}}}`,
  );
}

/** A line's JSON in one language, kept with its length in UTF-8. */
interface Text {
  json: string;
  size: number;
}

const inOneLang = { en: new WeakMap<LogLine, Text>(), it: new WeakMap<LogLine, Text>() };

/**
 * An entry's texts in `lang` only, as a literal of a named member: one whose name is computed
 * (`{ [lang]: ... }`) is made member by member at run time, a fifth of the copy and JSON of a line.
 */
const oneText = (text: LogLine['entries'][number]['text'], lang: Lang): Partial<Record<Lang, string>> =>
  lang === 'en'
    ? { en: text.en }
    : lang === 'it'
      ? { it: text.it }
      : { [lang as string]: text[lang as Lang] };

/**
 * A line with each entry's text in `lang` only (`?lang=`), its JSON worked out once per language and
 * kept as text: most lines go into one or two messages, each a buffer the text is written into, and a
 * buffer of its own for each line (as `lineOf` keeps) cost more than that writing.
 */
function lineIn(line: LogLine, lang: Lang): Text {
  const kept = inOneLang[lang];
  let text = kept.get(line);
  if (text === undefined) {
    const entries = line.entries.map((e) => ({ ...e, text: oneText(e.text, lang) }));
    const json = JSON.stringify({ ...line, entries });
    kept.set(line, (text = { json, size: Buffer.byteLength(json) }));
  }
  return text;
}

/**
 * The UTF-8 of `head`, a JSON array of log lines and `tail`, in one buffer written once: each line
 * encoded once (per language with `lang`), and the head (a patch's operations, up to kilobytes) written
 * straight into the message rather than encoded first and then copied.
 */
export function withLinesBytes(head: string, lines: LogLine[], lang: Lang | undefined, tail: string): Buffer {
  return lang === undefined
    ? joined(head, lines.map(lineOf), sizeOfBytes, putBytes, tail)
    : joined(
        head,
        lines.map((line) => lineIn(line, lang)),
        sizeOfText,
        putText,
        tail,
      );
}

const sizeOfBytes = (p: Buffer): number => p.length;
const putBytes = (out: Buffer, p: Buffer, at: number): number => p.copy(out, at);
const sizeOfText = (p: Text): number => p.size;
const putText = (out: Buffer, p: Text, at: number): number => out.write(p.json, at);

/** `head`, the parts as a JSON array (brackets, commas) and `tail`, written into one buffer sized first. */
function joined<P>(
  head: string,
  parts: P[],
  sizeOf: (p: P) => number,
  put: (out: Buffer, p: P, at: number) => number,
  tail: string,
): Buffer {
  // The brackets, a comma between two parts, and the parts.
  let size = Buffer.byteLength(head) + 2 + Math.max(0, parts.length - 1) + Buffer.byteLength(tail);
  for (const p of parts) size += sizeOf(p);
  const out = Buffer.allocUnsafe(size);
  let at = out.write(head, 0);
  out[at++] = 0x5b;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) out[at++] = 0x2c;
    at += put(out, parts[i], at);
  }
  out[at++] = 0x5d;
  out.write(tail, at);
  return out;
}
