/**
 * `play(…, { choices: 'fit' })`: a move written for one code played under another in one pass.
 * Until it existed, /compare/ played such a move by trying again and again (the loop below, kept
 * here as the reference): on a missing choice, append the first offered; on a choice not offered
 * or one too many, drop the given choices from the last back and start over. The property: on
 * random positions, moves and rulesets, the one pass and the loop reach the same outcome.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listMoves, play, type MoveError, type MoveResult, type PlayOptions } from '../../src/engine/moves.ts';
import type { Move } from '../../src/engine/notation/move.ts';
import { parseMove } from '../../src/engine/notation/move.ts';
import { parsePosition } from '../../src/engine/notation/position.ts';
import { makePosition, type Position } from '../../src/engine/position.ts';
import { Rng } from '../../src/engine/rng.ts';
import { applyOptions } from '../../src/engine/rulesets/options.ts';
import type { Ruleset } from '../../src/engine/rulesets/types.ts';
import type { DecisionToken } from '../../src/engine/trace.ts';
import { RULESET_IDS, SOURCE_RULESET_IDS, type Result } from '../../src/engine/types.ts';

function rules(id: (typeof RULESET_IDS)[number], pairs: string[]): Ruleset {
  const r = applyOptions(id, pairs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Every code, and the readings that add or move choices (AMB-5, AMB-12, AMB-13, K-chain), with a lower lap bound so the runs are quick. */
const CODES: Ruleset[] = [
  ...RULESET_IDS.map((id) => rules(id, ['maxLaps=2000'])),
  ...SOURCE_RULESET_IDS.map((id) => rules(id, ['maxLaps=2000', 'endless=stop'])),
  rules('lango', ['maxLaps=2000', 'lango.chainStart=origin', 'lango.clockwiseIncrement=yes', 'lango.clockwiseIncrementStart=next-hole', 'lango.clockwiseSingle=yes']),
];

/** The retry loop /compare/ used (as it was), with the number of plays it took; `null` when it gave up after 64. */
function retryLoop(r: Ruleset, pos: Position, given: Move, opts: PlayOptions): { result: Result<MoveResult, MoveError>; plays: number } | null {
  let move = given;
  let kept = given.decisions.length;
  for (let tries = 0; tries < 64; tries++) {
    const res = play(r, pos, move, opts);
    if (res.ok) return { result: res, plays: tries + 1 };
    if (res.error.code === 'missing-decision' && res.error.pending) {
      move = { ...move, decisions: [...move.decisions, res.error.pending.options[0]!] };
      continue;
    }
    if ((res.error.code === 'decision-not-offered' || res.error.code === 'extra-decision') && kept > 0) {
      kept--;
      move = { ...given, decisions: given.decisions.slice(0, kept) };
      continue;
    }
    return { result: res, plays: tries + 1 };
  }
  return null;
}

const TOKENS: readonly DecisionToken[] = ['>', '<', '^'];

/** A move for the position: usually one a code lists (its choices those of that code), its choices sometimes changed; else any start. */
function someMove(pos: Position, rng: Rng): Move {
  const writer = CODES[rng.below(CODES.length)]!;
  const listed = rng.below(4) > 0 ? listMoves(writer, pos, { maxDecisions: 6 }).all : [];
  let move: Move = listed.length > 0
    ? listed[rng.below(listed.length)]!.move
    : { start: rng.below(3) === 0 ? { kind: 'capture', hole: pos.cols + rng.below(pos.cols) } : { kind: 'sow', hole: rng.below(2 * pos.cols), clockwise: rng.below(3) === 0 }, decisions: [] };
  const extra = rng.below(4);
  if (extra === 1) move = { ...move, decisions: [...move.decisions, ...Array.from({ length: 1 + rng.below(3) }, () => TOKENS[rng.below(3)]!)] };
  if (extra === 2 && move.decisions.length > 0) {
    const d = [...move.decisions];
    d[rng.below(d.length)] = TOKENS[rng.below(3)]!;
    move = { ...move, decisions: d };
  }
  if (extra === 3 && move.decisions.length > 0) move = { ...move, decisions: move.decisions.slice(0, rng.below(move.decisions.length)) };
  return move;
}

/** Random positions: 8 to 12 columns, sparse to dense sides. */
const position = fc
  .record({ cols: fc.integer({ min: 8, max: 12 }), density: fc.integer({ min: 1, max: 5 }), side: fc.constantFrom('A' as const, 'B' as const), seed: fc.integer() })
  .map(({ cols, density, side, seed }) => {
    const rng = new Rng(seed);
    const counts = Array.from({ length: 4 * cols }, () => (rng.below(6) < density ? rng.below(density + 1) : 0));
    return makePosition(cols, counts, side);
  });

/** What a reader sees of an outcome: the move played and where it leaves the board, or the refusal. */
function seen(r: Result<MoveResult, MoveError>) {
  return r.ok
    ? { ok: true, notation: r.value.notation, after: r.value.after, status: r.value.status, captured: r.value.captured, laps: r.value.laps, drops: r.value.drops, traceEvents: r.value.traceEvents }
    : { ok: false, code: r.error.code, message: r.error.message };
}

describe("play's choices: 'fit' (one pass) against the retry loop it replaces", () => {
  it('reaches the same outcome on random positions, moves and rulesets, and says what it dropped and added', () => {
    let compared = 0;
    let fitted = 0;
    fc.assert(
      fc.property(position, fc.integer(), fc.constantFrom(...CODES), fc.constantFrom('move', 'lap', 'opening'), (pos, seed, code, mode) => {
        const move = someMove(pos, new Rng(seed));
        const opts: PlayOptions = { trace: true, maxTraceEvents: 400, midMove: mode === 'lap', opening: mode === 'opening' };
        const loop = retryLoop(code, pos, move, opts);
        const once = play(code, pos, move, { ...opts, choices: 'fit' });
        if (loop === null) return; // the loop gave up (64 plays); the one pass has no such bound
        compared++;
        expect(seen(once)).toEqual(seen(loop.result));
        if (!once.ok) return;
        const f = once.value.fitted!;
        expect(f).toBeDefined();
        // The choices taken are the given ones kept, then the ones added; nothing else.
        const kept = move.decisions.length - f.dropped.length;
        expect(once.value.move.decisions).toEqual([...move.decisions.slice(0, kept), ...f.added]);
        expect(f.dropped).toEqual(move.decisions.slice(kept));
        if (f.dropped.length + f.added.length > 0) fitted++;
        else expect(loop.plays).toBe(1);
      }),
      { numRuns: 250 },
    );
    expect(compared).toBeGreaterThan(200);
    expect(fitted).toBeGreaterThan(10);
  });

  /** EX-turn's position (Driberg 1927b, L-turn), as the row notation gives it. */
  const exTurn = (): Position => {
    const p = parsePosition('1,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0/0,0,4,0,0,0,0,0/0,2,0,0,0,0,0,0 A');
    if (!p.ok) throw new Error(p.error.message);
    return p.value;
  };
  const f3 = (text: string): Move => {
    const m = parseMove(text, 8);
    if (!m.ok) throw new Error(m.error.message);
    return m.value;
  };

  it('L-turn: EX-turn\'s chain f3/</<, played under Didinga, drops the choices Didinga never offers; f3/< under Lango adds the one it leaves out', () => {
    const didinga = play(rules('didinga', []), exTurn(), f3('f3/</<'), { choices: 'fit' });
    if (!didinga.ok) throw new Error(didinga.error.message);
    expect(didinga.value.fitted).toEqual({ dropped: ['<', '<'], added: [] });
    expect(didinga.value.notation).toBe('f3');
    const lango = play(rules('lango', []), exTurn(), f3('f3/<'), { choices: 'fit' });
    if (!lango.ok) throw new Error(lango.error.message);
    expect(lango.value.fitted).toEqual({ dropped: [], added: ['>'] });
    expect(lango.value.notation).toBe('f3/</>');
  });

  it("'exact' stays the default: a choice too many, or one missing, is still an error", () => {
    const extra = play(rules('didinga', []), exTurn(), f3('f3/<'));
    expect(extra.ok ? null : extra.error.code).toBe('extra-decision');
    const missing = play(rules('lango', []), exTurn(), f3('f3/<'));
    expect(missing.ok ? null : missing.error.code).toBe('missing-decision');
    const exact = play(rules('lango', []), exTurn(), f3('f3/</<'));
    expect(exact.ok && exact.value.fitted).toBe(undefined);
  });
});
