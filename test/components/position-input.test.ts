/** A position typed by a reader: the engine's parser, with the message both widgets show. */
import { describe, expect, it } from 'vitest';
import { readPositionInput } from '../../src/components/position-input.ts';
import { formatPosition, startPosition } from '../../src/engine/index.ts';

describe('readPositionInput', () => {
  it('reads a position the engine reads', () => {
    const r = readPositionInput(formatPosition(startPosition()));
    expect(r.ok && formatPosition(r.value)).toBe(formatPosition(startPosition()));
  });
  it('names what is wrong and says the board keeps its position', () => {
    expect(readPositionInput('2,2 A')).toEqual({ ok: false, error: 'That position cannot be read: expected 4 rows separated by "/", found 1. The board keeps the last valid position.' });
  });
});
