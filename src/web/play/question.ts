// A step's question as a sheet on a small screen shows it: the question itself, and what the planner adds
// after it (what workers do, what the moves cost in the server's words) as details shown on demand.

/** The first sentence of `prompt` and the rest (empty when the prompt is one sentence). */
export function splitQuestion(prompt: string): { question: string; more: string } {
  const m = /[?!.](?=\s+\S)/.exec(prompt);
  if (!m) return { question: prompt, more: '' };
  const end = m.index + 1;
  return { question: prompt.slice(0, end), more: prompt.slice(end).trim() };
}
