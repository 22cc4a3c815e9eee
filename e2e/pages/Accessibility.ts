import path from 'node:path';

import type { Page } from '@playwright/test';

/** axe-core comes with eslint-plugin-jsx-a11y (the lint's accessibility rules). */
const AXE_SCRIPT = path.join(process.cwd(), 'node_modules/axe-core/axe.min.js');

/** Runs axe-core's given rules on the page; answers the ids and targets of what they found. */
export async function axeViolations(page: Page, rules: readonly string[]) {
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: only } });
    return result.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, rules);
}

/** Every axe-core rule; answers what is serious or critical, with the rule, its impact and targets. */
export async function seriousAxeViolations(page: Page) {
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

interface AxeResult {
  violations: Array<{ id: string; impact?: string; nodes: Array<{ target: string[] }> }>;
}
