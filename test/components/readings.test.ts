/** Options in plain words (src/components/readings.ts): what the widgets show instead of keys. */
import { describe, expect, test } from 'vitest';
import { OPTIONS } from '../../src/engine/index.ts';
import { readingWords, valueChoice, valueWords } from '../../src/components/readings.ts';

const spec = (key: string) => OPTIONS.find((o) => o.key === key)!;

describe('readings in plain words', () => {
  test('a listed value is named by its words', () => {
    expect(readingWords('lango.increment=dlp', OPTIONS)).toBe('DLP’s increment, sown on from the back hole behind');
    expect(readingWords('didinga.incrementStart=origin', OPTIONS)).toBe('increment begins in the hole the last lap started from');
  });

  test('a whole-number option is named by what it bounds, and the number', () => {
    expect(readingWords('maxLaps=500', OPTIONS)).toBe('laps before a move is reported unresolved: 500');
    expect(valueWords(spec('repetitions'), '4')).toBe('times a position may occur before the game is drawn: 4');
  });

  test('a pair no option knows is shown as written, never dropped', () => {
    expect(readingWords('nope=1', OPTIONS)).toBe('nope=1');
    expect(readingWords('lango.increment', OPTIONS)).toBe('lango.increment');
  });

  test('a menu marks the default reading', () => {
    expect(valueChoice(spec('lango.increment'), 'driberg')).toBe('Driberg’s increment, sown from the capturing hole (default)');
    expect(valueChoice(spec('lango.increment'), 'dlp')).toBe('DLP’s increment, sown on from the back hole behind');
  });
});
