/** `npm run solve-openings` (scripts/solve-openings.ts) as a whole run; its flags' refusals are in arguments.test.ts. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('solve-openings with nothing to solve', () => {
  // The file's header names the command that made it: a run that does nothing must not claim it.
  it('leaves the file byte for byte as it was, and says so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'choro-solve-'));
    try {
      const file = join(dir, 'solved.json');
      const before = readFileSync('src/data/solved-openings.json', 'utf8');
      writeFileSync(file, before);
      // Every result is settled or was tried with more than 1,000 positions: nothing to search.
      const run = spawnSync(process.execPath, ['scripts/solve-openings.ts', '--nodes', '1000', '--memory', '1', '--threads', '1', '--out', file], { encoding: 'utf8', timeout: 120_000 });
      expect(run.stderr).toContain('0 positions to solve');
      expect(run.stderr).toContain(`nothing new for ${file}`);
      expect(run.status).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
