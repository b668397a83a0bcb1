/**
 * The "try your own" panel's worker job (src/features/examples/work.ts): the legal moves and the
 * chosen move's frames come from the engine, and anything malformed or hostile is a typed error.
 */
import { describe, expect, it } from 'vitest';
import { formatPosition, listMoves, play, parseMove, RULESETS, startPosition } from '../../../src/engine/index.ts';
import { handleWork } from '../../../src/components/work/protocol.ts';
import { tryJob, tryRequest, type TryView } from '../../../src/features/examples/work.ts';
import { assertHostileRequestsAnswered } from '../../components/work/hostile.ts';
import { at, lettered } from '../../engine/helpers.ts';

function view(request: Record<string, unknown>): TryView {
  const r = handleWork({ ...request, id: 3 }, tryJob);
  if (r.type !== 'done') throw new Error(r.message);
  return r.value;
}

describe('tryJob', () => {
  it('lists the legal moves of the position and plays the first when none is chosen', () => {
    const start = startPosition();
    const v = view(tryRequest('didinga', '', formatPosition(start), null));
    const legal = listMoves(RULESETS.didinga, start).legal;
    expect(v.moves.map((m) => m.notation)).toEqual(legal.map((m) => m.notation));
    expect(v.chosen).toBe(legal[0]!.notation);
    expect(v.trace?.kind).toBe('ok');
  });

  it('plays the move asked for: its last frame is the position after it (in the texts’ letters)', () => {
    // A's hole h holds 3: sown counter-clockwise, one each into g, f, e… as the engine plays it.
    const pos = lettered({ h: 3, i: 2, j: 2, I: 2, J: 2, H: 1 }, 'A');
    const v = view(tryRequest('lango', '', formatPosition(pos), null));
    expect(v.moves.length).toBeGreaterThan(0);
    const chosen = v.moves.at(-1)!.notation;
    const w = view(tryRequest('lango', '', formatPosition(pos), chosen));
    expect(w.chosen).toBe(chosen);
    const m = parseMove(chosen, 8);
    if (!m.ok) throw new Error(m.error.message);
    const r = play(RULESETS.lango, pos, m.value);
    if (!r.ok) throw new Error(r.error.message);
    if (w.trace?.kind !== 'ok') throw new Error('no frames');
    expect(w.trace.frames.at(-1)!.position).toBe(formatPosition(r.value.after));
    expect(w.trace.frames[0]!.position).toBe(formatPosition(pos));
    expect(at(pos, 'h')).toBe(3);
  });

  it('a move that cannot be played is said in the view, not thrown', () => {
    const v = view(tryRequest('didinga', '', formatPosition(startPosition()), 'b9'));
    expect(v.trace).toEqual({ kind: 'error', error: expect.stringMatching(/^move: /) });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['unknown rules', { rules: 'chess' }, /^unknown rules "chess"; known: /],
    ['options that do not apply', { options: 'lango.increment=dlp' }, /^options: option "lango\.increment" belongs to lango/],
    // Two readings refused together are named in words, as the panel shows them.
    ['readings refused together', { rules: 'lango', options: 'lango.startSingle=sow lango.increment=dlp' }, /^options: the reading “a single marble taken at the start sown alone” has no effect under “DLP’s increment, sown on from the back hole behind”: /],
    ['a bad position', { position: '2,2 A' }, /^position: /],
    ['a move that is not text', { move: 5 }, /^"move" must be a move in move notation; got number$/],
  ])('%s: a typed error naming it', (_name, change, message) => {
    const r = handleWork({ ...tryRequest('didinga', '', formatPosition(startPosition()), null), id: 3, ...change }, tryJob);
    expect(r.type).toBe('error');
    expect(r.type === 'error' && r.message).toMatch(message);
  });

  it('hostile requests get one typed answer, never an exception (property-based)', () => {
    assertHostileRequestsAnswered(tryJob, { ...tryRequest('didinga', '', formatPosition(startPosition()), null), id: 3 });
  });
});
