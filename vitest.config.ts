import { defineConfig } from 'vitest/config';

// Unit and property tests only; the browser suite under test/e2e runs with Playwright
// against the production build (see playwright.config.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
  },
});
