// What a screen reader says comes in the page's language like what is shown: the web client writes no
// label, title, placeholder or alternative text as a fixed string, except the language switch's own
// label, which names itself in both languages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ALLOWED = new Set(['aria-label="Language / Lingua"']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

describe("the web client's labels", () => {
  it('are said in the page’s language, never as a fixed string', () => {
    const fixed = sources('src/web').flatMap((path) =>
      [
        ...readFileSync(path, 'utf8').matchAll(
          /\b(aria-label|title|placeholder|alt)="([^"]*[A-Za-z◀▶][^"]*)"/g,
        ),
      ]
        .map((m) => m[0])
        .filter((attr) => !ALLOWED.has(attr))
        .map((attr) => `${path}: ${attr}`),
    );
    expect(fixed).toEqual([]);
  });
});
