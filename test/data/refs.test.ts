/**
 * Build-time validation of the content: broken references fail with a message naming the file
 * and the id (src/data/refs.ts, used by the MDX components and the edition pages), every engine
 * symbol named in src/data/clauses.json exists (src/features/editions/engine-source.ts, used by the engine
 * panels), and the data files agree with each other.
 */
import { describe, expect, it } from 'vitest';
import clauses from '../../src/data/clauses.json' with { type: 'json' };
import glossary from '../../src/content/glossary.json' with { type: 'json' };
import bibliography from '../../src/content/bibliography.json' with { type: 'json' };
import { EXAMPLES } from '../../src/data/examples.ts';
import { parsePosition } from '../../src/engine/index.ts';
import { checkCollections, checkRef, fileForPath, occurrenceHref } from '../../src/data/refs.ts';
import { extractSymbol } from '../../src/features/editions/engine-source.ts';

const EDITIONS = ['driberg-1927a', 'driberg-1927b', 'murray-1951'];
const good = (): Parameters<typeof checkCollections>[0] => ({
  editions: EDITIONS,
  clauses: clauses.map((c) => ({ id: c.id, edition: c.edition })),
  glossary: glossary.map((g) => ({ id: g.id, occurs: g.occurs, sources: g.sources, see: g.see })),
  bibliography: bibliography.map((b) => b.id),
  examples: EXAMPLES.map((e) => ({ id: e.id, edition: e.edition, clauses: e.clauses })),
});

describe('reference checks (src/data/refs.ts)', () => {
  it('accepts the real data', () => {
    expect(() => checkCollections(good())).not.toThrow();
  });

  it('names the file and the id of an unknown clause in an MDX component', () => {
    expect(() => checkRef('clause', 'D-nope', ['D-opp', 'D-inc'], fileForPath('/sources/driberg-1927a/'), '<Clause id="D-nope">')).toThrow(
      'src/content/editions/driberg-1927a.mdx: unknown clause id "D-nope" (in <Clause id="D-nope">); known: D-opp, D-inc',
    );
  });

  it('names an unknown glossary term, citation and example', () => {
    expect(() => checkRef('glossary term', 'lapp', ['lap'], 'src/content/editions/driberg-1927b.mdx', '<Term id="lapp">')).toThrow(/driberg-1927b\.mdx: unknown glossary term id "lapp" \(in <Term id="lapp">\)/);
    expect(() => checkRef('bibliography entry', 'murray-1952', ['murray-1951'], 'src/content/editions/murray-1951.mdx')).toThrow(/unknown bibliography entry id "murray-1952"/);
    expect(() => checkRef('example', 'EX-x', ['EX-m4'], 'src/content/editions/driberg-1927a.mdx')).toThrow(/unknown example id "EX-x".*known: EX-m4/);
  });

  it('fails on a glossary entry citing a missing source or related term', () => {
    const bad = good();
    bad.glossary = [...bad.glossary, { id: 'x', occurs: ['driberg-1927a#p-1'], sources: ['nobody-2000'], see: [] }];
    expect(() => checkCollections(bad)).toThrow('src/content/glossary.json: unknown bibliography entry id "nobody-2000" (in term "x", field "sources")');
    const bad2 = good();
    bad2.glossary = [...bad2.glossary, { id: 'y', occurs: ['driberg-1927a#p-1'], sources: ['driberg-1927a'], see: ['nothing'] }];
    expect(() => checkCollections(bad2)).toThrow(/unknown glossary term id "nothing" \(in term "y", field "see"\)/);
  });

  it('fails on an example citing a missing clause, or a clause on a missing edition', () => {
    const bad = good();
    bad.examples = [{ id: 'EX-z', edition: 'driberg-1927a', clauses: ['D-zzz'] }];
    expect(() => checkCollections(bad)).toThrow('src/data/examples.ts: unknown clause id "D-zzz" (in example "EX-z", field "clauses")');
    const bad2 = good();
    bad2.clauses = [{ id: 'D-x', edition: 'driberg-1928' }];
    expect(() => checkCollections(bad2)).toThrow(/src\/data\/clauses.json: unknown edition id "driberg-1928"/);
  });

  it('links glossary occurrences to edition anchors and other pages', () => {
    expect(occurrenceHref('driberg-1927b#L-turn', EDITIONS)).toBe('/sources/driberg-1927b/#L-turn');
    expect(occurrenceHref('about#peoples', EDITIONS)).toBe('/about/#peoples');
  });
});

describe('engine panels (src/features/editions/engine-source.ts)', () => {
  it('finds every symbol named in src/data/clauses.json, with its doc comment', () => {
    for (const c of clauses) {
      const impl = (c as { implementation?: { file: string; symbol: string }[] }).implementation;
      const none = (c as { noImplementation?: string }).noImplementation;
      expect(impl !== undefined || none !== undefined, c.id).toBe(true);
      for (const ref of impl ?? []) {
        const e = extractSymbol(ref, c.id);
        expect(e.code.length, `${c.id} ${ref.symbol}`).toBeGreaterThan(10);
        expect(e.endLine).toBeGreaterThanOrEqual(e.startLine);
      }
    }
    const enPrise = extractSymbol({ file: 'src/engine/machine/board.ts', symbol: 'LapBoard.enPrise' });
    expect(enPrise.code).toMatch(/^\/\*\* Whether the opponent's marbles facing this hole are en prise/);
    expect(enPrise.code.trimEnd().endsWith('}')).toBe(true);
    const facing = extractSymbol({ file: 'src/engine/geometry.ts', symbol: 'facing' });
    expect(facing.code).toContain('return { front: 2 * cols - 1 - theirColumn, back: theirColumn };');
  });

  it('fails clearly on a symbol that is not there', () => {
    expect(() => extractSymbol({ file: 'src/engine/machine/runner.ts', symbol: 'MoveRunner.noSuchMethod' }, 'D-opp')).toThrow(
      'D-opp: engine symbol not found: "MoveRunner.noSuchMethod" is not declared in src/engine/machine/runner.ts. Update "implementation" in src/data/clauses.json.',
    );
    expect(() => extractSymbol({ file: 'src/engine/machine/runner.ts', symbol: 'NoClass.x' })).toThrow(/class "NoClass" is not in src\/engine\/machine\/runner.ts/);
    expect(() => extractSymbol({ file: 'src/engine/nothing.ts', symbol: 'x' })).toThrow(/cannot read "src\/engine\/nothing.ts"/);
  });
});

describe('data agreement', () => {
  it('every example variant position parses (as the examples collection refinement requires)', () => {
    for (const e of EXAMPLES) {
      for (const v of e.variants) {
        if (v.position === undefined) continue;
        const r = parsePosition(v.position);
        expect(r.ok, `${e.id}/${v.key}: ${r.ok ? '' : r.error.message}`).toBe(true);
      }
    }
    const bad = parsePosition('2,2,x/2 A');
    expect(bad.ok).toBe(false);
  });

  it('glossary occurrences name existing pages', () => {
    for (const g of glossary) for (const o of g.occurs) expect(o).toMatch(/^(driberg-1927a|driberg-1927b|murray-1951|about|glossary|bibliography|sources)#[\w-]+$/);
  });
});
