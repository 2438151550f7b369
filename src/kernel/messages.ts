import type { Lang, LogEntry } from './types.ts';

/** Fills `{name}` placeholders; an unknown placeholder is left visible so a missing parameter is noticed. */
export function formatMessage(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params && params[name] !== undefined && params[name] !== null ? String(params[name]) : whole,
  );
}

/** A log entry in plain words; falls back to English, then to the id, so nothing is ever blank. */
export function renderLogEntry(
  messages: Record<Lang, Record<string, string>>,
  entry: LogEntry,
  lang: Lang,
): string {
  const template = messages[lang]?.[entry.id] ?? messages.en?.[entry.id] ?? entry.id;
  return formatMessage(template, entry.params);
}
