/**
 * What a clause that no option reads rests on, in the line the clause's page and the fidelity
 * table give it ("As the text says" for a rule the quoted text states outright). A rule that is
 * DLP's summary, or a reconstruction the quoted text does not make, is never "as the text says":
 * test/features/rules/basis.test.ts fails on a clause "after DLP" that is missing here.
 */
import { clauseInfo } from '../../data/clauses.ts';

/** Clauses whose rule the quoted text does not state as the engine applies it, and what it rests on. */
export const BASIS: Readonly<Record<string, string>> = {
  'D-wide': 'Not in the quoted text: a report of DLP’s summary, which the engine follows.',
  'K-reverse': 'Murray’s text names the reverse holes but not what they do; the engine follows DLP’s summary: clockwise from them, only to capture.',
  'K-opp': 'Not Murray’s text, which gives the main phase by reference to his §8.3.3: the engine follows DLP’s summary.',
  'K-chain': 'Not Murray’s text, which gives the main phase by reference to his §8.3.3: the engine follows DLP’s summary.',
  'K-array-1': 'Murray’s text, with the array’s counts taken from DLP’s summary, since the capture does not show the arrays.',
  'K-array-2': 'Murray’s text, with the order of lifting (rightmost first) taken from DLP’s summary; the text says only “in turn”.',
  'K-array-capture': 'Murray’s text, with “in opposition” read by the main-phase rule of DLP’s summary (K-opp).',
};

/** The line for a clause of a source with no option and no reason for none. */
export function basisOf(id: string): string {
  clauseInfo(id);
  return BASIS[id] ?? 'As the text says.';
}
