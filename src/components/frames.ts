/**
 * Frames for the stepper: what the board shows before the first event and after each one,
 * with the marks a reader needs (hole lifted, hole dropped into, the lap's path, holes taken
 * from, direction). Built from engine trace events only; serialisable, so that pages compute
 * them at build time and islands receive them as props.
 */
import { boardIndex, formatPosition, type MoveResult, type Position, type TraceEvent } from '../engine/index.ts';
import { describeEvent } from './captions.ts';
import { LABELS, type Labels } from './holes.ts';
import { clauseHref, clauseInfo } from '../data/clauses.ts';

export interface Frame {
  /** Whole-board counts (engine order) after this step. */
  readonly counts: readonly number[];
  /** Position notation after this step (the root's data-position). */
  readonly position: string;
  readonly hand: number;
  /** Whose hand (the player the event names), or null at the start. */
  readonly handOf: 'A' | 'B' | null;
  readonly lap: number;
  /** Captions in each lettering. */
  readonly caption: Readonly<Record<Labels, string>>;
  readonly clause: string | null;
  readonly clauseTitle: string | null;
  readonly clauseHref: string | null;
  /** The event shown; `cut` is the board after a move whose steps shown stopped at MAX_SHOWN_STEPS. */
  readonly type: TraceEvent['type'] | 'start' | 'cut';
  readonly lifted: number | null;
  readonly dropped: number | null;
  /** Holes dropped into so far in this lap, in order. */
  readonly path: readonly number[];
  readonly takenFrom: readonly number[];
  readonly capturer: number | null;
  readonly direction: 'ccw' | 'cw';
}

/**
 * The most steps of one move a widget records and shows (/compare/, the examples' "try your
 * own" panel, /play/). An ordinary move has a few dozen; one on a dense board that runs to the lap
 * bound (AMB-3) has tens of thousands, which no reader steps through and which would cost the
 * page seconds to draw as a list: the move is still played to its end, the steps shown stop
 * here, and a last frame shows the board after the whole move (`buildFrames`' `cut`).
 */
export const MAX_SHOWN_STEPS = 1000;

/**
 * The frames of a move: the start, then one a trace event. `cut`: the trace stopped short of the
 * move's end (the engine's `traceCut`); a last frame then shows the board after the move, saying
 * that the steps between are not shown.
 */
export function buildFrames(start: Position, events: readonly TraceEvent[], startCaption: string, cut?: { readonly after: Position; readonly laps: number } | null): Frame[] {
  const cols = start.cols;
  const idx = (h: { player: 'A' | 'B'; local: number }) => boardIndex(h.player, h.local, cols);
  const frames: Frame[] = [{
    counts: start.counts, position: formatPosition(start), hand: 0, handOf: null, lap: 0,
    caption: { driberg: startCaption, murray: startCaption, coords: startCaption },
    clause: null, clauseTitle: null, clauseHref: null, type: 'start',
    lifted: null, dropped: null, path: [], takenFrom: [], capturer: null, direction: 'ccw',
  }];
  let path: number[] = [];
  let direction: 'ccw' | 'cw' = 'ccw';
  for (const e of events) {
    let lifted: number | null = null;
    let dropped: number | null = null;
    let takenFrom: number[] = [];
    let capturer: number | null = null;
    switch (e.type) {
      case 'lift': lifted = idx(e.hole); path = []; break;
      case 'drop': dropped = idx(e.hole); path = [...path, dropped]; direction = e.direction; break;
      case 'capture': takenFrom = e.taken.map((t) => idx(t.hole)); capturer = idx(e.by); break;
      case 'increment-start': path = []; direction = e.direction; break;
      case 'direction': direction = e.direction; break;
      default: break;
    }
    const caption = Object.fromEntries(LABELS.map((l) => [l, describeEvent(e, cols, l)])) as Record<Labels, string>;
    const info = clauseInfo(e.clause);
    frames.push({
      counts: e.after.counts, position: formatPosition(e.after), hand: e.hand, handOf: e.player, lap: e.lap,
      caption, clause: e.clause, clauseTitle: info.title, clauseHref: clauseHref(e.clause), type: e.type,
      lifted, dropped, path, takenFrom, capturer, direction,
    });
  }
  if (cut) {
    const last = events[events.length - 1];
    const caption = `The steps after the first ${events.length.toLocaleString('en')} are not shown; the move went on to its end, ${cut.laps.toLocaleString('en')} laps in all. The board after it.`;
    frames.push({
      counts: cut.after.counts, position: formatPosition(cut.after), hand: 0, handOf: last?.player ?? null, lap: cut.laps,
      caption: { driberg: caption, murray: caption, coords: caption },
      clause: null, clauseTitle: null, clauseHref: null, type: 'cut',
      lifted: null, dropped: null, path: [], takenFrom: [], capturer: null, direction,
    });
  }
  return frames;
}

/**
 * The frames of a move the engine played with a trace (at most MAX_SHOWN_STEPS events): its
 * events, and where its trace was cut (`traceCut`), the board after the whole move.
 */
export function framesOfMove(start: Position, move: MoveResult, startCaption: string): Frame[] {
  return buildFrames(start, move.trace ?? [], startCaption, move.traceCut ? { after: move.after, laps: move.laps } : null);
}
