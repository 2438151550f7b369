// A log line names its player first ("Ann builds a mine", the server's words); the log and the move toasts
// show the seat's name in its colour before the line, so the line's own copy of the name is left out
// there: each name is read once.

/** `text` without its leading `name` ("Ann builds a mine" → "builds a mine"); as it is otherwise. */
export function afterName(text: string, name: string): string {
  if (!name || !text.startsWith(name)) return text;
  const rest = text.slice(name.length);
  // Only a whole name followed by a space: "Ann" must not cut "Anna builds…" or "Ann's mine…".
  return /^\s\S/.test(rest) ? rest.trimStart() : text;
}
