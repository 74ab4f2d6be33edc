import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2, levels A and AA: the product's accessibility bar. */
const TAGS = ['wcag2a', 'wcag2aa'];

/**
 * axe's findings on the page as it stands, one line per offending element: the rule, where it is
 * and what to fix, so a failing run says what a person would meet.
 */
export async function axeViolations(page: Page, screen: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${screen}: ${violation.id} at ${node.target.join(' ')}: ${violation.help}. ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
}
