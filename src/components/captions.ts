/**
 * Plain-language captions for trace events ("Lap 2: lift 3 from a"), made from the events,
 * never stored as prose. Holes are named in the chosen lettering by holes.ts.
 */
import type { HoleRef, TraceEvent } from '../engine/index.ts';
import { holeName, type Labels } from './holes.ts';


export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Names in a sentence: "a", "a and b", "a, b and c". */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function describeEvent(e: TraceEvent, cols: number, labels: Labels): string {
  const name = (h: HoleRef) => holeName(h, cols, labels);
  switch (e.type) {
    case 'lift':
      return describeLift(e.reason, e.lap, e.count, e.hand, name(e.hole));
    case 'drop':
      return `Drop one in ${name(e.hole)}${e.direction === 'cw' ? ' (clockwise)' : ''}${e.hand > 0 ? `; ${e.hand} in hand` : ''}`;
    case 'lap-end':
      if (e.outcome === 'empty') return `Lap ${e.lap} ends in ${name(e.hole)}, which was empty`;
      if (e.outcome === 'relay') return `Lap ${e.lap} ends in ${name(e.hole)}, which was occupied`;
      return `Lap ${e.lap} ends in ${name(e.hole)}, occupied, and the marbles facing it are en prise`;
    case 'capture': {
      const parts = e.taken.filter((t) => t.count > 0).map((t) => `${t.count} from ${name(t.hole)}`);
      return `${name(e.by)} takes ${plural(e.total, 'marble')}: ${parts.join(' and ')}`;
    }
    case 'increment-start':
      return `Sow the increment of ${e.count} from ${name(e.first)}${e.direction === 'cw' ? ', clockwise' : ''}`;
    case 'direction':
      return e.direction === 'cw' ? `Turn clockwise at ${name(e.from)}` : `Go on counter-clockwise from ${name(e.from)}`;
    case 'choice': {
      const meaning = { '>': 'go on counter-clockwise', '<': 'sow clockwise', '^': 'leave the increment and play the other reverse hole' } as const;
      return `A choice at ${name(e.at)}: ${meaning[e.chosen]} (of ${e.options.length} ways)`;
    }
    case 'leave':
      return `Leave the ${plural(e.count, 'marble')} taken in ${name(e.hole)}`;
    case 'move-end':
      return `The move ends in ${name(e.hole)}: ${plural(e.laps, 'lap')}, ${plural(e.captured, 'marble')} taken`;
    case 'endless':
      return e.proven ? `The move never ends: the same state came back (after ${e.laps} laps)` : `The move has not ended after ${e.laps} laps: stopped there`;
  }
}

function describeLift(reason: 'start' | 'relay' | 'single-increment' | 'back-hole' | 'switch' | 'with-capture', lap: number, count: number, hand: number, hole: string): string {
  switch (reason) {
    case 'start': return `Lap ${lap}: lift ${plural(count, 'marble')} from ${hole}`;
    case 'relay': return `Lap ${lap}: lift the ${plural(count, 'marble')} in ${hole} and sow on`;
    case 'single-increment': return `Lap ${lap}: lift the single marble taken together with ${hole}’s own: ${plural(hand, 'marble')} in hand`;
    case 'back-hole': return `Lap ${lap}: lift the single marble taken together with the back hole ${hole}: ${plural(hand, 'marble')} in hand`;
    case 'with-capture': return `Lap ${lap}: put the marbles taken into ${hole} and lift it whole: ${plural(hand, 'marble')} in hand`;
    case 'switch': return `Lap ${lap}: lift ${plural(count, 'marble')} from the other reverse hole ${hole}`;
  }
}
