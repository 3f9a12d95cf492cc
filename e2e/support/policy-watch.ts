import type { Page } from '@playwright/test';

export interface PolicyProblem {
  kind: 'csp' | 'console' | 'pageerror';
  url: string;
  detail: string;
}

declare global {
  interface Window {
    __cspViolations?: { directive: string; blocked: string; source: string; sample: string }[];
  }
}

/**
 * Records, for every document the page loads, each Content-Security-Policy violation (from
 * the `securitypolicyviolation` event) and every console error or uncaught exception.
 * `problems()` drains what the current document collected into the returned list.
 */
export async function watchPolicy(page: Page) {
  const problems: PolicyProblem[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push({ kind: 'console', url: page.url(), detail: message.text() });
    }
  });
  page.on('pageerror', (error) =>
    problems.push({ kind: 'pageerror', url: page.url(), detail: error.message }),
  );

  return {
    /** Everything seen so far, including CSP violations of the current document. */
    async problems(): Promise<PolicyProblem[]> {
      const violations = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
      for (const violation of violations) {
        problems.push({ kind: 'csp', url: page.url(), detail: JSON.stringify(violation) });
      }
      return problems.splice(0);
    },
  };
}
