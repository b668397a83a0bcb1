import { defineConfig } from 'vitest/config';

// Unit and property tests only; the browser suite under test/e2e runs with Playwright
// against the production build (see playwright.config.ts), and the static gates under
// test/gates read that build (vitest.gates.config.ts, `npm run test:gates`).
//
// Timeouts: a test that does real work (a search, self-play, a script in its own process) gives
// its own timeout, sized by that work for a two-core machine four times slower than an idle one
// (30 s to 360 s; the spawned scripts' timeouts are spawnSync's, the test's is their sum), and
// the heaviest for one thirteen times slower, as a clean clone's run beside two browser suites,
// builds and a busy loop measured (its unit tests took 1,256 s, 96 s idle). The
// rest take milliseconds; the 20 s here, for them, is a loaded machine's figure, where Vitest's
// default 5 s failed a fresh clone's `npm test` (a search of 6 s). No test measures time.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'test/gates/**', 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
