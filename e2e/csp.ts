import type { Page } from '@playwright/test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation a page reports, from its documents (the
 * `securitypolicyviolation` event) and its console (where Chromium also reports those of
 * workers). Call before the first navigation; the returned function reads what was seen.
 */
export function watchCspViolations(page: Page): () => Promise<string[]> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  void page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return async () => [...(await page.evaluate(() => window.cspViolations ?? [])), ...fromConsole];
}
