/** scripts/gates/together.ts, which `npm test` runs the unit tests and the type check with. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('together', { timeout: 90_000 }, () => { // npm started twice, each in its own process
  it('names what it needs when given no script, status 2', () => {
    const run = spawnSync(process.execPath, ['scripts/gates/together.ts'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('together: name the npm scripts to run at the same time: node scripts/gates/together.ts check test:unit');
  });

  it('waits for every script, prints the others\' output after the first\'s, and fails with the one that failed', () => {
    // test:e2e-times with no report stops at once with status 2; npm's own `env` lists the environment.
    const run = spawnSync(process.execPath, ['scripts/gates/together.ts', 'env', 'test:e2e-times'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stdout).toContain('e2e-times: give the JSON report of a run');
    expect(run.stdout.indexOf('e2e-times: give')).toBeGreaterThan(run.stdout.indexOf('PATH='));
    expect(run.stderr.trim().split('\n').at(-1)).toBe('together: npm run test:e2e-times failed (status 2)');
  });
});
