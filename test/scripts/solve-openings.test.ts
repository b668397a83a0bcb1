/** `npm run solve-openings` (scripts/solve-openings.ts) as a whole run; its flags' refusals are in arguments.test.ts. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('solve-openings with nothing to solve', { timeout: 250_000 }, () => { // two runs of the script, each allowed 120 s (spawnSync's timeout)
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
      // So with --within: every opening left unsettled was searched under move limits with more.
      const within = spawnSync(process.execPath, ['scripts/solve-openings.ts', '--within', '--nodes', '1000', '--memory', '1', '--threads', '1', '--out', file], { encoding: 'utf8', timeout: 120_000 });
      expect(within.stderr).toContain('0 positions to search under move limits');
      expect(within.stderr).toContain(`nothing new for ${file}`);
      expect(within.status).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('solve-openings: --memory and the machine (src/cli/args.ts, shared with choro solve)', { timeout: 130_000 }, () => { // one run of the script a test, allowed 120 s
  const MB = 2 ** 20;
  /** Run the script on a fresh file (every opening to solve), in a folder removed afterwards. */
  function fresh(args: string[], prefix = '') {
    const dir = mkdtempSync(join(tmpdir(), 'choro-solve-'));
    try {
      const command = [process.execPath, 'scripts/solve-openings.ts', ...args, '--out', join(dir, 'solved.json')];
      return spawnSync('bash', ['-c', `${prefix}exec "$0" "$@"`, ...command], { encoding: 'utf8', timeout: 120_000 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  // One table a thread: as many tables of 16 GB as take more than the machine holds (at most 64
  // threads: up to 1 TB), refused before any search.
  it('refuses tables that add up to more than the machine\'s memory, in one line, with status 2', () => {
    const threads = Math.floor(os.totalmem() / (16_384 * MB)) + 1;
    expect(threads).toBeLessThanOrEqual(64);
    const run = fresh(['--nodes', '1000', '--memory', '16384', '--threads', String(threads)]);
    expect(run.stderr).toBe(`solve-openings: --memory: 16384 MB a thread on ${threads} threads (${16_384 * threads} MB) is more than this machine's memory, ${Math.floor(os.totalmem() / MB)} MB\n`);
    expect(run.status).toBe(2);
  });

  // The address space is capped below the table asked for, so that the first search's table
  // cannot be set aside (at once: nothing is set aside).
  // Linux's ulimit; the machine must hold 6 GB, or --memory is refused before (the suite runs on Linux, with more).
  it('a table the system cannot set aside: one line naming --memory, status 2, no stack trace', () => {
    const run = fresh(['--nodes', '1000', '--memory', '6144', '--threads', '1'], 'ulimit -v 4194304 && ');
    const lines = run.stderr.trim().split('\n');
    expect(lines.at(-1)).toBe('solve-openings: could not set aside 6144 MB for the search\'s table (--memory): Array buffer allocation failed; ask for less');
    expect(lines.every((l) => l.startsWith('solve-openings: '))).toBe(true);
    expect(run.status).toBe(2);
  });
});
