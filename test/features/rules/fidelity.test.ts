/**
 * The fidelity table: every clause has engine code that exists, a test that names it, and, for an
 * ambiguity, a note on its edition page and an option or a stated reason why none. The checks
 * walk every clause of src/data/clauses.json, so a clause added later is checked the same way.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAUSES } from '../../../src/engine/index.ts';
import { fidelityProblems, fidelityRows, namesClause, readInputs, testNames, type FidelityInputs } from '../../../src/features/rules/fidelity.ts';

const inputs = readInputs();
const rows = fidelityRows(inputs);

describe('fidelity table (src/features/rules/fidelity.ts)', () => {
  it('has one row for every clause, and nothing is missing from any', () => {
    expect(rows.map((r) => r.id)).toEqual(inputs.clauses.map((c) => c.id));
    for (const id of CLAUSES) expect(rows.some((r) => r.id === id), id).toBe(true);
    expect(fidelityProblems(rows)).toEqual([]);
  });

  it('lists for each clause tests whose titles stand in their files, code with its lines, and the ambiguities\' notes', () => {
    for (const r of rows) {
      for (const t of r.tests) {
        const own = t.name.split(' › ').at(-1)!;
        const text = readFileSync(t.file, 'utf8');
        expect(text.includes(own) || text.includes(own.replace(/'/g, "\\'")), `${r.id}: "${own}" in ${t.file}`).toBe(true);
      }
      for (const c of r.code) expect(c.lines![1], `${r.id} ${c.symbol}`).toBeGreaterThanOrEqual(c.lines![0]);
    }
    const amb4 = rows.find((r) => r.id === 'AMB-4')!;
    expect(amb4.options).toEqual(['lango.startSingle=lift-with-own|sow']);
    expect(amb4.note).toBe('src/content/editions/driberg-1927b.mdx');
    expect(amb4.tests.map((t) => t.file)).toContain('test/engine/clauses.test.ts');
    expect(rows.find((r) => r.id === 'D-inc')!.examples).toEqual(expect.arrayContaining(['EX-m4']));
  });
});

describe('reading test names', () => {
  it('joins describe titles to the test\'s own, in Vitest and Playwright files, ignoring comments and other calls', () => {
    const text = [
      "describe('Lango (1927b)', () => {",
      "  // it('L-turn: a comment, not a test', () => {});",
      "  it('L-start: refused', () => { expect(f('AMB-9')).toBe(1); });",
      "  describe(`nested ${'x'}`, () => { it(\"L-inc: f, g, h\", () => {}); });",
      '});',
      "test.describe('/rules/', () => { test('shows AMB-6', async () => {}); });",
    ].join('\n');
    expect(testNames({ file: 't.test.ts', text })).toEqual([
      { file: 't.test.ts', name: 'Lango (1927b) › L-start: refused' },
      { file: 't.test.ts', name: "Lango (1927b) › nested ${'x'} › L-inc: f, g, h" },
      { file: 't.test.ts', name: '/rules/ › shows AMB-6' },
    ]);
  });

  it('finds a clause id only as a whole token', () => {
    expect(namesClause('AMB-11 maxPlies', 'AMB-1')).toBe(false);
    expect(namesClause('AMB-1 didinga.incrementStart', 'AMB-1')).toBe(true);
    expect(namesClause('(K-array-1, K-array-2)', 'K-array-1')).toBe(true);
    expect(namesClause('K-array-capture', 'K-array-1')).toBe(false);
    expect(namesClause('D-def-lap', 'D-def')).toBe(false);
  });
});

describe('what the check reports', () => {
  const made = (over: Partial<FidelityInputs>): FidelityInputs => ({ clauses: [], tests: [], editions: [], examples: [], options: [], ...over });

  it('code that is not in its file, a clause no test names, an ambiguity without a note or an option or a reason', () => {
    const problems = fidelityProblems(fidelityRows(made({
      clauses: [
        { id: 'D-opp', edition: 'driberg-1927a', title: 't', implementation: [{ file: 'src/engine/machine/runner.ts', symbol: 'MoveRunner.noSuchMethod' }] },
        { id: 'AMB-99', edition: 'driberg-1927b', title: 't', implementation: [{ file: 'src/engine/machine/board.ts', symbol: 'LapBoard.enPrise' }] },
        { id: 'D-x', edition: 'driberg-1927a', title: 't' },
      ],
      tests: [{ file: 'a.test.ts', text: "it('D-opp: both holes', () => {}); it('D-x', () => {});" }],
      editions: [{ file: 'a.mdx', text: '<ClauseNote id="D-opp">…</ClauseNote>' }],
    })));
    expect(problems).toEqual([
      'D-opp: D-opp: engine symbol not found: "MoveRunner.noSuchMethod" is not declared in src/engine/machine/runner.ts. Update "implementation" in src/data/clauses.json.',
      'AMB-99: no test names it; put "AMB-99" in the title of a test (or of its describe block) that asserts it',
      'AMB-99: no <Note id="AMB-99"> on an edition page (src/content/editions/*.mdx)',
      'AMB-99: no option reads it (OPTIONS in src/engine/rulesets/options.ts) and "noOption" in src/data/clauses.json does not say why',
      'D-x: no engine code applies it, and "noImplementation" does not say why (src/data/clauses.json)',
      'D-x: no <ClauseNote id="D-x"> on an edition page (src/content/editions/*.mdx)',
    ]);
  });

  it('a reason for having no option left beside an option, and a reason on a clause that is not an ambiguity', () => {
    const problems = fidelityProblems(fidelityRows(made({
      clauses: [
        { id: 'AMB-98', edition: 'driberg-1927b', title: 't', noImplementation: 'none', noOption: 'none' },
        { id: 'L-x', edition: 'driberg-1927b', title: 't', noImplementation: 'none', noOption: 'none' },
      ],
      tests: [{ file: 'a.test.ts', text: "describe('AMB-98 and L-x', () => { it('holds', () => {}); });" }],
      editions: [{ file: 'b.mdx', text: '<Note id="AMB-98">…</Note><ClauseNote id="L-x">…</ClauseNote>' }],
      options: [{ key: 'lango.x', clause: 'AMB-98', values: ['a', 'b'], defaultValue: 'a' }],
    })));
    expect(problems).toEqual([
      'AMB-98: has the option lango.x but "noOption" in src/data/clauses.json still says why it has none; remove "noOption"',
      'L-x: "noOption" belongs to ambiguities (AMB-…) only',
    ]);
  });
});
