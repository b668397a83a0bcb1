import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteInput } from '../../src/engine/index.ts';

/** Each script refuses a bad flag before doing any work: status 2, one line naming the flag and its range (src/cli/args.ts). */
describe('the scripts refuse a bad flag in one line, with status 2, before any work', { timeout: 90_000 }, () => { // a script started in its own Node process, allowed 60 s (spawnSync's timeout)
  it.each([
    [['scripts/bench.ts', '--rounds', '0'], 'bench: --rounds: "0" is not a whole number from 1 to 100'],
    [['scripts/bench.ts', '--solver-nodes', '1e6'], 'bench: --solver-nodes: "1e6" is not a whole number from 1 to 1000000000000'],
    [['scripts/bench.ts', '--rules', 'lango,nope'], 'bench: --rules: unknown "nope"; known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo'],
    [['scripts/solve-openings.ts', '--threads', '0', '--out', '/nonexistent/never-written.json'], 'solve-openings: --threads: "0" is not a whole number from 1 to 64'],
    [['scripts/solve-openings.ts', '--memory'], 'solve-openings: --memory needs a whole number from 1 to 16384'],
    [['scripts/solve-openings.ts', '--checkpoints', '/dev/null/checkpoints'], 'solve-openings: --checkpoints: cannot make the folder "/dev/null/checkpoints" (ENOTDIR)'],
    // Node's recursive mkdir never returns here: the folders are made one at a time (folderMade).
    [['scripts/solve-openings.ts', '--checkpoints', '/proc/choro/checkpoints'], 'solve-openings: --checkpoints: cannot make the folder "/proc/choro/checkpoints" (ENOENT)'],
    [['scripts/solve-openings.ts', '--checkpoints', 'package.json'], 'solve-openings: --checkpoints: cannot make the folder "package.json" (ENOTDIR)'],
    [['scripts/solve-openings.ts', '--within', '--checkpoints', '.solve-checkpoints'], 'solve-openings: --within and --checkpoints: the searches under move limits keep no state; give one of them'],
    [['scripts/solver-weights.ts', '--nodes', 'lots'], 'solver-weights: --nodes: "lots" is not a whole number from 1 to 1000000000000'],
    [['scripts/solver-weights.ts', '--weights', '1,65'], 'solver-weights: --weights: "65" is not a whole number from 0 to 64'],
    [['scripts/evidence.ts', '--threads', 'all'], 'evidence: --threads: "all" is not a whole number from 1 to 64'],
    [['scripts/evidence.ts', '--out', '/nonexistent/evidence.json'], 'evidence: --out "/nonexistent/evidence.json": the folder "/nonexistent" does not exist'],
    [['scripts/evidence.ts', '--out', 'src'], 'evidence: --out "src": a folder, not a file'],
    // Checked before any search, not when the first result is written, hours later.
    [['scripts/solve-openings.ts', '--out', '/nonexistent/solved.json'], 'solve-openings: --out "/nonexistent/solved.json": the folder "/nonexistent" does not exist'],
  ])('%j', (args, line) => {
    const run = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(line);
  });
});

describe('solve-openings --out F, F a file of another shape: one line naming it, status 2, before any search', { timeout: 90_000 }, () => { // a script started in its own Node process, allowed 60 s
  const dir = mkdtempSync(join(tmpdir(), 'choro-solved-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it.each([
    ['null', 'holds no list of results ("results")'],
    ['{"results": 3}', 'holds no list of results ("results")'],
    ['[1, 2]', 'holds no list of results ("results")'],
    ['not json {', 'is not JSON'],
    ['', 'is not JSON'],
    ['{"results": [null]}', 'result 1 is not a solved opening (an id, a position, a value and a budget)'],
    ['{"results": [{"id": "x", "position": null, "value": "unknown", "budget": {"nodes": 1}}, {"id": "y", "position": 3}]}', 'result 2 is not a solved opening (an id, a position, a value and a budget)'],
  ])('%j', (text, why) => {
    const file = join(dir, 'solved.json');
    writeFileSync(file, text);
    const run = spawnSync(process.execPath, ['scripts/solve-openings.ts', '--out', file], { encoding: 'utf8', timeout: 60_000 });
    expect([run.status, run.stdout, run.stderr]).toEqual([2, '', `solve-openings: --out ${quoteInput(file)}: ${why}; give a file of this script's results, or a new file\n`]);
  });
});

describe('solver-weights with a table the system cannot set aside', { timeout: 90_000 }, () => { // a script started in its own Node process, allowed 60 s
  // Linux's ulimit caps the address space below the table asked for (the suite runs on Linux, with 6 GB or more).
  it('says so in one line naming --memory, status 2, no stack trace', () => {
    const r = spawnSync('bash', ['-c', 'ulimit -v 4194304 && exec "$0" "$@"', process.execPath, 'scripts/solver-weights.ts', '--memory', '6144', '--weights', '0', '--nodes', '10'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe("solver-weights: could not set aside 6144 MB for the search's table (--memory): Array buffer allocation failed; ask for less\n");
    expect(r.status).toBe(2);
  });
});
