/**
 * What a clause with no option rests on (src/features/rules/basis.ts): a rule the site takes from
 * DLP's summary is never shown as "As the text says" on its clause page or in the fidelity table.
 */
import { describe, expect, it } from 'vitest';
import { CLAUSE_LIST } from '../../../src/data/clauses.ts';
import { BASIS, basisOf } from '../../../src/features/rules/basis.ts';

const SOURCE_RULES = CLAUSE_LIST.filter((c) => !c.id.startsWith('AMB-') && !c.id.startsWith('LU-'));

describe('the basis of a rule', () => {
  it('every clause whose title or summary rests on DLP says so, and names DLP', () => {
    const onDlp = SOURCE_RULES.filter((c) => /\bDLP\b/.test(`${c.title} ${c.summary}`));
    expect(onDlp.map((c) => c.id)).toEqual(expect.arrayContaining(['K-opp', 'K-chain', 'K-reverse', 'D-wide']));
    for (const c of onDlp) expect(basisOf(c.id), c.id).toMatch(/DLP’s summary/);
  });

  it('every entry is a clause of a source, and says what of the text it is not', () => {
    for (const [id, line] of Object.entries(BASIS)) {
      expect(SOURCE_RULES.map((c) => c.id), id).toContain(id);
      expect(line).not.toMatch(/^As the text says/);
    }
  });

  it('a rule the text states outright is as the text says; an unknown id is refused', () => {
    expect(basisOf('D-sow')).toBe('As the text says.');
    expect(() => basisOf('K-nothing')).toThrow(/K-nothing/);
  });
});
