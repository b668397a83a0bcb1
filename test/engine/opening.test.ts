/** Openings: Murray's arrays (EX-ik-1, EX-ik-2) and the simultaneous opening with its timing model (D-open, L-open, AMB-2). */
import { describe, expect, it } from 'vitest';
import { holeLetter } from '../../src/engine/notation/letters.ts';
import { openingStartHoles, runArrayOpening, runSimultaneousOpening } from '../../src/engine/opening.ts';
import { sideTotal, totalMarbles, type Position } from '../../src/engine/position.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';
import { applyOptions } from '../../src/engine/rulesets/options.ts';
import { local } from './helpers.ts';

const { didinga, lango, ikibuguzo } = RULESETS;

/** A player's 16 holes as "A0 B6 …" in Murray's letters. */
function murrayRow(pos: Position, player: 'A' | 'B'): string {
  return Array.from({ length: 16 }, (_, i) => `${holeLetter('A', i, 'murray')}${pos.counts[(player === 'A' ? 0 : 16) + i]}`).join(' ');
}

describe('EX-ik-1 (M51, K-array-1): the first array and its sowings N, L, J', () => {
  const r = runArrayOpening(ikibuguzo);

  it('arranges A 0, B 6, C–G 0, H 17, I 0, J 3, K 0, L 3, M 0, N 3, O 0, P 0 on both sides', () => {
    for (const p of ['A', 'B'] as const) {
      expect(murrayRow(r.arrayed, p)).toBe('A0 B6 C0 D0 E0 F0 G0 H17 I0 J3 K0 L3 M0 N3 O0 P0');
    }
  });

  it('lifts N (two in O, one in P), then 3 from L (two in M, one in N), then J; the players alternate', () => {
    expect(r.steps.map((s) => `${s.player}:${holeLetter(s.player, s.hole, 'murray')}`)).toEqual(['A:N', 'B:n', 'A:L', 'B:l', 'A:J', 'B:j']);
    expect(r.steps[0]!.placed).toEqual([{ hole: local('O', 'murray'), beans: 2 }, { hole: local('P', 'murray'), beans: 1 }]);
    expect(r.steps[2]!.placed).toEqual([{ hole: local('M', 'murray'), beans: 2 }, { hole: local('N', 'murray'), beans: 1 }]);
    for (const p of ['A', 'B'] as const) {
      expect(murrayRow(r.position, p)).toBe('A0 B6 C0 D0 E0 F0 G0 H17 I0 J0 K2 L1 M2 N1 O2 P1');
    }
    expect(r.position.toMove).toBe('A');
  });

  it('makes no capture: no last bean falls in an occupied hole in opposition (K-array-capture)', () => {
    expect(r.steps.every((s) => s.captured === 0)).toBe(true);
    expect(totalMarbles(r.position)).toBe(64);
  });
});

describe('EX-ik-2 (M51, K-array-2): four in each back hole, groups of four sown 2, 1, 1', () => {
  const rules = applyOptions('ikibuguzo', ['ikibuguzo.array=2']);
  if (!rules.ok) throw new Error(rules.error.message);
  const r = runArrayOpening(rules.value);

  it('starts from four in each back hole', () => {
    expect(murrayRow(r.arrayed, 'A')).toBe('A4 B4 C4 D4 E4 F4 G4 H4 I0 J0 K0 L0 M0 N0 O0 P0');
  });

  it('places two in the next hole and one in each of the two beyond, from the rightmost (DLP)', () => {
    expect(r.steps[0]!.placed.map((p) => [holeLetter('A', p.hole, 'murray'), p.beans])).toEqual([['I', 2], ['J', 1], ['K', 1]]);
    expect(r.steps.filter((s) => s.player === 'A').map((s) => holeLetter('A', s.hole, 'murray')).join('')).toBe('HGFEDCBA');
    expect(murrayRow(r.position, 'A')).toBe('A0 B2 C3 D4 E4 F4 G4 H4 I4 J2 K1 L0 M0 N0 O0 P0');
    expect(murrayRow(r.position, 'B')).toBe(murrayRow(r.position, 'A'));
  });
});

describe('the simultaneous opening (D-open, L-open; timing model AMB-2)', () => {
  it('may start from any back-row hole in the Didinga game (D-open), only A or B in the Lango game (L-open)', () => {
    expect(openingStartHoles(RULESETS.didinga, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(openingStartHoles(RULESETS.didinga, 12)).toHaveLength(12);
    expect(openingStartHoles(RULESETS.lango, 8)).toEqual([6, 7]);
  });

  it('both start at A / a at the same speed: every marble is kept, both finish, ties go to A', () => {
    const r = runSimultaneousOpening(didinga);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(totalMarbles(r.value.position)).toBe(64);
    expect(r.value.status).toBe('ended');
    const expectedFirst = r.value.finishedAt.A <= r.value.finishedAt.B ? 'A' : 'B';
    expect(r.value.first).toBe(expectedFirst);
    expect(r.value.position.toMove).toBe(r.value.first);
    expect(sideTotal(r.value.position, 'A') - 32).toBe(r.value.captured.A - r.value.captured.B);
  });

  it('EX-open-l in the race: B starts at l and plays fast; A has not yet moved F, O, H, M', () => {
    const r = runSimultaneousOpening(didinga, { start: { B: local('l') }, speed: { A: 1, B: 1000 }, trace: true });
    if (!r.ok) throw new Error(r.error.message);
    const bCaptures = r.value.steps!.filter((s) => s.player === 'B' && s.event.type === 'capture').map((s) => (s.event.type === 'capture' ? s.event.total : 0));
    expect(bCaptures.slice(0, 2)).toEqual([4, 4]);
    const pLift = r.value.steps!.find((s) => s.player === 'B' && s.event.type === 'lift' && s.event.hole.local === local('p'));
    expect(pLift?.event.type === 'lift' && pLift.event.count).toBe(4);
  });

  it('speed changes the race: the same starts give a different board when one player is slower', () => {
    const even = runSimultaneousOpening(didinga, { start: { A: local('L'), B: local('l') } });
    const slowA = runSimultaneousOpening(didinga, { start: { A: local('L'), B: local('l') }, speed: { A: 0.5 } });
    expect(even.ok && slowA.ok).toBe(true);
    if (!even.ok || !slowA.ok) return;
    expect(slowA.value.position.counts).not.toEqual(even.value.position.counts);
  });

  it('the tie-break decides simultaneous actions: swapping it mirrors a symmetric race', () => {
    const a = runSimultaneousOpening(didinga, { tieBreak: 'A' });
    const b = runSimultaneousOpening(didinga, { tieBreak: 'B' });
    if (!a.ok || !b.ok) throw new Error('opening failed');
    // The board is symmetric under a half-turn, so B-first is A-first with the sides swapped.
    const swap = (p: Position) => [...p.counts.slice(16), ...p.counts.slice(0, 16)];
    expect(swap(b.value.position)).toEqual([...a.value.position.counts]);
    expect(b.value.first).toBe(a.value.first === 'A' ? 'B' : 'A');
  });

  it('Didinga may open from any back hole; Lango only from A or B (L-open)', () => {
    expect(runSimultaneousOpening(didinga, { start: { A: local('M') } }).ok).toBe(true);
    const bad = runSimultaneousOpening(lango, { start: { A: local('M') } });
    expect(bad).toEqual({ ok: false, error: { code: 'bad-start', message: 'player A cannot open from hole M: the Lango opening starts at A or B (L-open)' } });
    const front = runSimultaneousOpening(didinga, { start: { B: local('c') } });
    expect(!front.ok && front.error.message).toBe('player B cannot open from hole c: the opening is played from a back-row hole (D-open)');
    expect(runSimultaneousOpening(lango, { start: { A: local('B'), B: local('a') } }).ok).toBe(true);
  });

  it('Lango makes no back-row capture in the opening (L-open); Didinga does before reaching the front row', () => {
    const d = runSimultaneousOpening(didinga, { start: { B: local('l') }, speed: { B: 1000 }, trace: true });
    const l = runSimultaneousOpening(lango, { start: { B: local('a') }, speed: { B: 1000 }, trace: true });
    if (!d.ok || !l.ok) throw new Error('opening failed');
    const backCaptures = (steps: typeof d.value.steps) => steps!.filter((s) => s.event.type === 'capture' && s.event.by.local < 8).length;
    expect(backCaptures(d.value.steps)).toBeGreaterThan(0);
    expect(backCaptures(l.value.steps)).toBe(0);
  });

  it('runs on wide boards (D-wide) and keeps every marble', () => {
    for (const cols of [9, 12, 16]) {
      const r = runSimultaneousOpening(didinga, { cols });
      expect(r.ok && totalMarbles(r.value.position)).toBe(8 * cols);
    }
  });

  it('rejects bad settings with a message', () => {
    expect(runSimultaneousOpening(didinga, { cols: 20 })).toEqual({ ok: false, error: { code: 'bad-width', message: 'a board has 8 to 16 holes a row; got 20' } });
    expect(runSimultaneousOpening(didinga, { speed: { A: 0 } })).toEqual({ ok: false, error: { code: 'bad-speed', message: 'player A\'s speed must be a number above 0 and at most 1000; got 0' } });
    expect(runSimultaneousOpening(ikibuguzo)).toEqual({ ok: false, error: { code: 'not-simultaneous', message: 'Ikibuguzo opens with Murray\'s arrays, not a simultaneous opening (use the array opening)' } });
  });

});
