import { describe, expect, it } from 'vitest';
import { andList, plural } from '../../src/components/captions.ts';
import { upperFirst } from '../../src/components/sentence.ts';

describe('the words captions are made of', () => {
  it('capitalises only a sentence’s first letter', () => {
    expect(upperFirst('lango’s increment, sown on')).toBe('Lango’s increment, sown on');
    expect(upperFirst('DLP’s increment')).toBe('DLP’s increment');
    expect(upperFirst('')).toBe('');
  });

  it('counts in words, one or many', () => {
    expect(plural(1, 'lap')).toBe('1 lap');
    expect(plural(3, 'lap')).toBe('3 laps');
    expect(plural(0, 'marble')).toBe('0 marbles');
    expect(plural(2, 'ply', 'plies')).toBe('2 plies');
  });

  it('joins names as a sentence does', () => {
    expect(andList([])).toBe('');
    expect(andList(['a'])).toBe('a');
    expect(andList(['a', 'b'])).toBe('a and b');
    expect(andList(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
