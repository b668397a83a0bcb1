/**
 * The board: 4 rows × N holes, player A at the bottom, drawn from one frame. It knows no rules:
 * it receives counts and marks and draws them. Marks never rely on colour
 * alone: the hole just sown is ringed thickly, a lifted hole has a dashed ring, holes taken
 * from are crossed, the capturing hole has a double ring, and the lap's path is shaded and
 * numbered in the order of the drops.
 */
import { chartIndex } from '../../engine/index.ts';
import { boardLabel, type Labels } from '../holes.ts';
import { STONE_R, stoneOffsets, stonesPath } from './stones.ts';
import './board.css';

export interface BoardMarks {
  readonly lifted?: number | null;
  readonly dropped?: number | null;
  readonly path?: readonly number[];
  readonly takenFrom?: readonly number[];
  readonly capturer?: number | null;
}

export interface BoardProps {
  readonly cols: number;
  readonly counts: readonly number[];
  readonly labels: Labels;
  readonly marks?: BoardMarks;
  /** Whole-board indices of the turning base (Lango) or reverse holes (Ikibuguzo), marked ↻: clockwise play may start there (L-turn, K-reverse). */
  readonly reverse?: readonly number[];
  /** Accessible name of the drawing, e.g. "Board after step 3". */
  readonly title: string;
  /**
   * Play mode: these holes (whole-board indices) can be chosen, by click or by Tab then Enter
   * or Space; `holeKeys` moves between them. The drawing is then a group of buttons, not an image.
   */
  readonly selectable?: ReadonlyMap<number, string>;
  readonly onSelect?: (index: number) => void;
  /**
   * Play mode: a click on any other hole, so that the page can say why it may not move. Only a
   * pointer reaches those holes: the keyboard moves among the selectable ones, which are all
   * that can be played.
   */
  readonly onRefused?: (index: number) => void;
  /**
   * Play mode: the keys that move the focus among the selectable holes, given the key and the
   * holes in reading order (`holeKeys` in hole-keys.ts); passed in by the pages that play, so
   * that the others never load them.
   */
  readonly holeKeys?: (e: KeyboardEvent, order: readonly number[]) => void;
  /** A hole to ring as chosen (e.g. the start hole while a decision is pending). */
  readonly chosen?: number | null;
  /**
   * Draw the board as a board in play (its frame, its upright row names, its size) even without
   * `onSelect`: a page's static board that its island will bring to life, so that hydration only
   * adds the holes' handlers instead of drawing the board again. Default: whether `onSelect` is given.
   */
  readonly playLayout?: boolean;
}

const CELL = 46;
/** A pit's radius: 40 of a cell's 46 units, so that a pit itself is 32 px across where a cell is 37 (an 8-hole board in play at 320 px). */
const R = 20;
const LEFT = 58;
const TOP = 16;
const GAP = 12;
const ROW_NAMES = ['B back', 'B front', 'A front', 'A back'];
/**
 * A board in play: the smallest a hole's tap target may be drawn, in CSS pixels (32, above the
 * 24 px of WCAG 2.5.8), and the narrower left margin that sets the row names upright so that the
 * holes get more of a phone's width. At 32 px an 8- or 9-hole board fits the narrowest phone
 * (320 px) whole; a wider Didinga board (10 to 16 holes a row) cannot, and scrolls in its frame.
 */
export const PLAY_TAP_PX = 32;
const PLAY_LEFT = 22;
/**
 * The widest board whose hole letters and counts are never drawn under 12 px (board.css). A
 * wider board on a phone has holes of 16 px, too small for a 12 px "f16": its words scale with the
 * drawing (board--wide). A board in play has 32 px holes however wide it is.
 */
const FIXED_LABEL_COLS = 8;

/** Where a drop's stone flies from: the drop before it on the lap's path, or the lifted hole for the first. */
function flightFrom(marks: BoardMarks): number | null {
  if (marks.dropped == null) return null;
  const path = marks.path ?? [];
  const at = path.lastIndexOf(marks.dropped);
  if (at > 0) return path[at - 1]!;
  return marks.lifted != null && marks.lifted !== marks.dropped ? marks.lifted : null;
}

export function Board({ cols, counts, labels, marks = {}, reverse = [], title, selectable, onSelect, onRefused, holeKeys, chosen = null, playLayout }: BoardProps) {
  const order: number[] = [];
  const playing = playLayout ?? onSelect !== undefined;
  const left = playing ? PLAY_LEFT : LEFT;
  const width = left + cols * CELL + 8;
  const height = TOP + 4 * CELL + GAP + 6;
  const pathOrder = new Map<number, number>();
  (marks.path ?? []).forEach((h, i) => pathOrder.set(h, i + 1));
  const taken = new Set(marks.takenFrom ?? []);
  const rev = new Set(reverse);
  const centres = new Map<number, readonly [number, number]>();
  // Every pit's bowl, and its floor set lower (the dark crescent above it is the wall in shadow),
  // as three paths a board rather than two circles a hole: a page of worked examples draws
  // hundreds of holes. Drawn as stones are (stones.ts), one disc a zero-length stroke.
  let bowls = '';
  let floors = '';
  let pathFloors = '';
  // The drawing scales to its width (a phone, a panel of six): words drawn inside it would shrink
  // with it, the hole letters to 6 px and the counts to 6.6 px on a phone. They are drawn in a
  // layer outside it, placed in percent of its size, where the stylesheet gives them a size in CSS
  // pixels, however small the board.
  const words = [];
  const at = (x: number, y: number) => ({ x: `${((x * 100) / width).toFixed(2)}%`, y: `${((y * 100) / height).toFixed(2)}%` });
  const holes = [];
  for (let r = 0; r < 4; r++) {
    for (let x = 0; x < cols; x++) {
      const i = chartIndex(r, x, cols);
      const cx = left + x * CELL + CELL / 2;
      const cy = TOP + r * CELL + CELL / 2 + (r >= 2 ? GAP : 0);
      const c = counts[i] ?? 0;
      const classes = ['hole'];
      if (pathOrder.has(i)) classes.push('hole--path');
      if (marks.dropped === i) classes.push('hole--dropped');
      if (marks.lifted === i) classes.push('hole--lifted');
      if (taken.has(i)) classes.push('hole--taken');
      if (marks.capturer === i) classes.push('hole--capturer');
      const choice = selectable?.get(i);
      if (choice !== undefined) {
        classes.push('hole--selectable');
        order.push(i);
      }
      if (chosen === i) classes.push('hole--chosen');
      const stones = stoneOffsets(i, c);
      centres.set(i, [cx, cy]);
      bowls += `M${cx} ${cy}h0`;
      if (pathOrder.has(i)) pathFloors += `M${cx} ${cy + 2}h0`;
      else floors += `M${cx} ${cy + 2}h0`;
      holes.push(
        <g
          class={classes.join(' ')}
          key={i}
          data-hole={i}
          {...(choice !== undefined && onSelect
            ? {
                role: 'button',
                // Lower case: Preact sets SVG attributes as written, and SVG's attribute is "tabindex".
                tabindex: 0,
                'aria-label': `${boardLabel(i, cols, labels)}, ${c} marble${c === 1 ? '' : 's'}: ${choice}`,
                onClick: () => onSelect(i),
                onKeyDown: (e: KeyboardEvent) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onSelect(i);
                  } else holeKeys?.(e, order);
                },
              }
            // A hole that may not be played answers a click with the reason, but is nothing to a
            // screen reader (its count is in the board's table): without a role, Chromium made each
            // an unnamed group.
            : onRefused ? { onClick: () => onRefused(i), role: 'presentation' } : {})}
        >
          {(onSelect || onRefused) && <rect class="hole__hit" x={cx - CELL / 2} y={cy - CELL / 2} width={CELL} height={CELL} />}
          <circle class="hole__pit" cx={cx} cy={cy} r={R} />
          {marks.capturer === i && <circle class="hole__ring2" cx={cx} cy={cy} r={R + 3} />}
          {stones.length > 0 && <path class={c > stones.length ? 'marble marble--many' : 'marble'} d={stonesPath(cx, cy, stones)} />}
          {/* Each stone's glint, up and to the left (its shade is the path's filter, board.css): a shaded stone with no gradient, which would need an id, and a page draws many boards. */}
          {stones.length > 0 && <path class="marble__shine" d={stonesPath(cx, cy, stones, -1.3, -1.5)} />}
          {taken.has(i) && <path class="hole__cross" d={`M${cx - 12},${cy - 12}L${cx + 12},${cy + 12}M${cx + 12},${cy - 12}L${cx - 12},${cy + 12}`} />}
          {pathOrder.has(i) && <text class="hole__order" x={cx + R - 1} y={cy - R + 8}>{pathOrder.get(i)}</text>}
        </g>,
      );
      words.push(
        <text class="hole__label" {...at(cx - R + 1, cy - R + 8)}>{boardLabel(i, cols, labels)}{rev.has(i) ? '↻' : ''}</text>,
        <text class="hole__count" {...at(cx + R - 2, cy + R - 1)}>{c}</text>,
      );
    }
  }
  // The stone just dropped, flying in from the hole before it on the path (board.css): the board
  // knows no rules, only the marks it is given. Its key changes with each drop, so that Preact
  // draws a new one and its animation runs again; under reduced motion it lands at once.
  const from = flightFrom(marks);
  const a = from === null ? undefined : centres.get(from);
  const b = marks.dropped == null ? undefined : centres.get(marks.dropped);
  const flight = a && b && (
    <circle
      key={`${from}>${marks.dropped}@${marks.path?.length ?? 0}`}
      class="board__flight"
      cx={b[0]}
      cy={b[1] + 1}
      r={STONE_R}
      style={`--fx:${a[0] - b[0]}px;--fy:${a[1] - b[1]}px`}
      aria-hidden="true"
    />
  );
  const rowY = (r: number) => TOP + r * CELL + CELL / 2 + (r >= 2 ? GAP : 0);
  const svg = (
    <svg
      class={`board${playing ? ' board--play' : cols > FIXED_LABEL_COLS ? ' board--wide' : ''}`}
      // No viewBox: the board's units are CSS pixels, for the letters; the drawing inside scales to
      // it, in the same proportions (aspect-ratio: a query container's own are not used).
      width={width}
      height={height}
      role={onSelect ? 'group' : 'img'}
      aria-label={title}
      // In play, where the focus goes when no hole may be played (focus.ts). Then it is a Tab stop
      // too, as is a board drawn for play whose island has not run yet: a wide Didinga board held at
      // PLAY_TAP_PX is wider than a narrow phone, and with no hole to focus its frame could not be scrolled
      // from the keyboard (arrow keys scroll it from the board), nor its name (how a game ended)
      // be reached. While holes may be played they are the Tab stops.
      tabindex={playing ? (onSelect && selectable?.size ? -1 : 0) : undefined}
      // --board-units: the drawing's width in its own units, for letters that grow with a board
      // drawn larger (board.css). In play, each hole's cell at least PLAY_TAP_PX wide, however
      // narrow the screen.
      style={`aspect-ratio:${width}/${height};--board-units:${width}${playing ? `;min-width:${Math.ceil((width * PLAY_TAP_PX) / CELL)}px` : ''}`}
    >
      {!onSelect && <title>{title}</title>}
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="100%">
        {/* Upright in play, in its narrow margin: a board in play is never drawn much under its own size (a hole's cell at least PLAY_TAP_PX of its CELL units). */}
        {playing && ROW_NAMES.map((name, r) => (
          <text key={name} class="board__row" x={PLAY_LEFT / 2} y={rowY(r)} transform={`rotate(-90 ${PLAY_LEFT / 2} ${rowY(r)})`}>{name}</text>
        ))}
        <line class="board__divide" x1={left} x2={width - 8} y1={TOP + 2 * CELL + GAP / 2} y2={TOP + 2 * CELL + GAP / 2} />
        <path class="board__bowls" d={bowls} />
        <path class="board__floors" d={floors} />
        {pathFloors && <path class="board__floors board__floors--path" d={pathFloors} />}
        {holes}
        {flight}
      </svg>
      {/* Hidden: each hole's letter and count are in its own name (in play) or the board's table. */}
      <g class="board__labels" aria-hidden="true">
        {!playing && ROW_NAMES.map((name, r) => <text key={name} class="board__row" {...at(3, rowY(r) + 4)}>{name}</text>)}
        {words}
      </g>
    </svg>
  );
  return playing ? <div class="board-frame">{svg}</div> : svg;
}

/** The board as a table, for screen readers and for reading without a picture. */
export function BoardTable({ cols, counts, labels, caption }: { cols: number; counts: readonly number[]; labels: Labels; caption: string }) {
  return (
    <table class="board-table">
      <caption>{caption}</caption>
      <tbody>
        {ROW_NAMES.map((name, r) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {Array.from({ length: cols }, (_, x) => {
              const i = chartIndex(r, x, cols);
              return <td key={x}>{boardLabel(i, cols, labels)} {counts[i]}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The line under a board while a move runs: whose hand holds how many marbles, and which way they go. */
export function handLine(frame: { readonly handOf: 'A' | 'B' | null; readonly hand: number; readonly direction: 'ccw' | 'cw' }): string {
  if (frame.handOf === null) return 'Nothing in hand';
  const dir = frame.direction === 'cw' ? 'clockwise ↻' : 'counter-clockwise ↺';
  return `In ${frame.handOf}’s hand: ${frame.hand} · sowing ${dir}`;
}
