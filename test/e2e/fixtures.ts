/**
 * The Playwright `test` that every browser test imports (never import `test` from
 * '@playwright/test' directly in a spec).
 *
 * Each test's browser context is guarded:
 * - every request is intercepted; one whose host is not this machine (localhost, 127.0.0.1,
 *   [::1]) is aborted and recorded (data: and blob: URLs never leave the browser and pass);
 * - console errors and uncaught page errors are recorded;
 * - the pages come from scripts/serve.ts (playwright.config.ts), which sends the headers
 *   dist/_headers gives each address, as the static host does (Content-Security-Policy
 *   included), so every test runs under the site's header policy as well as its <meta> policy;
 *   a policy violation is logged by the browser as a console error ("Refused to …") and so fails
 *   the test;
 * and when the test ends, anything recorded fails it with a list of the offending
 * messages and URLs.
 *
 * A test that provokes such problems on purpose (the guard's own tests) sets
 * `test.use({ failOnPageProblems: false })` and inspects the `pageProblems` fixture itself.
 * A test that expects one particular console error (the browser logs one for a 404
 * response, for instance) names it with `test.use({ expectedConsoleErrors: [/…/] })`.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHeaders, type HeaderRule } from '../../scripts/gates/headers.ts';
import { DIST } from '../../scripts/gates/site.ts';

export { expect };

/** What the guard saw during one test. */
export interface PageProblems {
  /** Text and location of each console message of type "error". */
  consoleErrors: string[];
  /** Message of each uncaught exception or unhandled rejection in a page. */
  pageErrors: string[];
  /** URL of each request to another machine; every one of them was aborted. */
  externalRequests: string[];
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a request for `url` may go ahead: it stays inside the browser (data:, blob:,
 * about:) or goes to this machine over http(s) or ws(s). Anything else, including a URL
 * that does not parse, counts as external.
 */
export function isLocalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  switch (parsed.protocol) {
    case 'data:':
    case 'blob:':
    case 'about:':
      return true;
    case 'http:':
    case 'https:':
    case 'ws:':
    case 'wss:':
      return LOCAL_HOSTS.has(parsed.hostname.toLowerCase());
    default:
      return false;
  }
}

/** One line per problem, or an empty list when there were none. */
export function describeProblems(problems: PageProblems): string[] {
  return [
    ...problems.consoleErrors.map((text) => `console error: ${text}`),
    ...problems.pageErrors.map((text) => `page error: ${text}`),
    ...problems.externalRequests.map((url) => `external request (aborted): ${url}`),
  ];
}

let headerRules: HeaderRule[] | undefined;

/** The rules of dist/_headers (written by `npm run build`), read once. */
export function siteHeaders(): HeaderRule[] {
  if (!headerRules) {
    const file = join(DIST, '_headers');
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` (it writes the headers after the pages)`);
    headerRules = parseHeaders(readFileSync(file, 'utf8'));
  }
  return headerRules;
}

/**
 * Start recording problems in `context`, aborting every external request. Console errors
 * matching one of `expectedConsoleErrors` are not problems.
 */
export async function guardContext(
  context: BrowserContext,
  problems: PageProblems,
  expectedConsoleErrors: readonly RegExp[] = [],
): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (isLocalUrl(url)) {
      await route.fallback();
      return;
    }
    problems.externalRequests.push(url);
    await route.abort('blockedbyclient');
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
    const { url, lineNumber, columnNumber } = message.location();
    const where = url ? ` (at ${url}:${lineNumber + 1}:${columnNumber + 1})` : '';
    problems.consoleErrors.push(`${message.text()}${where}`);
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    problems.pageErrors.push(error.stack ?? error.message);
  });
}

interface GuardFixtures {
  /** Fail the test when the guard recorded anything (default true). */
  failOnPageProblems: boolean;
  /** Console errors this test expects, which are therefore not problems (default none). */
  expectedConsoleErrors: RegExp[];
  /** What the guard recorded so far in this test. */
  pageProblems: PageProblems;
}

export const test = base.extend<GuardFixtures>({
  failOnPageProblems: [true, { option: true }],
  expectedConsoleErrors: [[], { option: true }],

  pageProblems: async ({}, use) => {
    await use({ consoleErrors: [], pageErrors: [], externalRequests: [] });
  },

  context: async ({ context, pageProblems, failOnPageProblems, expectedConsoleErrors }, use) => {
    await guardContext(context, pageProblems, expectedConsoleErrors);
    await use(context);
    if (!failOnPageProblems) return;
    expect(
      describeProblems(pageProblems),
      'the page logged errors or asked for something from another host',
    ).toEqual([]);
  },
});
