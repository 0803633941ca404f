// Sees every Content-Security-Policy violation of a page: the `securitypolicyviolation` events of
// the page and of its frames, and what Chromium logs to the console when it blocks something.
import type { BrowserContext } from 'playwright-core';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

/** Starts listening on every page of the context; the returned list fills as violations happen. */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
  // Added through DevTools, so the listener itself is not subject to the page's policy.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}
