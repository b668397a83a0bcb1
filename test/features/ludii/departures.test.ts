/**
 * The notes of /ludii/ (src/features/ludii/departures.ts): one per LU- clause, DLP's words quoted
 * verbatim, and each example showing the departure it illustrates when the engine plays it; the
 * /compare/ presets for Ludii part ways where the notes say; the rules matrix's Ludii table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAUSES } from '../../../src/engine/index.ts';
import { clauseHref } from '../../../src/data/clauses.ts';
import { DEPARTURES, DLP_DIFFERENCES, exampleRows } from '../../../src/features/ludii/departures.ts';
import { divergences, playPanels, presetById, stateOfPreset } from '../../../src/features/compare/compare.ts';
import { ludiiMatrix } from '../../../src/features/rules/matrix.ts';

const DLP = readFileSync('source-captures/dlp-ruleset-265-choro-lango.txt', 'utf8').replace(/\s+/g, ' ');
const rowsOf = (id: string) => exampleRows(DEPARTURES.find((d) => d.id === id)!);

describe('/ludii/ notes (LU- clauses)', () => {
  it('one note for every LU- clause, anchored on /ludii/; DLP\'s rules quoted verbatim from the capture', () => {
    const lu = CLAUSES.filter((c) => c.startsWith('LU-'));
    expect(DEPARTURES.map((d) => d.id).sort()).toEqual([...lu].sort());
    for (const id of lu) expect(clauseHref(id)).toBe(`/ludii/#${id}`);
    for (const d of DEPARTURES) if (d.dlp) expect(DLP.includes(d.dlp.quote), d.id).toBe(true);
    for (const x of DLP_DIFFERENCES) expect(lu).toContain(x.id);
  });

  it('LU-force: the example lists Ludii\'s two turns, both refused by Driberg\'s Lango (L-start)', () => {
    const rows = rowsOf('LU-force');
    const played = rows.filter((r) => !r.ludii.startsWith('refused'));
    expect(played.map((r) => r.move)).toEqual(['b2<', 'b7']);
    for (const r of played) expect(r.code).toMatch(/^refused: .*\(L-start\)$/);
  });

  it('LU-back, LU-single, LU-origin, LU-opp: the same move ends elsewhere under Ludii and under the code', () => {
    for (const id of ['LU-back', 'LU-single', 'LU-origin', 'LU-opp']) {
      const [r] = rowsOf(id);
      expect(r!.ludii, id).not.toMatch(/^refused/);
      expect(r!.code, id).not.toMatch(/^refused/);
      expect(r!.ludii.split(' ')[0], id).not.toBe(r!.code.split(' ')[0]);
    }
    expect(rowsOf('LU-opp')[0]!.ludii).toMatch(/\(1 taken\)$/);
    expect(rowsOf('LU-opp')[0]!.code).toMatch(/\(0 taken\)$/);
  });

  it('LU-cw, LU-count: Ludii offers clockwise laps that the code does not', () => {
    const cw = rowsOf('LU-cw');
    expect(cw.find((r) => r.move === 'f2/<')!.ludii).toMatch(/\(0 taken\)$/);
    expect(cw.find((r) => r.move === 'f2/<')!.code).toMatch(/^refused/);
    const count = rowsOf('LU-count');
    expect(count.map((r) => r.ludii.startsWith('refused'))).toEqual([false, false]);
  });

  it('LU-open, LU-limit: a first turn from b7 or b8 only; an endless relay played to the lap bound', () => {
    expect(rowsOf('LU-open').map((r) => r.move)).toEqual(['b7', 'b8']);
    expect(rowsOf('LU-limit')[0]!.ludii).toMatch(/unresolved after 10000 laps\)$/);
  });
});

describe('/compare/ presets for Ludii 1.3.13', () => {
  it('LU-back, LU-origin: Didinga and Ikibuguzo take the same marbles as Ludii and part at the increment', () => {
    for (const [id, clause] of [['ludii-didinga', 'LU-back'], ['ludii-ikibuguzo', 'LU-origin']] as const) {
      const s = stateOfPreset(presetById(id)!);
      const o = playPanels(s);
      expect(o.every((x) => x.ok), id).toBe(true);
      const [d] = divergences(o, 8);
      expect(d!.divergence!.clauses, id).toContain(clause);
    }
  });

  it('LU-force: Lango refuses Ludii\'s turn b7 (L-start), which Ludii plays', () => {
    const [code, ludii] = playPanels(stateOfPreset(presetById('ludii-lango')!));
    expect(code!.ok).toBe(false);
    if (!code!.ok) expect(code!.error).toMatch(/L-start/);
    expect(ludii!.ok).toBe(true);
  });
});

describe('rules matrix: the Ludii table', () => {
  it('LU-cw, LU-back, LU-opp: shows only the rows where a Ludii ruleset departs from its code, each citing a clause', () => {
    const rows = ludiiMatrix();
    const byId = new Map(rows.map((r) => [r.row.id, r.cells]));
    expect(byId.get('opposition')!.map((c) => c?.clause ?? null)).toEqual(['LU-opp', null, null]);
    expect(byId.get('increment')!.map((c) => c?.clause ?? null)).toEqual(['LU-back', 'LU-back', 'LU-origin']);
    expect(byId.get('reverse')!.map((c) => c?.clause ?? null)).toEqual([null, 'LU-cw', 'LU-cw']);
    expect(byId.has('min')).toBe(false);
  });
});
