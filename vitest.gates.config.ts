import { defineConfig } from 'vitest/config';

// The static quality gates: they read the production build in dist/ (HTML validity and outline,
// links and anchors, JavaScript per page, security headers), so `npm test` runs them after
// `npm run build` with `npm run test:gates`. The unit tests (vitest.config.ts) leave them out.
export default defineConfig({
  test: {
    include: ['test/gates/**/*.test.ts'],
  },
});
