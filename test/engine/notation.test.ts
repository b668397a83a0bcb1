/** Position and move notation: formats, round trips, and every error message a reader may see. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMove, parseMove, type Move } from '../../src/engine/notation/move.ts';
import { drawPosition, formatPosition, parsePosition } from '../../src/engine/notation/position.ts';
import { makePosition, startPosition } from '../../src/engine/position.ts';

const START = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A';

describe('position notation', () => {
  it('writes the 8-column start position as the issue spells it', () => {
    expect(formatPosition(startPosition())).toBe(START);
  });

  it('reads rows top to bottom as seen from A: B back, B front, A front, A back', () => {
    const r = parsePosition('1,2,3,4,5,6,7,8/9,10,11,12,13,14,15,16/17,18,19,20,21,22,23,24/25,26,27,28,29,30,31,32 B');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const pos = r.value;
    expect(pos.toMove).toBe('B');
    // A's back row left to right is A's local 0…7; A's front row left to right is local 15…8.
    expect(pos.counts.slice(0, 8)).toEqual([25, 26, 27, 28, 29, 30, 31, 32]);
    expect(pos.counts.slice(8, 16)).toEqual([24, 23, 22, 21, 20, 19, 18, 17]);
    // B's back row as A sees it, left to right, is B's local 7…0; B's front row left to right is B's local 8…15.
    expect(pos.counts.slice(16, 24)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(pos.counts.slice(24, 32)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('accepts surrounding white space and spaces after commas', () => {
    const r = parsePosition('  2, 2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A  ');
    expect(r.ok && formatPosition(r.value)).toBe(START);
  });

  it.each([
    ['', 'empty', 'the position is empty: expected four rows separated by "/", a space and the side to move (A or B)'],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2', 'missing-side', 'the side to move is missing: end the position with a space and A or B'],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 C', 'bad-side', '"C" is not a side to move: expected A or B'],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A', 'row-count', 'expected 4 rows separated by "/", found 3'],
    ['2,2,2/2,2,2/2,2,2/2,2,2 A', 'width', 'row 1 (B\'s back row) has 3 holes: a row has 8 to 16'],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A', 'ragged', 'row 3 (A\'s front row) has 7 holes but row 1 has 8: every row must have the same number'],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,x,2,2,2/2,2,2,2,2,2,2,2 A', 'not-a-count', 'row 3, item 5: "x" is not a count (a whole number of marbles, 0 or more)'],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,-1,2,2,2/2,2,2,2,2,2,2,2 A', 'not-a-count', 'row 3, item 5: "-1" is not a count (a whole number of marbles, 0 or more)'],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,10000 A', 'too-large', 'row 4, item 8: 10000 marbles is more than the 9999 a hole may hold here'],
  ])('rejects %j with a message naming the problem and its place', (text, code, message) => {
    const r = parsePosition(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toBe(message);
  });

  it('points at the offending characters', () => {
    const text = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,x,2,2,2/2,2,2,2,2,2,2,2 A';
    const r = parsePosition(text);
    expect(!r.ok && text.slice(r.error.offset, r.error.offset + r.error.length)).toBe('x');
    expect(!r.ok && [r.error.row, r.error.item]).toEqual([3, 5]);
  });

  it('round-trips every position of every width (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 16 }).chain((cols) => fc.tuple(fc.constant(cols), fc.array(fc.nat(9999), { minLength: 4 * cols, maxLength: 4 * cols }), fc.constantFrom('A' as const, 'B' as const))), ([cols, counts, side]) => {
        const pos = makePosition(cols, counts, side);
        const text = formatPosition(pos);
        const back = parsePosition(text);
        expect(back.ok && back.value).toEqual(pos);
        expect(back.ok && formatPosition(back.value)).toBe(text);
      }),
    );
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => { parsePosition(s); }));
    fc.assert(fc.property(fc.stringMatching(/^[0-9,/ ABx-]{0,80}$/), (s) => { parsePosition(s); }));
  });

  it('draws an ASCII board for failure messages and the CLI', () => {
    expect(drawPosition(startPosition()).split('\n')).toHaveLength(6);
  });
});

describe('move notation', () => {
  it.each([
    ['b7', { start: { kind: 'sow', hole: 6, clockwise: false }, decisions: [] }],
    ['f2<', { start: { kind: 'sow', hole: 14, clockwise: true }, decisions: [] }],
    ['xf5', { start: { kind: 'capture', hole: 11 }, decisions: [] }],
    ['f3/</<', { start: { kind: 'sow', hole: 13, clockwise: false }, decisions: ['<', '<'] }],
    ['b1/>', { start: { kind: 'sow', hole: 0, clockwise: false }, decisions: ['>'] }],
  ])('%s', (text, move) => {
    const r = parseMove(text, 8);
    expect(r).toEqual({ ok: true, value: move });
    expect(formatMove(move as Move, 8)).toBe(text);
  });

  it.each([
    ['', 'empty', 'the move is empty: expected a hole such as b7 or f2'],
    ['c3', 'bad-start', '"c3" is not a move start: expected b or f and a column (b7, f2), optionally "<" for clockwise (f2<), or x and a front hole for a Lango start capture (xf6)'],
    ['b9', 'bad-column', 'column 9 is off the board: columns run from 1 to 8, counted from the mover\'s left'],
    ['b0', 'bad-column', 'column 0 is off the board: columns run from 1 to 8, counted from the mover\'s left'],
    ['xb3', 'bad-start', '"xb3": a start capture is made by a front-row hole (xf…), L-start'],
    ['xf3<', 'bad-start', '"xf3<": a start capture takes no direction mark; a clockwise increment is a later decision ("/<")'],
    ['b7/?', 'bad-decision', 'decision 1 "?" is not ">" (go on counter-clockwise), "<" (clockwise) or "^" (switch to the other reverse hole)'],
  ])('rejects %j: %s', (text, code, message) => {
    const r = parseMove(text, 8);
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code, message }) });
  });

  it('round-trips every move of every width (property)', () => {
    const move = fc.integer({ min: 8, max: 16 }).chain((cols) =>
      fc.record({
        cols: fc.constant(cols),
        hole: fc.integer({ min: 0, max: 2 * cols - 1 }),
        kind: fc.constantFrom('sow' as const, 'capture' as const),
        clockwise: fc.boolean(),
        decisions: fc.array(fc.constantFrom('>' as const, '<' as const, '^' as const), { maxLength: 6 }),
      }),
    );
    fc.assert(
      fc.property(move, ({ cols, hole, kind, clockwise, decisions }) => {
        const start = kind === 'capture' ? { kind, hole: cols + (hole % cols) } : { kind, hole, clockwise };
        const m: Move = { start, decisions } as Move;
        const text = formatMove(m, cols);
        expect(parseMove(text, cols)).toEqual({ ok: true, value: m });
      }),
    );
  });
});
