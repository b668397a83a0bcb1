import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkTableMemory, fileToWrite, folderMade, tableAllocationError, tableMemoryNote, UsageError, wholeNumber } from '../../src/cli/args.ts';
import { quoteInput } from '../../src/engine/index.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('wholeNumber: the one reading of a whole-number argument (choro and the scripts)', () => {
  it('takes a whole number within the range, the bounds included', () => {
    expect(wholeNumber('--games', '1', 1, 10)).toBe(1);
    expect(wholeNumber('--games', '10', 1, 10)).toBe(10);
    expect(wholeNumber('--seed', '0', 0, 0xffffffff)).toBe(0);
    expect(wholeNumber('--seed', '4294967295', 0, 0xffffffff)).toBe(0xffffffff);
  });

  it.each([
    ['0', '--games: "0" is not a whole number from 1 to 10'],
    ['11', '--games: "11" is not a whole number from 1 to 10'],
    ['-1', '--games: "-1" is not a whole number from 1 to 10'],
    ['2.5', '--games: "2.5" is not a whole number from 1 to 10'],
    ['1e3', '--games: "1e3" is not a whole number from 1 to 10'],
    [' 3', '--games: " 3" is not a whole number from 1 to 10'],
    ['', '--games: "" is not a whole number from 1 to 10'],
    ['9'.repeat(16), `--games: "${'9'.repeat(16)}" is not a whole number from 1 to 10`],
    ['\u001b[2J', '--games: "\\x1b[2J" is not a whole number from 1 to 10'],
  ])('refuses %j, naming the flag and the range', (value, message) => {
    expect(() => wholeNumber('--games', value, 1, 10)).toThrow(new UsageError(message));
  });

  it('says what a flag given no value needs', () => {
    expect(() => wholeNumber('--port', undefined, 1, 65535)).toThrow(new UsageError('--port needs a whole number from 1 to 65535'));
  });

  it('cuts a long value in its message', () => {
    const e = (() => {
      try {
        wholeNumber('--nodes', 'x'.repeat(500), 1, 10);
      } catch (error) {
        return error as Error;
      }
      return null;
    })();
    expect(e).toBeInstanceOf(UsageError);
    expect(e!.message.length).toBeLessThan(200);
    expect(e!.message).toContain('(500 characters)');
  });
});

describe('folderMade: a folder argument, made with its parents', () => {
  it('makes the missing folders, a relative path from the base, and takes one that exists', () => {
    const base = mkdtempSync(join(tmpdir(), 'choro-folder-'));
    try {
      const made = folderMade('--checkpoints', 'a/b/c', base);
      expect(made).toBe(join(base, 'a', 'b', 'c'));
      expect(statSync(made).isDirectory()).toBe(true);
      expect(folderMade('--checkpoints', made, '/')).toBe(made);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it.each([
    [undefined, '--checkpoints needs a folder'],
    ['', '--checkpoints needs a folder'],
    ['/proc/choro-never/x', '--checkpoints: cannot make the folder "/proc/choro-never/x" (ENOENT)'],
  ])('refuses %j in one line', (value, line) => {
    expect(() => folderMade('--checkpoints', value, '/')).toThrow(new UsageError(line));
    expect(existsSync('/proc/choro-never')).toBe(false);
  });
});

describe('fileToWrite: a file to be written, checked before the work', () => {
  it('takes a new or existing file in a folder that exists, a relative path from the base', () => {
    expect(fileToWrite('--out', 'solved.json', '/tmp')).toBe('/tmp/solved.json');
    expect(fileToWrite('--out', 'package.json', ROOT)).toBe(join(ROOT, 'package.json'));
  });

  it.each([
    [undefined, '--out needs a file'],
    ['/nonexistent/x.json', '--out "/nonexistent/x.json": the folder "/nonexistent" does not exist'],
    ['package.json/x.json', `--out "package.json/x.json": ${quoteInput(join(ROOT, 'package.json'))} is a file, not a folder`],
    ['src', '--out "src": a folder, not a file'],
    [`/nonexistent/\u001b[2J${'d'.repeat(200)}/x.json`, `--out "/nonexistent/\\x1b[2J${'d'.repeat(23)}…" (224 characters): the folder "/nonexistent/\\x1b[2J${'d'.repeat(23)}…" (217 characters) does not exist`],
  ])('refuses %j in one line', (value, line) => {
    expect(() => fileToWrite('--out', value, ROOT)).toThrow(new UsageError(line));
  });
});

describe('a search table\'s memory: checked against the machine (choro solve and solve-openings)', () => {
  const GB = 2 ** 30;

  it('takes tables up to the machine\'s memory, and refuses more, naming the flag and the machine\'s memory', () => {
    expect(() => checkTableMemory('--memory', 8192, 1, 8 * GB)).not.toThrow();
    expect(() => checkTableMemory('--memory', 8193, 1, 8 * GB)).toThrow(new UsageError('--memory: 8193 MB is more than this machine\'s memory, 8192 MB'));
    // One table a thread: the sum is what the machine must hold.
    expect(() => checkTableMemory('--memory', 4096, 2, 8 * GB)).not.toThrow();
    expect(() => checkTableMemory('--memory', 4096, 3, 8 * GB)).toThrow(new UsageError('--memory: 4096 MB a thread on 3 threads (12288 MB) is more than this machine\'s memory, 8192 MB'));
  });

  it('notes tables larger than the memory free now, and is silent otherwise', () => {
    expect(tableMemoryNote('--memory', 4096, 1, 4 * GB)).toBeNull();
    expect(tableMemoryNote('--memory', 4097, 1, 4 * GB)).toBe('--memory 4097 MB is more than the memory free now, 4096 MB: the system may end the run once the search fills its table');
    expect(tableMemoryNote('--memory', 3000, 2, 4 * GB)).toBe('--memory 3000 MB a thread on 2 threads (6000 MB) is more than the memory free now, 4096 MB: the system may end the run once the search fills its table');
  });

  it('turns a table the system could not set aside into one line naming the flag, and leaves other errors alone', () => {
    const failed = (() => {
      try {
        // More than a typed array may hold: V8 refuses it at once, as it refuses a table the system cannot give.
        return new Uint32Array(2 ** 53);
      } catch (e) {
        return e;
      }
    })();
    expect(failed).toBeInstanceOf(RangeError);
    expect(tableAllocationError('--memory', 16384, failed)?.message).toMatch(/^could not set aside 16384 MB for the search's table \(--memory\): .+; ask for less$/);
    // A worker thread sends the message alone.
    expect(tableAllocationError('--memory', 6144, 'Array buffer allocation failed', 2)).toEqual(new UsageError('could not set aside 6144 MB a thread on 2 threads (12288 MB) for the search\'s tables (--memory): Array buffer allocation failed; ask for less'));
    expect(tableAllocationError('--memory', 1, new RangeError('Maximum call stack size exceeded'))).toBeNull();
    expect(tableAllocationError('--memory', 1, new Error('Array buffer allocation failed'))).toBeNull();
    expect(tableAllocationError('--memory', 1, 'the position does not hold four rows of its width')).toBeNull();
  });
});
