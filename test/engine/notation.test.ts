/** Position and move notation: formats, round trips, and every error message a reader may see. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMove, parseMove, type Move } from '../../src/engine/notation/move.ts';
import { checkPosition, drawPosition, formatPosition, parsePosition } from '../../src/engine/notation/position.ts';
import { escapeControls, quoteInput } from '../../src/engine/notation/quote.ts';
import { isSpeedDecimal, parseSpeedText } from '../../src/engine/notation/speed.ts';
import { makePosition, maxMarbles, startPosition } from '../../src/engine/position.ts';
import { lettered } from './helpers.ts';

const START = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A';

describe('position notation', () => {
  it('writes the 8-column start position as the issue spells it', () => {
    expect(formatPosition(startPosition())).toBe(START);
  });

  it('reads rows top to bottom as seen from A: B back, B front, A front, A back', () => {
    // Each row marked at both ends, so every row's place and direction shows (the board's
    // marbles stay within the limit, so distinct counts in every hole cannot be used).
    const r = parsePosition('1,0,0,0,0,0,0,2/3,0,0,0,0,0,0,4/5,0,0,0,0,0,0,6/7,0,0,0,0,0,0,8 B');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const pos = r.value;
    expect(pos.toMove).toBe('B');
    // A's back row left to right is A's local 0…7; A's front row left to right is local 15…8.
    expect(pos.counts.slice(0, 8)).toEqual([7, 0, 0, 0, 0, 0, 0, 8]);
    expect(pos.counts.slice(8, 16)).toEqual([6, 0, 0, 0, 0, 0, 0, 5]);
    // B's back row as A sees it, left to right, is B's local 7…0; B's front row left to right is B's local 8…15.
    expect(pos.counts.slice(16, 24)).toEqual([2, 0, 0, 0, 0, 0, 0, 1]);
    expect(pos.counts.slice(24, 32)).toEqual([3, 0, 0, 0, 0, 0, 0, 4]);
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
    ['garbage', 'row-count', '"garbage" is not a position: expected four rows of counts separated by "/", a space and the side to move (A or B)'],
    ['2,2,2,2,2,2,2,2', 'row-count', '"2,2,2,2,2,2,2,2" is not a position: expected four rows of counts separated by "/", a space and the side to move (A or B)'],
    ['2,2,2/2,2,2/2,2,2/2,2,2 A', 'width', 'row 1 (B\'s back row) has 3 holes: a row has 8 to 16'],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A', 'ragged', 'row 3 (A\'s front row) has 7 holes but row 1 has 8: every row must have the same number'],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,x,2,2,2/2,2,2,2,2,2,2,2 A', 'not-a-count', 'row 3 (A\'s front row), hole 5: "x" is not a count (a whole number of marbles, 0 or more)'],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,-1,2,2,2/2,2,2,2,2,2,2,2 A', 'not-a-count', 'row 3 (A\'s front row), hole 5: "-1" is not a count (a whole number of marbles, 0 or more)'],
    ['0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,129 A', 'too-many-marbles', "row 4 (A's back row), hole 8: 129 marbles is more than the 128 marbles a board of 8 holes a row may hold (4 a hole on average, twice a game's 64)"],
    ['4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,5 A', 'too-many-marbles', "the board holds 129 marbles, more than the 128 marbles a board of 8 holes a row may hold (4 a hole on average, twice a game's 64)"],
    ['0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,99999999999999999999999 A', 'too-many-marbles', "row 4 (A's back row), hole 8: 999999999999… (23 digits) marbles is more than the 128 marbles a board of 8 holes a row may hold (4 a hole on average, twice a game's 64)"],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 \u001b[2J', 'bad-side', '"\\x1b[2J" is not a side to move: expected A or B'],
    [`2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,${'y'.repeat(100)},2,2,2/2,2,2,2,2,2,2,2 A`, 'not-a-count', `row 3 (A's front row), hole 5: "${'y'.repeat(40)}…" (100 characters) is not a count (a whole number of marbles, 0 or more)`],
    ['2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A B', 'bad-side', 'the side to move is given twice ("A B"): end the position with one, A or B'],
  ])('rejects %j with a message naming the problem and its place', (text, code, message) => {
    const r = parsePosition(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toBe(message);
  });

  it('reads the side after a tab as after a space (a position pasted from a table), and points at a side given twice', () => {
    const start = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2';
    const tab = parsePosition(`${start}\tB`);
    expect(tab.ok && formatPosition(tab.value)).toBe(`${start} B`);
    const twice = parsePosition(`${start} A  B`);
    expect(!twice.ok && [twice.error.offset, twice.error.length]).toEqual([start.length + 1, 4]);
    const thrice = parsePosition(`${start} A B A`);
    expect(!thrice.ok && thrice.error.message).toBe('the side to move is given 3 times ("A B A"): end the position with one, A or B');
  });

  it('points at the offending characters', () => {
    const text = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,x,2,2,2/2,2,2,2,2,2,2,2 A';
    const r = parsePosition(text);
    expect(!r.ok && text.slice(r.error.offset, r.error.offset + r.error.length)).toBe('x');
    expect(!r.ok && [r.error.row, r.error.item]).toEqual([3, 5]);
  });

  it('accepts a board at the limit: every hole at 4, or the whole total in one hole, on 8 and on 16 columns', () => {
    for (const cols of [8, 16]) {
      const row = (v: number) => new Array<number>(cols).fill(v).join(',');
      expect(maxMarbles(cols)).toBe(16 * cols);
      expect(parsePosition(`${row(4)}/${row(4)}/${row(4)}/${row(4)} A`).ok).toBe(true);
      const one = `${row(0)}/${row(0)}/${row(0)}/${new Array<number>(cols - 1).fill(0).join(',')},${maxMarbles(cols)} B`;
      expect(parsePosition(one).ok).toBe(true);
      const over = `${row(0)}/${row(0)}/${row(0)}/${new Array<number>(cols - 1).fill(0).join(',')},${maxMarbles(cols) + 1} B`;
      const r = parsePosition(over);
      expect(!r.ok && [r.error.code, r.error.row, r.error.item]).toEqual(['too-many-marbles', 4, cols]);
      expect(!r.ok && over.slice(r.error.offset, r.error.offset + r.error.length)).toBe(String(maxMarbles(cols) + 1));
    }
  });

  it('checks positions built from other data with the same limits (checkPosition)', () => {
    expect(checkPosition(lettered({}, 'A', 4))).toBeNull();
    expect(checkPosition(lettered({ p: 5 }, 'A', 4))).toMatchObject({ code: 'too-many-marbles' });
    expect(checkPosition(lettered({ P: 129 }, 'A'))).toMatchObject({ code: 'too-many-marbles', row: 4 });
    expect(checkPosition(lettered({ a: 128 }, 'B'))).toBeNull();
    expect(checkPosition({ cols: 8, counts: new Array(32).fill(1.5), toMove: 'A' })).toMatchObject({ code: 'not-a-count', row: 1, item: 1 });
    expect(checkPosition({ cols: 8, counts: new Array(31).fill(1), toMove: 'A' })).toMatchObject({ code: 'ragged' });
    expect(checkPosition({ cols: '8', counts: [], toMove: 'A' })).toMatchObject({ code: 'width' });
    expect(checkPosition({ cols: 8, counts: new Array(32).fill(1), toMove: 'C' })).toMatchObject({ code: 'bad-side' });
  });

  it('round-trips every position of every width within the limit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 16 }).chain((cols) => fc.tuple(fc.constant(cols), fc.array(fc.nat(4), { minLength: 4 * cols, maxLength: 4 * cols }), fc.constantFrom('A' as const, 'B' as const))), ([cols, counts, side]) => {
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

describe('quoting input in messages', () => {
  it('escapes control characters and cuts long values with an ellipsis and the length', () => {
    expect(escapeControls('a\u0000b\u001b[31m\nc\u202e\u0085')).toBe('a\\x00b\\x1b[31m\\nc\\u202e\\x85');
    expect(quoteInput('b7')).toBe('"b7"');
    expect(quoteInput('é'.repeat(41))).toBe(`"${'é'.repeat(40)}…" (41 characters)`);
    expect(quoteInput('\u0007'.repeat(50), 3)).toBe('"\\x07\\x07\\x07…" (50 characters)');
  });

  it('a move start or decision that is not one is quoted escaped and cut', () => {
    const r = parseMove(`b7/${'\u0007'.repeat(60)}`, 8);
    expect(!r.ok && r.error.message).toBe(`decision 1 "${'\\x07'.repeat(40)}…" (60 characters) is not ">" (go on counter-clockwise), "<" (clockwise) or "^" (switch to the other reverse hole)`);
    const s = parseMove('\u001b]0;x', 8);
    expect(!r.ok && !s.ok && s.error.message.startsWith('"\\x1b]0;x" is not a move start')).toBe(true);
  });
});

describe('a speed as text (AMB-2): one reading for the CLI and /opening/', () => {
  it.each(['1', '1.5', '0.001', '1000', '999.999999', '0010'])('reads %s', (text) => {
    expect(parseSpeedText(text)).toBe(Number(text));
  });

  // A positive plain decimal out of range (the CLI says "a speed is from 0.001 to 1000"), or not one at all.
  it.each([
    ['0', false], ['-1', false], ['1e-10', false], ['0.0000000001', false], ['10000', false], ['1.', false], ['NaN', false], ['', false], [' 1', false],
    ['0.0001', true], ['1000.5', true],
  ] as const)('refuses %s (a positive decimal: %s)', (text, decimal) => {
    expect(parseSpeedText(text)).toBeNull();
    expect(isSpeedDecimal(text)).toBe(decimal);
  });
});
