/**
 * Frames for the stepper: what the board shows before the first event and after each one,
 * with the marks a reader needs (hole lifted, hole dropped into, the lap's path, holes taken
 * from, direction). Built from engine trace events only; serialisable, so that pages compute
 * them at build time and islands receive them as props.
 */
import { boardIndex, formatPosition, type Position, type TraceEvent } from '../engine/index.ts';
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
  readonly type: TraceEvent['type'] | 'start';
  readonly lifted: number | null;
  readonly dropped: number | null;
  /** Holes dropped into so far in this lap, in order. */
  readonly path: readonly number[];
  readonly takenFrom: readonly number[];
  readonly capturer: number | null;
  readonly direction: 'ccw' | 'cw';
}

export function buildFrames(start: Position, events: readonly TraceEvent[], startCaption: string): Frame[] {
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
  return frames;
}
