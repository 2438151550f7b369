// The measuring scripts' command line: `--name value` pairs.

/** The value given after `--name` on the command line, or `fallback`. */
export function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}
