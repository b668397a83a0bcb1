/**
 * The keys of a board in play (Board's `holeKeys`): the arrow keys move the focus to the next or
 * the previous hole that may be played, in the chart's reading order, round from the last to the
 * first; Home and End to the first and the last, as in a toolbar. Kept apart from the board, so
 * that the pages whose boards are never played (the source editions) do not load them.
 */
const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function holeKeys(e: KeyboardEvent, order: readonly number[]): void {
  if (order.length === 0) return;
  const hole = e.currentTarget as Element;
  const at = order.indexOf(Number(hole.getAttribute('data-hole')));
  const step = STEPS[e.key];
  const next = e.key === 'Home' ? 0 : e.key === 'End' ? order.length - 1 : step === undefined ? -1 : (at + step + order.length) % order.length;
  if (next < 0) return;
  (hole.closest('svg')?.querySelector(`[data-hole="${order[next]}"]`) as SVGElement | null)?.focus();
  e.preventDefault();
}
