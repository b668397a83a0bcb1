/**
 * The comparison of the codes (/compare/) as data: which panels, which position and move, how a
 * move is played under each code, where each pair of panels parts ways, and how all of it is
 * read from and written to the page's address. Pure: the island, the build and the tests call
 * it; every rule comes from the engine.
 *
 * URL parameters (all optional):
 * - `position`: the position in the engine's notation (default: EX-b-f's);
 * - `move`: the move in move notation; each code plays the same start, with its own default
 *   choices where the given ones do not arise (default: `b8`);
 * - `mode`: `move` (a whole move), `lap` (a lap inside a move: no start-of-move capture, AMB-9)
 *   or `opening` (an opening move, D-open, L-open); default `move`, or the preset's;
 * - `panels`: comma-separated panels, each a ruleset id with optional `;key=value` options,
 *   e.g. `didinga,lango,lango;lango.increment=dlp` (default: the three codes); each panel the
 *   engine refuses is left out and named, the others kept, at most MAX_PANELS (parsePanels);
 * - `step`: the step shown (the stepper keeps it up to date);
 * - `preset`: a preset's id (below), giving position, move, mode and panels unless those are also given.
 */
import {
  applyOptions, chartIndex, err, formatPosition, listMoves, makePosition, OPTIONS, parseMove, parsePosition, play, quoteInput,
  reverseHoles, RULESET_IDS, SOURCE_RULESET_IDS, startPosition, type Move, type MoveNotationError, type MoveResult, type Position, type Result, type Ruleset,
  type RulesetId, type TraceEvent,
} from '../../engine/index.ts';
import { EXAMPLES, exampleById } from '../../data/examples.ts';
import { firstDivergence, type Divergence } from '../../components/divergence.ts';
import { framesOfMove, MAX_SHOWN_STEPS, type Frame } from '../../components/frames.ts';
import { labelsFor } from '../../components/holes.ts';
import { readParams, type ParamReader } from '../../components/url.ts';
import { readingsInWords, readingWords } from '../../components/readings.ts';
import { andList, plural } from '../../components/captions.ts';

export type PlayMode = 'move' | 'lap' | 'opening';
export const PLAY_MODES: readonly PlayMode[] = ['move', 'lap', 'opening'];
/** The mode's name, as the comparison's heading line shows it ("Mode: lap"). */
export const MODE_NAME: Readonly<Record<PlayMode, string>> = { move: 'move', lap: 'lap', opening: 'opening' };

export const MODE_LABEL: Readonly<Record<PlayMode, string>> = {
  move: 'a whole move',
  lap: 'a lap inside a move, with no start-of-move capture (AMB-9)',
  opening: 'an opening move (D-open, L-open)',
};

export interface PanelSpec {
  readonly rules: RulesetId;
  /** `key=value` option pairs. */
  readonly options: readonly string[];
}

export interface CompareState {
  readonly position: Position;
  readonly move: string;
  readonly mode: PlayMode;
  readonly panels: readonly PanelSpec[];
}

const CODE_NAME: Readonly<Record<RulesetId, string>> = {
  didinga: 'Didinga', lango: 'Lango', ikibuguzo: 'Ikibuguzo',
  'ludii-didinga': 'Ludii’s Didinga', 'ludii-lango': 'Ludii’s Lango', 'ludii-ikibuguzo': 'Ludii’s Ikibuguzo',
};
const CODE_SOURCE: Readonly<Record<RulesetId, string>> = {
  didinga: '1927a', lango: '1927b', ikibuguzo: 'M51',
  // Not a source: the Ludii program at version 1.3.13, as it behaves when run.
  'ludii-didinga': 'Ludii 1.3.13', 'ludii-lango': 'Ludii 1.3.13', 'ludii-ikibuguzo': 'Ludii 1.3.13',
};

/** The three codes of the sources; Ludii's rulesets are added as panels on request or by a preset. */
export const DEFAULT_PANELS: readonly PanelSpec[] = SOURCE_RULESET_IDS.map((rules) => ({ rules, options: [] }));

/** Short name, used in sentences: "Lango", "Lango, DLP’s increment, sown on from the back hole behind". */
export function panelName(p: PanelSpec): string {
  return p.options.length ? `${CODE_NAME[p.rules]}, ${p.options.map((o) => readingWords(o, OPTIONS)).join(', ')}` : CODE_NAME[p.rules];
}

/** Heading of a panel: "Lango (1927b)" or "Lango, DLP’s increment, sown on from the back hole behind (AMB-6)". */
export function panelLabel(p: PanelSpec): string {
  if (!p.options.length) return `${CODE_NAME[p.rules]} (${CODE_SOURCE[p.rules]})`;
  const clauses = p.options.map((o) => OPTIONS.find((s) => s.key === o.split('=')[0])?.clause).filter(Boolean);
  return `${panelName(p)} (${[...new Set(clauses)].join(', ')})`;
}

export function panelKey(p: PanelSpec): string {
  return [p.rules, ...p.options].join(';');
}

export function formatPanels(panels: readonly PanelSpec[]): string {
  return panels.map(panelKey).join(',');
}

/** The most panels /compare/ shows at once. */
export const MAX_PANELS = 6;

/** An engine's refusal as the page shows it: every reading named by its words, not its key. */
export function inWords(message: string): string {
  return readingsInWords(message, OPTIONS);
}

/** A panel of an address that is not shown: what is wrong, and what becomes of it. */
export interface PanelProblem {
  readonly what: string;
  readonly instead: string;
}

/**
 * The panels an address names (`didinga,lango;lango.increment=dlp`), each read on its own: a
 * panel the engine refuses (a code it does not know, a reading it refuses) is left out and named
 * by its place in the list ("panel 2 of 3") with the engine's reason, and the others are kept.
 * The first MAX_PANELS panels that can be shown are kept; the ones after them are named as left
 * out. `value` is empty when no panel can be shown (`problems` is then empty only when the text
 * names none): the caller shows its own panels instead.
 */
export function parsePanels(text: string): { value: PanelSpec[]; problems: PanelProblem[] } {
  const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
  const read: PanelSpec[] = [];
  const problems: PanelProblem[] = [];
  const leftOut = 'it is left out';
  // An address of a thousand panels gets a sentence, not a thousand: the first MAX_PANELS refused are named.
  let unnamed = 0;
  const refuse = (p: PanelProblem) => {
    if (problems.length < MAX_PANELS) problems.push(p);
    else unnamed++;
  };
  parts.forEach((part, i) => {
    const place = `panel ${i + 1} of ${parts.length}`;
    const [rules, ...options] = part.split(';').map((s) => s.trim()).filter(Boolean);
    if (!rules || !(RULESET_IDS as readonly string[]).includes(rules)) {
      refuse({ what: `${place}, ${quoteInput(rules ?? part)}, is not one of ${RULESET_IDS.join(', ')}`, instead: leftOut });
      return;
    }
    const r = applyOptions(rules as RulesetId, options);
    if (!r.ok) {
      refuse({ what: `${place} (${CODE_NAME[rules as RulesetId]}): ${inWords(r.error.message)}`, instead: leftOut });
      return;
    }
    read.push({ rules: rules as RulesetId, options });
  });
  if (unnamed > 0) problems.push({ what: `${plural(unnamed, 'more panel')} of the ${parts.length} cannot be shown either`, instead: unnamed === 1 ? leftOut : 'they are left out' });
  if (read.length > MAX_PANELS) {
    const extra = read.slice(MAX_PANELS);
    const names = extra.length > MAX_PANELS ? `${extra.slice(0, MAX_PANELS).map(panelName).join(', ')} and ${extra.length - MAX_PANELS} more` : andList(extra.map(panelName));
    problems.push({
      what: `${read.length} panels can be shown and at most ${MAX_PANELS} fit`,
      instead: `the first ${MAX_PANELS} are shown, and ${plural(extra.length, 'panel')} after them ${extra.length === 1 ? 'is' : 'are'} left out (${names})`,
    });
  }
  return { value: read.slice(0, MAX_PANELS), problems };
}

/**
 * The other readings a panel can show: every non-default value of each code's own options, except
 * the opening arrays and the options that act only between the two players of the opening race
 * (`raceOnly`: AMB-16, AMB-18), which /opening/ shows instead; each with the option it stands
 * beside if it needs one (AMB-13).
 */
export const READINGS: readonly { readonly spec: PanelSpec; readonly clause: string; readonly summary: string }[] = OPTIONS
  .filter((o) => o.rulesets.length === 1 && o.values !== null && o.key !== 'ikibuguzo.array' && !o.raceOnly)
  .flatMap((o) => o.values!.filter((v) => v !== o.defaultValue).map((v) => ({
    spec: { rules: o.rulesets[0]!, options: [...(o.requires ? [o.requires] : []), `${o.key}=${v}`] }, clause: o.clause, summary: o.summary,
  })));

/**
 * The codes beside Ludii 1.3.13's rulesets, each on the example position established by running
 * that program (see /ludii/): Lango refuses Ludii's turn b7 (L-start, against LU-force); Didinga
 * and Ikibuguzo take the same marbles as Ludii and part at the increment (AMB-1 against LU-back;
 * K-opp against LU-origin).
 */
export const LUDII_PRESETS: readonly Preset[] = [
  {
    id: 'ludii-lango', label: 'Ludii 1.3.13: Lango’s first main-phase turn, b7, beside Driberg’s Lango (LU-force, LU-back)',
    position: '0,0,2,0,0,0,0,0/3,1,2,0,0,0,0,0/3,4,4,5,6,7,3,1/0,3,4,0,5,3,7,1 A', move: 'b7', mode: 'move',
    panels: [{ rules: 'lango', options: [] }, { rules: 'ludii-lango', options: [] }], clauses: ['LU-force', 'LU-back', 'L-start'],
  },
  {
    id: 'ludii-didinga', label: 'Ludii 1.3.13: Didinga’s b8 beside Driberg’s Didinga, the same capture sown on from elsewhere (LU-back)',
    position: '1,1,0,2,2,1,1,0/0,0,2,2,2,0,0,0/4,1,4,4,4,1,0,7/3,1,5,5,1,2,5,3 A', move: 'b8', mode: 'move',
    panels: [{ rules: 'didinga', options: [] }, { rules: 'ludii-didinga', options: [] }], clauses: ['LU-back', 'LU-opp', 'AMB-1'],
  },
  {
    id: 'ludii-ikibuguzo', label: 'Ludii 1.3.13: Ikibuguzo’s b2 after the first array beside the site’s Ikibuguzo (main phase after DLP), the capture sown from the lap’s origin (LU-origin)',
    position: '17,0,0,0,0,0,6,0/0,0,2,1,2,1,2,1/1,2,1,2,1,2,0,0/0,6,0,0,0,0,0,17 A', move: 'b2', mode: 'move',
    panels: [{ rules: 'ikibuguzo', options: [] }, { rules: 'ludii-ikibuguzo', options: [] }], clauses: ['LU-origin', 'K-opp'],
  },
];

export interface Preset {
  readonly id: string;
  readonly label: string;
  readonly position: string;
  readonly move: string;
  readonly mode: PlayMode;
  readonly panels?: readonly PanelSpec[];
  /** The clauses it shows, for links from the rules matrix and the editions. */
  readonly clauses: readonly string[];
}

const MODE_OF_KIND = { 'move': 'move', 'lap-in-move': 'lap', 'opening-lap': 'opening' } as const;

/**
 * The start position, the position of every worked example (its first variant's move and way
 * of playing), and positions built to show one difference between the codes each
 * (test/features/compare/compare.test.ts checks that each shows it).
 */
export const PRESETS: readonly Preset[] = [
  { id: 'start', label: 'The start position', position: formatPosition(startPosition()), move: 'b8', mode: 'move', clauses: ['D-sow', 'D-def-move'] },
  ...EXAMPLES.flatMap((e) => {
    const v = e.variants.find((x) => x.position !== undefined && x.move !== undefined && x.kind !== 'array-opening');
    if (!v) return [];
    return [{ id: e.id, label: `${e.id}: ${e.title}`, position: v.position!, move: v.move!, mode: MODE_OF_KIND[v.kind as keyof typeof MODE_OF_KIND], clauses: e.clauses }];
  }),
  {
    id: 'front-only', label: 'Built: Lango takes when only the front hole facing is occupied (L-opp)',
    position: '0,3,0,1,0,0,0,0/0,0,0,0,0,2,0,0/1,0,4,0,0,0,0,4/0,0,3,0,0,3,2,0 A', move: 'b6', mode: 'move', clauses: ['L-opp', 'D-opp'],
  },
  {
    id: 'dlp-increment', label: 'Built: Driberg’s and DLP’s readings of Lango’s increment side by side (AMB-6)',
    position: '4,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,1,0,0,0,0 B', move: 'b8', mode: 'lap',
    panels: [{ rules: 'lango', options: [] }, { rules: 'lango', options: ['lango.increment=dlp'] }, { rules: 'didinga', options: [] }], clauses: ['AMB-6', 'L-inc'],
  },
  {
    id: 'increment-origin', label: 'Built: Didinga’s increment from the origin or the hole after it (AMB-1)',
    position: '0,2,0,0,0,4,0,0/0,1,0,0,0,0,0,0/0,3,0,0,0,0,0,0/0,4,0,0,0,0,0,0 B', move: 'b3', mode: 'move',
    panels: [{ rules: 'didinga', options: [] }, { rules: 'didinga', options: ['didinga.incrementStart=origin'] }, { rules: 'lango', options: [] }], clauses: ['AMB-1', 'D-inc'],
  },
  {
    id: 'chain-start', label: 'EX-turn: the clockwise re-sowing from the hole after L or from L itself (AMB-12)',
    position: exampleById('EX-turn').variants[0]!.position!, move: 'f3/</<', mode: 'move',
    panels: [{ rules: 'lango', options: [] }, { rules: 'lango', options: ['lango.chainStart=origin'] }], clauses: ['AMB-12', 'L-turn'],
  },
  {
    id: 'clockwise-increment', label: 'Built: an increment taken at I going clockwise, first into I or into H (AMB-13)',
    position: '0,0,0,0,0,0,0,0/0,2,0,1,0,0,0,0/0,1,0,1,0,0,0,0/0,0,0,0,0,0,0,0 A', move: 'xf2/<', mode: 'move',
    panels: [
      { rules: 'lango', options: ['lango.clockwiseIncrement=yes'] },
      { rules: 'lango', options: ['lango.clockwiseIncrement=yes', 'lango.clockwiseIncrementStart=next-hole'] },
    ],
    clauses: ['AMB-13', 'AMB-5'],
  },
  {
    id: 'clockwise-single', label: 'Built: a single taken at I, lifted with I’s own, going on counter-clockwise or clockwise (AMB-13)',
    position: '0,0,0,0,0,0,0,0/0,1,0,0,1,0,0,0/0,2,0,0,1,0,0,0/0,0,0,0,0,0,0,0 A', move: 'xf2/<', mode: 'move',
    panels: [
      { rules: 'lango', options: ['lango.clockwiseIncrement=yes'] },
      { rules: 'lango', options: ['lango.clockwiseIncrement=yes', 'lango.clockwiseSingle=yes'] },
    ],
    clauses: ['AMB-13', 'L-single'],
  },
  {
    id: 'lap-wrap', label: 'Built: sixteen marbles from C come round to C: a marble in it, or past it into D (AMB-14)',
    position: '0,0,0,0,0,0,2,0/0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,16/0,0,0,0,0,0,0,0 A', move: 'f8', mode: 'move',
    panels: [{ rules: 'didinga', options: [] }, { rules: 'didinga', options: ['lapWrap=skip'] }, { rules: 'lango', options: ['lapWrap=skip'] }], clauses: ['AMB-14', 'D-def-lap'],
  },
  {
    id: 'opening-front', label: 'Built: a Didinga opening from a front-row hole, refused or played (AMB-17)',
    position: formatPosition(startPosition()), move: 'f6', mode: 'opening',
    panels: [{ rules: 'didinga', options: [] }, { rules: 'didinga', options: ['didinga.openingStart=any-hole'] }], clauses: ['AMB-17', 'D-open'],
  },
  // Each code beside Ludii 1.3.13's version of it, on that program's example position (docs/ludii-1.3.13.md).
  ...LUDII_PRESETS,
];

/**
 * One change made with the board editor: a hole's count set (the +/− keys and buttons, 0 and
 * Empty), a row cleared (a row of the chart, 0 = B's back row … 3 = A's back row), the two sides'
 * holes exchanged, or the side to move swapped.
 */
export type BoardEdit =
  | { readonly kind: 'set'; readonly hole: number; readonly count: number }
  | { readonly kind: 'clear-row'; readonly row: number }
  | { readonly kind: 'mirror' }
  | { readonly kind: 'swap-side' };

/**
 * The position after one edit of the board editor, or the reason it is refused. The editor must
 * not build a position the engine refuses elsewhere: one past the position limit
 * (MARBLES_PER_HOLE_LIMIT, maxMarbles) would reach the worker, which refuses it, and the page
 * would show the last comparison under a board it does not belong to. So every edit is read
 * back through the engine's parser, as the notation field, the address and the presets are; its
 * too-many-marbles message, naming the limit, is checkPosition's word for word, and the parser is
 * already in the engine code every island loads, where checkPosition is not (the pages' JS
 * budgets). The message is in the words of the notation field's refusal (readPositionInput);
 * the caller keeps the position it had.
 */
export function applyEdit(pos: Position, edit: BoardEdit): Result<Position, string> {
  const half = 2 * pos.cols;
  // Whole-board order: A's 2N holes, then B's (see the engine's geometry).
  let counts = [...pos.counts];
  let toMove = pos.toMove;
  if (edit.kind === 'set') counts[edit.hole] = Math.max(0, edit.count);
  else if (edit.kind === 'clear-row') for (let x = 0; x < pos.cols; x++) counts[chartIndex(edit.row, x, pos.cols)] = 0;
  else if (edit.kind === 'mirror') counts = [...pos.counts.slice(half), ...pos.counts.slice(0, half)];
  else toMove = toMove === 'A' ? 'B' : 'A';
  const next = parsePosition(formatPosition(makePosition(pos.cols, counts, toMove)));
  return next.ok ? next : err(`That edit is refused: ${next.error.message}. The board keeps the last valid position.`);
}

export const DEFAULT_PRESET = 'EX-b-f';

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

export function stateOfPreset(p: Preset): CompareState {
  const pos = parsePosition(p.position);
  if (!pos.ok) throw new Error(`preset ${p.id}: ${pos.error.message}`);
  return { position: pos.value, move: p.move, mode: p.mode, panels: p.panels ?? DEFAULT_PANELS };
}

export const DEFAULT_STATE: CompareState = stateOfPreset(presetById(DEFAULT_PRESET)!);

let presetQueries: ReadonlyMap<string, string> | null = null;

/**
 * The preset a state is, for the "Start from" menu: `preferred` (the one the reader chose, or the
 * address named) if the state is still exactly that preset's (position, move, mode and panels),
 * else the first preset it is exactly, else null: the reader's own, once any of them is changed
 * by hand. `query`: the state's compareQuery, where the caller has it already.
 */
export function presetOfState(s: CompareState, preferred?: string | null, query: string = compareQuery(s)): string | null {
  presetQueries ??= new Map(PRESETS.map((p) => [p.id, compareQuery(stateOfPreset(p))]));
  const q = query;
  if (preferred && presetQueries.get(preferred) === q) return preferred;
  for (const [id, query] of presetQueries) if (query === q) return id;
  return null;
}

/**
 * The query string of a state (without step): `?position=…&move=…&mode=…&panels=…`.
 * `positionText`: the state's position in the engine's notation, where the caller has formatted it already.
 */
export function compareQuery(s: CompareState, positionText: string = formatPosition(s.position)): string {
  const q = new URLSearchParams();
  q.set('position', positionText);
  q.set('move', s.move);
  q.set('mode', s.mode);
  q.set('panels', formatPanels(s.panels));
  return `?${q.toString()}`;
}

/** The address of /compare/ opening a preset. */
export function presetHref(id: string): string {
  return `/compare/?preset=${encodeURIComponent(id)}`;
}

/**
 * Read a state from URL parameters (src/components/url.ts); every problem is named with what is
 * used instead (the preset's value, or the default preset's). With `resolveMove: false`, a position given without a move leaves the
 * move empty (''), for the worker to choose (listing the moves of a dense position is work the
 * page's thread should not do). `preset`: the id of the preset the address named, if there is one
 * (for the "Start from" menu).
 */
export function readCompareParams(params: URLSearchParams, opts: { resolveMove?: boolean } = {}): { state: CompareState; problems: string[]; step: number | null; preset: string | null } {
  const q = readParams(params);
  // The preset stands for every parameter the address does not give, so an unknown one is
  // replaced by the default preset for those, not for the whole address.
  const preset = q.value<Preset | null>('preset', null, (id) => presetById(id) ?? null,
    `a preset (known: ${PRESETS.map((x) => x.id).join(', ')})`, `${DEFAULT_PRESET} is used for what the address does not give`);
  const base = preset ? stateOfPreset(preset) : DEFAULT_STATE;
  const baseId = preset?.id ?? DEFAULT_PRESET;
  const position = q.parsed('position', base.position, parsePosition, `the position of ${baseId} is used`);
  // A position given without a move plays the first start legal under any panel (below); a bad move, the base's.
  const move = q.parsed('move', q.has('position') && !q.has('move') ? '' : base.move, (t) => {
    const r = parseMove(t, position.cols);
    return r.ok ? { ok: true, value: t.trim() } : r;
  }, `${base.move} is used`);
  const mode = q.oneOf('mode', PLAY_MODES, base.mode, { instead: `${base.mode} is used` });
  const panels = readPanelsParam(q, base.panels, preset?.panels ? 'the preset’s panels are' : 'the three codes are');
  const step = q.step();
  const problems = [...q.problems];
  const state = { position, move, mode, panels };
  if (move === '' && opts.resolveMove !== false) return { state: { ...state, move: movesOf(state)[0]?.start ?? 'b8' }, problems, step, preset: preset?.id ?? null };
  return { state, problems, step, preset: preset?.id ?? null };
}

/**
 * The `panels` parameter: every panel that can be shown is kept, and each one left out is named
 * (parsePanels); with none left, the base state's panels (the preset's, or the default
 * comparison's three codes) are shown, and that is said too.
 */
function readPanelsParam(q: ParamReader, fallback: readonly PanelSpec[], fallbackWords: string): readonly PanelSpec[] {
  const text = q.text('panels');
  if (text === null) return fallback;
  const r = parsePanels(text);
  for (const p of r.problems) q.refuse('panels', p.what, p.instead);
  if (r.value.length > 0) return r.value;
  q.refuse('panels', r.problems.length ? 'none of the panels named can be shown' : 'no panel is named', `${fallbackWords} shown instead`);
  return fallback;
}

export type PanelOutcome =
  | {
      readonly ok: true;
      readonly spec: PanelSpec;
      readonly rules: Ruleset;
      readonly result: MoveResult;
      readonly events: readonly TraceEvent[];
      readonly frames: readonly Frame[];
      /** Said when the move played is not the one asked for (other choices). */
      readonly note: string | null;
      readonly reverse: readonly number[];
    }
  | { readonly ok: false; readonly spec: PanelSpec; readonly error: string };

/**
 * Play the state's move, as parsed once for every panel (playPanels), under one panel's rules,
 * once. Choices the move gives that do not arise under this code are dropped; choices it needs and
 * the move does not give take the code's default (the first offered, ">": go on
 * counter-clockwise): the engine's `choices: 'fit'`. The note says when the move was so changed.
 */
export function playPanel(spec: PanelSpec, s: CompareState, parsed: Result<Move, MoveNotationError>): PanelOutcome {
  const rules = applyOptions(spec.rules, spec.options);
  if (!rules.ok) return { ok: false, spec, error: inWords(rules.error.message) };
  if (!parsed.ok) return { ok: false, spec, error: `move: ${parsed.error.message}` };
  // Dropped from the first choice not offered on, so the choices the codes share (a clockwise
  // lap both offer, AMB-12) are still made.
  const opts = { trace: true, maxTraceEvents: MAX_SHOWN_STEPS, midMove: s.mode === 'lap', opening: s.mode === 'opening', choices: 'fit' } as const;
  const r = play(rules.value, s.position, parsed.value, opts);
  if (!r.ok) return { ok: false, spec, error: inWords(r.error.message) };
  const start = `Start: ${s.position.toMove} to move${s.mode === 'lap' ? ', a lap inside a move (AMB-9)' : s.mode === 'opening' ? ', an opening move' : ''}.`;
  const played = r.value.notation;
  const note = played === s.move ? null : `Played as ${played}: the choices of ${s.move} do not all arise under this code, so its default choices are taken.`;
  return {
    ok: true, spec, rules: rules.value, result: r.value, events: r.value.trace!, note,
    frames: framesOfMove(s.position, r.value, start), reverse: reverseHoles(rules.value, s.position.cols),
  };
}

/**
 * A refused panel's reason, said after its code's name: "cannot play f6: under the reading … (AMB-17)".
 * The engine's message begins with the move as played ("f6: under …", "f3/</<: a lap …"; the CLI
 * and the tests read it so), which read as a sentence of its own would start in lower case; here
 * the move becomes the sentence's object, and the rest reads on from its colon. A reason that
 * does not name the move (a reading refused, a move that cannot be read) follows "this move".
 */
export function refusalSentence(move: string, error: string): string {
  const named = /^(\S+): ([^]*)$/.exec(error);
  const said = named && move !== '' && named[1]!.startsWith(move)
    ? `cannot play ${named[1]}: ${named[2]}`
    : `cannot play this move: ${error.replace(/^move: /, '')}`;
  return /[.!?]$/.test(said) ? said : `${said}.`;
}

/**
 * Each panel's outcome, the notation actually played noted where it differs from the one asked
 * for. The move is parsed once for all panels; `move`: the state's move, where the caller has parsed it already.
 */
export function playPanels(s: CompareState, move: Result<Move, MoveNotationError> = parseMove(s.move, s.position.cols)): PanelOutcome[] {
  return s.panels.map((spec) => playPanel(spec, s, move));
}

export interface PairDivergence {
  readonly a: number;
  readonly b: number;
  /** Null: the two agree at every step. */
  readonly divergence: Divergence | null;
}

/** Where each pair of playable panels parts ways. */
export function divergences(outcomes: readonly PanelOutcome[], cols: number): PairDivergence[] {
  const out: PairDivergence[] = [];
  const labels = labelsFor(cols, 'driberg');
  for (let i = 0; i < outcomes.length; i++) {
    for (let j = i + 1; j < outcomes.length; j++) {
      const a = outcomes[i]!;
      const b = outcomes[j]!;
      if (!a.ok || !b.ok) continue;
      out.push({
        a: i, b: j,
        divergence: firstDivergence({ label: panelName(a.spec), events: a.events, rules: a.rules, cut: a.result.traceCut ?? false }, { label: panelName(b.spec), events: b.events, rules: b.rules, cut: b.result.traceCut ?? false }, cols, labels),
      });
    }
  }
  return out;
}

/** The starts a reader can choose: every legal move's start under any panel, with the panels allowing it. */
export function movesOf(s: CompareState): { start: string; panels: number[] }[] {
  const byStart = new Map<string, Set<number>>();
  s.panels.forEach((spec, i) => {
    const rules = applyOptions(spec.rules, spec.options);
    if (!rules.ok) return;
    for (const m of listMoves(rules.value, s.position).legal) {
      const start = m.notation.split('/')[0]!;
      if (!byStart.has(start)) byStart.set(start, new Set());
      byStart.get(start)!.add(i);
    }
  });
  return [...byStart.entries()].map(([start, set]) => ({ start, panels: [...set].sort() }));
}
