import { defineConfig } from 'vitest/config';

// Unit and property tests only; the browser suite under test/e2e runs with Playwright
// against the production build (see playwright.config.ts), and the static gates under
// test/gates read that build (vitest.gates.config.ts, `npm run test:gates`).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'test/gates/**', 'node_modules/**'],
  },
});
