/**
 * `npm ci` refuses a lockfile that lacks any optional dependency of a locked package. This
 * workplace's registry has no builds for other platforms, so `npm install` leaves those out:
 * after an install, run `node scripts/lock-fill-platforms.mjs` (CONTRIBUTING.md, "Set-up").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { optionalDependencies?: Record<string, string>; deprecated?: string; version?: string }>;
};

describe('package-lock.json', () => {
  it('locks every optional dependency, so that npm ci accepts it', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const prefix = path === '' ? 'node_modules/' : `${path}/node_modules/`;
        if (!lock.packages[`${prefix}${name}`] && !lock.packages[`node_modules/${name}`]) missing.push(`${name} (of ${path || 'the project'})`);
      }
    }
    expect(missing, 'run: node scripts/lock-fill-platforms.mjs').toEqual([]);
  });

  it('locks no deprecated package (.npmrc keeps npm install quiet, so this is where one would show)', () => {
    const deprecated = Object.entries(lock.packages).filter(([, entry]) => entry.deprecated).map(([path, entry]) => `${path}@${entry.version}: ${entry.deprecated}`);
    expect(deprecated, 'upgrade or override these (package.json "overrides")').toEqual([]);
  });
});
