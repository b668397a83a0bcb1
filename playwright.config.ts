import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args.ts';

/**
 * Browser tests: Playwright drives Debian's Chromium (never a downloaded browser) against the
 * production build in dist/, served by scripts/serve.ts with the site's headers. `npm test` builds the site first;
 * `npm run test:e2e` alone expects an up-to-date dist/.
 *
 * Set CHROMIUM_PATH to use another Chromium binary. scripts/ensure-chromium.mjs installs the
 * Debian package when it is missing and we run as root.
 */

const PORT = Number(process.env.E2E_PORT ?? 4322); // default distinct from `npm start` (4321), so a running preview is never mistaken for this one; E2E_PORT lets a second checkout run its own
const HOST = '127.0.0.1';
const baseURL = `http://${HOST}:${PORT}`;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Sized for a loaded two-core machine, four times slower than an idle one (a test counts work,
  // never time): a page loaded, its islands hydrated and its gate run takes 1–25 s idle, so 90 s
  // a test (test.slow() triples it, for the long pages; axe over them sets its own 240 s), and a
  // web-first assertion waits up to 15 s for a widget's worker or a hydration before it fails.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        headless: true,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [...CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: {
    // Serves the built site as it is, with the headers of dist/_headers, exactly as `npm start`
    // does (scripts/serve.ts); it never rebuilds. `npx` puts node_modules/.bin (and so the
    // project's Node 24) first on PATH even when Playwright is started without npm.
    command: `npx --no-install node scripts/serve.ts --host ${HOST} --port ${PORT}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
