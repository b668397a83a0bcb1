import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileToWrite, folderMade, UsageError, wholeNumber } from '../../src/cli/args.ts';

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
    ['/nonexistent/x.json', '--out /nonexistent/x.json: the folder /nonexistent does not exist'],
    ['package.json/x.json', `--out package.json/x.json: ${join(ROOT, 'package.json')} is a file, not a folder`],
    ['src', '--out src: a folder, not a file'],
  ])('refuses %j in one line', (value, line) => {
    expect(() => fileToWrite('--out', value, ROOT)).toThrow(new UsageError(line));
  });
});
