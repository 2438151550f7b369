// Accessibility checks in the browser: axe-core's own script injected into the page, its serious and
// critical violations returned in a readable form (rule, how many elements, the first of them).
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, which the page's CSP (no inline script) allows.
  await page.evaluate(axe.source);
  const found = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: Document,
          opts: object,
        ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} ×${v.nodes.length}: ${v.nodes[0]}`);
}
