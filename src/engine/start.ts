/**
 * How a move begins, as the vocabulary every layer shares: the notation reads and writes a
 * `Start`, the move machine lists and begins one, and the fast path packs it in a number. It
 * depends on nothing, so that notation/ need not reach into the machine for it.
 */

/** How a move begins: lifting a hole (counter-clockwise, or clockwise where allowed) or, in Lango, a start capture. */
export type Start =
  | { readonly kind: 'sow'; readonly hole: number; readonly clockwise: boolean }
  | { readonly kind: 'capture'; readonly hole: number };

/** Starts packed in a number for the allocation-free path: hole | START_CLOCKWISE | START_CAPTURE. */
export const START_CLOCKWISE = 32;
export const START_CAPTURE = 64;

export function decodeStart(code: number): Start {
  const hole = code & 31;
  return code & START_CAPTURE ? { kind: 'capture', hole } : { kind: 'sow', hole, clockwise: (code & START_CLOCKWISE) !== 0 };
}

export function encodeStart(start: Start): number {
  return start.hole | (start.kind === 'capture' ? START_CAPTURE : start.clockwise ? START_CLOCKWISE : 0);
}
