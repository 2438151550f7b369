import { CliError } from '../context.ts';

export function parseJsonOption(flag: string, text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    const v = JSON.parse(text);
    if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new Error('not an object');
    return v;
  } catch (e) {
    throw new CliError(`${flag} must be a JSON object (${(e as Error).message})`);
  }
}
