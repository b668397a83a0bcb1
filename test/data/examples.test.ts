/**
 * The examples as data (src/data/examples.ts) against the texts: every position is the one the
 * engine tests build from the source's letters, every variant plays, and the numbers the text
 * states hold on the data the site shows.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, type Position } from '../../src/engine/index.ts';
import { EXAMPLE_IDS, EXAMPLES, exampleById, exampleHref, shellWord, variantArgv, variantCommand } from '../../src/data/examples.ts';
import { traceVariant } from '../../src/features/examples/trace.ts';
import { buildFrames } from '../../src/components/frames.ts';
import { panelsOf } from '../../src/features/examples/panels.ts';
import { at, lapsOf, lettered } from '../engine/helpers.ts';

const pos = (text: string | undefined): Position => {
  const r = parsePosition(text ?? '');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const variant = (id: string, key: string) => exampleById(id).variants.find((v) => v.key === key)!;

describe('worked examples as data', () => {
  it('lists each worked example once, in order', () => {
    expect(EXAMPLES.map((e) => e.id)).toEqual([...EXAMPLE_IDS]);
  });

  it('every variant plays through the engine and ends', () => {
    for (const e of EXAMPLES) for (const v of e.variants) {
      const t = traceVariant(v);
      expect(t.status, `${e.id} ${v.key}`).toBe('ended');
      expect(t.events.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['EX-c10', 'didinga', { c: 10, ...Object.fromEntries('ABCDEFGHIJKLMNOP'.split('').map((l) => [l, 2])) }, 'B'],
    ['EX-m4', 'didinga', { m: 4, a: 2, d: 1, I: 3, L: 4 }, 'B'],
    ['EX-b-f', 'lango', { b: 4, f: 1, G: 2, N: 1 }, 'B'],
    ['EX-b-f-single', 'lango', { b: 4, f: 1, G: 1 }, 'B'],
    ['EX-start-f', 'lango', { b: 4, f: 1, G: 2, N: 2 }, 'B'],
    ['EX-turn', 'lango', { H: 4, L: 2, d: 1, a: 1, c: 2, b: 1 }, 'A'],
  ] as const)('%s: the position is the one built from the text\'s letters', (id, key, spec, side) => {
    expect(pos(variant(id, key).position)).toEqual(lettered(spec, side));
  });

  it('EX-m4 on the site: 7 taken from I and L, sown b … h, the move ends at h', () => {
    const t = traceVariant(variant('EX-m4', 'didinga'));
    expect(t.captured).toBe(7);
    expect(lapsOf(t.events)[2]).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(at(t.end, 'h')).toBe(1);
  });

  it('EX-open-l on the site: two increments of 4, and p lifted with 4', () => {
    const t = traceVariant(variant('EX-open-l', 'didinga'));
    expect(t.events.filter((e) => e.type === 'capture').slice(0, 2).map((e) => (e.type === 'capture' ? e.total : 0))).toEqual([4, 4]);
    expect(lapsOf(t.events)[3]).toEqual(['a', 'b', 'c', 'd']);
  });

  it('EX-b-f on the site: Lango f, g, h; Didinga and Ikibuguzo c, d, e; Lango\'s required start is the capture', () => {
    expect(lapsOf(traceVariant(variant('EX-b-f', 'lango')).events)[1]).toEqual(['f', 'g', 'h']);
    expect(lapsOf(traceVariant(variant('EX-b-f', 'didinga')).events)[1]).toEqual(['c', 'd', 'e']);
    expect(lapsOf(traceVariant(variant('EX-b-f', 'ikibuguzo')).events)[1]).toEqual(['c', 'd', 'e']);
    expect(traceVariant(variant('EX-b-f', 'lango-required')).events[0]!.clause).toBe('L-start');
  });

  it('EX-turn on the site: two clockwise captures when the chain starts after L, one when it starts in L itself (AMB-12)', () => {
    const told = traceVariant(variant('EX-turn', 'lango'));
    const origin = traceVariant(variant('EX-turn', 'lango-origin'));
    const clockwiseLaps = (events: typeof told.events) => new Set(events.flatMap((e) => (e.type === 'drop' && e.direction === 'cw' ? [e.lap] : []))).size;
    expect(lapsOf(told.events)).toEqual([['I', 'J', 'K', 'L'], ['K', 'J', 'I'], ['K', 'J'], ['J', 'K', 'L']]);
    expect(lapsOf(origin.events)).toEqual([['I', 'J', 'K', 'L'], ['K', 'J', 'I'], ['I', 'J'], ['J', 'K', 'L']]);
    expect([clockwiseLaps(told.events), clockwiseLaps(origin.events)]).toEqual([2, 1]);
    expect([told.captured, origin.captured]).toEqual([5, 5]);
  });

  it('the frames follow the trace: one per event and the start, the last equal to the result', () => {
    for (const e of EXAMPLES) {
      for (const p of panelsOf(e)) {
        const t = traceVariant(e.variants.find((v) => v.key === p.key)!);
        expect(p.frames).toHaveLength(t.events.length + 1);
        expect(p.frames.at(-1)!.counts).toEqual(t.end.counts);
        expect(p.frames.slice(1).every((f) => f.clause && f.clauseHref?.startsWith('/sources/'))).toBe(true);
      }
    }
  });

  it('a drop marks the hole sown and extends the lap\'s path; a capture marks the holes taken from', () => {
    const t = traceVariant(variant('EX-m4', 'didinga'));
    const frames = buildFrames(t.start, t.events, 'start');
    const capture = frames.find((f) => f.type === 'capture')!;
    expect(capture.takenFrom).toHaveLength(2);
    const drops = frames.filter((f) => f.type === 'drop');
    expect(drops[0]!.path).toEqual([drops[0]!.dropped]);
    expect(drops[1]!.path).toEqual([drops[0]!.dropped, drops[1]!.dropped]);
  });

  it('each variant\'s replay command follows from its kind: the command, the mode, and its data as given', () => {
    expect(variantArgv(variant('EX-m4', 'didinga-origin'))).toEqual(['play', '--rules', 'didinga', '--option', 'didinga.incrementStart=origin', '--position', variant('EX-m4', 'didinga-origin').position, '--move', 'b3', '--trace']);
    expect(variantArgv(variant('EX-b-f', 'lango'))).toEqual(expect.arrayContaining(['--mode', 'lap']));
    expect(variantArgv(variant('EX-open-l', 'didinga'))).toEqual(expect.arrayContaining(['--mode', 'opening']));
    expect(variantArgv(variant('EX-ik-2', 'ikibuguzo'))).toEqual(['opening', '--rules', 'ikibuguzo', '--option', 'ikibuguzo.array=2', '--trace']);
    expect(variantCommand(variant('EX-turn', 'lango'))).toBe("npx choro play --rules lango --position '1,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0/0,0,4,0,0,0,0,0/0,2,0,0,0,0,0,0 A' --move 'f3/</<' --trace");
    const commands = EXAMPLES.flatMap((e) => e.variants.map(variantCommand));
    expect(commands.filter((c) => c.includes('--mode')).length).toBe(3); // EX-open-l, and the laps of EX-b-f and EX-b-f-single
  });

  it('quotes a shell word only when it needs it, and a quote inside a quoted word too', () => {
    expect(shellWord('didinga.incrementStart=origin')).toBe('didinga.incrementStart=origin');
    expect(shellWord('f3/</<')).toBe("'f3/</<'");
    expect(shellWord('2,2 A')).toBe("'2,2 A'");
    expect(shellWord("it's")).toBe("'it'\\''s'");
    expect(shellWord('')).toBe("''");
  });

  it('names unknown examples with the list of known ones', () => {
    expect(() => exampleById('EX-x')).toThrow('unknown example id "EX-x"; known: EX-c10, EX-m4, EX-open-l, EX-b-f, EX-b-f-single, EX-start-f, EX-turn, EX-ik-1, EX-ik-2');
    expect(exampleHref('EX-m4')).toBe('/examples/ex-m4/');
  });
});
