import { defineConfig } from 'vitest/config';

// The static quality gates: they read the production build in dist/ (HTML validity and outline,
// links and anchors, JavaScript per page, security headers), so `npm test` runs them after
// `npm run build` with `npm run test:gates`. The unit tests (vitest.config.ts) leave them out.
//
// Timeouts: a gate that reads every page, validates a long one or starts a command gives its own
// (60 s, for a two-core machine four times slower: on a busy one, html-validate over /opening/
// and the report's command passed Vitest's default 5 s); the rest have 20 s, as the unit tests.
export default defineConfig({
  test: {
    include: ['test/gates/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
