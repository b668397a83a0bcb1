/**
 * The opening race (/opening/) as data: settings and their address, the engine's simultaneous
 * opening turned into ticks for the simulator, and the table of every pair of start holes.
 *
 * Nothing here applies a rule. The engine (src/engine/opening.ts, `runSimultaneousOpening`)
 * plays the opening under its timing model (AMB-2); this module only groups its events by the
 * instant they happen, keeps a running tally of hands and captures from the events' own fields,
 * and asks the engine which start holes a code allows (D-open and AMB-17: any back-row hole by
 * default; L-open: A or B; AMB-16: which pairs) by trying each one.
 */
import {
  applyOpeningOptions, boardIndex, boardWidthsOf, defaultOpeningHole, describeOpeningOptions, formatHole, formatPosition, MAX_COLUMNS, MIN_COLUMNS,
  OPENING_OPTIONS, openingClockwiseChances, openingPairRefusal, openingStartHoles, parseSpeedText, RULESETS, runSimultaneousOpening, sideTotal, SPEED_TEXT, startPosition,
  type ByPlayer, type ClockwisePolicy, type OpeningResult, type OptionSpec, type Player, type Result, type Ruleset, type TraceEvent,
} from '../../engine/index.ts';
import { columnName, columnWithLetter } from '../../components/holes.ts';
import { readParams } from '../../components/url.ts';
import { readingsInWords } from '../../components/readings.ts';

/** An engine's refusal as the page shows it: the readings of the opening named by their words. */
const inWords = (message: string) => readingsInWords(message, OPENING_OPTIONS);

/** The two codes whose opening is simultaneous (D-open, L-open); Ikibuguzo opens with Murray's arrays. */
export const RACE_RULES = ['didinga', 'lango'] as const;
export type RaceRules = (typeof RACE_RULES)[number];

export const RACE_RULES_LABEL: Readonly<Record<RaceRules, string>> = {
  didinga: 'Didinga (1927a)',
  lango: 'Lango (1927b)',
};

/** The codes' names in a sentence ("the Lango board"). */
const RACE_RULES_NAME: Readonly<Record<RaceRules, string>> = { didinga: 'Didinga', lango: 'Lango' };

/**
 * How a player answers his clockwise chances from the turning base in the opening (L-open,
 * AMB-18): takes none, takes every one, or is asked at each (the simulator prompts the reader;
 * `choices` holds the answers given so far, in order).
 */
export type ClockwiseMode = 'never' | 'always' | 'ask';
export interface RaceClockwise {
  readonly mode: ClockwiseMode;
  /** With `ask`: the answers given at the player's chances so far (true: taken), in order. */
  readonly choices: readonly boolean[];
}

export const CLOCKWISE_MODES: readonly ClockwiseMode[] = ['never', 'always', 'ask'];
export const CLOCKWISE_MODE_LABEL: Readonly<Record<ClockwiseMode, string>> = {
  never: 'passes every chance',
  always: 'takes every chance',
  ask: 'you choose at each chance',
};

const NEVER: RaceClockwise = Object.freeze({ mode: 'never', choices: [] });
const ALWAYS: RaceClockwise = Object.freeze({ mode: 'always', choices: [] });

export interface RaceSettings {
  readonly rules: RaceRules;
  /**
   * The readings of the opening chosen for the code (AMB-16, AMB-17, AMB-18), as `key=value`
   * pairs with non-default values only, in the order of the engine's OPENING_OPTIONS.
   */
  readonly options: readonly string[];
  /** Holes a row, one of the code's `boardWidthsOf` (D-wide: up to 16 for Didinga, the Longarim and Topotha boards). */
  readonly cols: number;
  /** Each player's start, as a local hole index (0 … 2·cols − 1; the back row is 0 … cols − 1). */
  readonly start: ByPlayer<number>;
  /** Marbles dropped per unit of time (AMB-2). */
  readonly speed: ByPlayer<number>;
  /** Who acts first at the same instant, and wins a tie in finishing (AMB-2). */
  readonly tie: Player;
  /** How each player answers clockwise chances from the turning base, where the code gives any (Lango, L-open, AMB-18; `openingClockwiseChances`). */
  readonly clockwise: ByPlayer<RaceClockwise>;
}

/** Driberg: the opening starts "generally at aA or bB"; the engine's default is A / a (back column N − 1). */
export const DEFAULT_SETTINGS: RaceSettings = Object.freeze({
  rules: 'didinga',
  options: [],
  cols: 8,
  start: { A: defaultOpeningHole(8), B: defaultOpeningHole(8) },
  speed: { A: 1, B: 1 },
  tie: 'A',
  clockwise: { A: NEVER, B: NEVER },
});

/** The readings of the opening a reader can switch on /opening/ (AMB-16, AMB-17, AMB-18), for a code. */
export function raceOptions(rules: RaceRules): readonly OptionSpec[] {
  return OPENING_OPTIONS.filter((o) => o.rulesets.includes(rules));
}

/** The ruleset of a setting: the code with its options (which readRaceParams has vetted). */
export function raceRuleset(s: Pick<RaceSettings, 'rules' | 'options'>): Ruleset {
  const r = applyOpeningOptions(s.rules, s.options);
  if (!r.ok) throw new Error(`opening race: ${r.error.message}`);
  return r.value;
}

/** The engine's policy for a player's clockwise setting (AMB-18). */
export function clockwisePolicy(c: RaceClockwise): ClockwisePolicy {
  return c.mode === 'ask' ? { choices: c.choices, then: 'ask' } : c.mode;
}

/** The speed ratios the build-time table shows (A : B). */
export const TABLE_RATIOS: readonly (readonly [number, number])[] = [[1, 1], [3, 2], [2, 3], [2, 1], [1, 2]];

/** The speeds the simulator offers in its menus (any other positive number may come in the address). */
export const SPEED_CHOICES: readonly number[] = [0.5, 1, 1.5, 2, 3];

const PLAYERS: readonly Player[] = ['A', 'B'];

/** A start hole named for a reader: "b7 (A)" on 8 columns, Driberg's letter in the player's case; "b7" on wider boards. */
export function startLabel(player: Player, local: number, cols: number): string {
  return columnWithLetter(player, local, cols, 'driberg');
}

/** "3:2", "1:1", "1.5:1". */
export function ratioLabel(speed: ByPlayer<number>): string {
  return `${speed.A}:${speed.B}`;
}

/** Play an opening with its trace (status `waiting` when it stops at a chance the reader is to answer). */
export function runRace(s: RaceSettings, trace = true): Result<OpeningResult, { code: string; message: string }> {
  const rules = applyOpeningOptions(s.rules, s.options);
  if (!rules.ok) return rules;
  return runSimultaneousOpening(rules.value, {
    cols: s.cols, start: s.start, speed: s.speed, tieBreak: s.tie,
    clockwise: { A: clockwisePolicy(s.clockwise.A), B: clockwisePolicy(s.clockwise.B) }, trace,
  });
}

/** The holes a code (with its options) lets a player open from (D-open, L-open, AMB-17): the engine's answer. */
export function allowedStarts(rules: RaceRules, cols: number, options: readonly string[] = []): number[] {
  return openingStartHoles(raceRuleset({ rules, options }), cols);
}

/** Whether the reading lets A and B open from these two holes together (AMB-16): the engine's answer. */
export function pairAllowed(s: Pick<RaceSettings, 'rules' | 'options' | 'cols' | 'start'>): boolean {
  return openingPairRefusal(raceRuleset(s), s.start, s.cols) === null;
}

// ---- The address ----

export interface ReadResult {
  readonly settings: RaceSettings;
  /** `?step=N`, or null. */
  readonly step: number | null;
  /** One sentence per parameter that could not be used, each saying what is used instead. */
  readonly problems: readonly string[];
}

/** The address of a setting (without the step): every parameter that differs from the defaults, plus the starts and speeds. */
export function raceQuery(s: RaceSettings): string {
  const q = new URLSearchParams();
  q.set('rules', s.rules);
  if (s.options.length) q.set('options', s.options.join(' '));
  if (s.cols !== 8) q.set('cols', String(s.cols));
  q.set('startA', columnName(s.start.A, s.cols));
  q.set('startB', columnName(s.start.B, s.cols));
  q.set('speedA', String(s.speed.A));
  q.set('speedB', String(s.speed.B));
  if (s.tie !== 'A') q.set('tie', s.tie);
  // Players who take every chance keep the older form `clockwise=A,B`; the others who do not
  // pass every chance are written `clockwiseA=ask` or with their answers so far, `clockwiseA=yny`.
  const always = PLAYERS.filter((p) => s.clockwise[p].mode === 'always');
  if (always.length) q.set('clockwise', always.join(','));
  for (const p of PLAYERS) {
    const c = s.clockwise[p];
    if (c.mode === 'ask') q.set(`clockwise${p}`, c.choices.length ? c.choices.map((x) => (x ? 'y' : 'n')).join('') : 'ask');
  }
  return q.toString();
}

export function raceHref(s: RaceSettings): string {
  return `/opening/?${raceQuery(s)}`;
}

/**
 * Read the settings from the address. A parameter that cannot be used is named, with what is used
 * instead; the rest are kept. Start holes and speeds are finally checked by the engine itself
 * (L-open refuses starts other than A and B), and any refusal is reported in its own words.
 */
export function readRaceParams(params: URLSearchParams): ReadResult {
  const q = readParams(params);
  const rules = q.oneOf('rules', RACE_RULES, DEFAULT_SETTINGS.rules, { why: 'the codes with a simultaneous opening', instead: `${DEFAULT_SETTINGS.rules} is used` });

  let cols = q.wholeNumber('cols', 8, { min: MIN_COLUMNS, max: MAX_COLUMNS }, '8 is used');
  if (!boardWidthsOf(RULESETS[rules]).includes(cols)) {
    const w = RULESETS[rules].boardWidths;
    const widths = w.min === w.max ? `${w.min} holes a row only` : `${w.min} to ${w.max} holes a row`;
    q.refuse('cols', `the ${RACE_RULES_NAME[rules]} board is recorded with ${widths} (wider boards are the Longarim and Topotha form of the Didinga game, D-wide)`, '8 is used');
    cols = 8;
  }

  // The readings of the opening (AMB-16, AMB-17, AMB-18), vetted by the engine.
  let options: string[] = [];
  const optionText = q.text('options');
  if (optionText !== null && optionText.trim() !== '') {
    const pairs = optionText.trim().split(/\s+/);
    const r = applyOpeningOptions(rules, pairs);
    if (r.ok) options = describeOpeningOptions(pairs);
    else q.refuse('options', inWords(r.error.message), 'the default readings are used');
  }

  const start = { A: defaultOpeningHole(cols), B: defaultOpeningHole(cols) };
  const speed = { A: 1, B: 1 };
  for (const p of PLAYERS) {
    start[p] = q.value(`start${p}`, start[p], (v) => parseStartHole(v, cols),
      `a hole: use b1 … b${cols} (back row) or f1 … f${cols} (front row), counted from the player’s own left`, `${columnName(start[p], cols)} is used`);
    // Read as the CLI reads a speed (AMB-2), so that every speed the page writes back reads again.
    speed[p] = q.value(`speed${p}`, 1, parseSpeedText,
      `a speed: use a plain decimal from ${SPEED_TEXT.min} to ${SPEED_TEXT.max} with at most ${SPEED_TEXT.decimals} decimals (marbles dropped per unit of time)`, '1 is used');
  }

  const tie = q.value<Player>('tie', 'A', (t) => (t === 'A' || t === 'B' ? t : null), 'A or B', 'A is used');

  // Clockwise chances (L-open, AMB-18): `clockwise=A,B` (every chance taken, the older form),
  // then `clockwiseA` / `clockwiseB` (always, never, ask, or the answers so far as y and n).
  const clockwise: { A: RaceClockwise; B: RaceClockwise } = { A: NEVER, B: NEVER };
  const hasChances = openingClockwiseChances(RULESETS[rules]);
  const holders = q.value<readonly Player[]>('clockwise', [], parseHolders, 'A, B or A,B (the players who take clockwise chances)', 'nobody does');
  if (holders.length > 0 && !hasChances) q.refuse('clockwise', 'only the Lango opening has clockwise play (L-open)', 'ignored');
  else for (const x of holders) clockwise[x] = ALWAYS;
  for (const p of PLAYERS) {
    const key = `clockwise${p}`;
    if (!q.has(key)) continue;
    const c = q.value<RaceClockwise | null>(key, null, parseClockwise,
      'always, never, ask, or the answers at each chance in order as y (take it) and n (pass), such as yny', 'unchanged');
    if (c === null) continue;
    if (!hasChances) q.refuse(key, 'only the Lango opening has clockwise play (L-open)', 'ignored');
    else clockwise[p] = c;
  }

  let settings: RaceSettings = { rules, options, cols, start, speed, tie, clockwise };
  // The engine has the last word on starts (L-open, AMB-17), pairs (AMB-16), clockwise answers
  // (AMB-18) and speeds: report its refusal in its own words, use the default.
  for (let i = 0; i < 4; i++) {
    const r = runRace(settings, false);
    if (r.ok) break;
    if (r.error.code === 'bad-start') {
      const who: Player = /^player B/.test(r.error.message) ? 'B' : 'A';
      const def = defaultOpeningHole(settings.cols);
      q.refuse(`start${who}`, inWords(r.error.message), `${columnName(def, settings.cols)} is used`);
      settings = { ...settings, start: { ...settings.start, [who]: def } };
    } else if (r.error.code === 'bad-pair') {
      q.refuse('startB', inWords(r.error.message), `B opens from ${columnName(settings.start.A, settings.cols)}, A’s column`);
      settings = { ...settings, start: { ...settings.start, B: settings.start.A } };
    } else if (r.error.code === 'bad-clockwise') {
      const who: Player = /^player B/.test(r.error.message) ? 'B' : 'A';
      q.refuse(`clockwise${who}`, inWords(r.error.message), 'his first answer is kept');
      const c = settings.clockwise[who];
      settings = { ...settings, clockwise: { ...settings.clockwise, [who]: { ...c, choices: c.choices.slice(0, 1) } } };
    } else {
      q.note(`${inWords(r.error.message)}; the default settings are used`);
      settings = DEFAULT_SETTINGS;
    }
  }

  const step = q.step();
  return { settings, step, problems: [...q.problems] };
}

/** A speed in the address: a plain decimal above 0 and at most 1000; null otherwise. */

/** A start hole in the address: `b1` … `bN` (back row) or `f1` … `fN` (front row, AMB-17), the engine's column names; null otherwise. */
function parseStartHole(text: string, cols: number): number | null {
  for (let h = 0; h < 2 * cols; h++) if (formatHole(h, cols) === text) return h;
  return null;
}

/** A player's clockwise setting in the address: always, never, ask, or answers as y / n (then asked); null otherwise. */
function parseClockwise(text: string): RaceClockwise | null {
  if (text === 'always') return ALWAYS;
  if (text === 'never') return NEVER;
  if (text === 'ask') return { mode: 'ask', choices: [] };
  if (/^[yn]{1,64}$/.test(text)) return { mode: 'ask', choices: [...text].map((c) => c === 'y') };
  return null;
}

/** The players who take clockwise chances: "A", "B", "A,B" (empty: nobody); null if anything else. */
function parseHolders(text: string): Player[] | null {
  if (text === '') return [];
  const parts = text.split(',');
  return parts.every((x): x is Player => x === 'A' || x === 'B') ? parts : null;
}

// ---- Ticks for the simulator ----

/** Everything that happens at one instant of the shared clock, and the state after it. */
export interface Tick {
  /** The instant (AMB-2: units of time at speed 1). */
  readonly time: number;
  /** The events of this instant, in the engine's order (the tie-break orders simultaneous ones); each names its player. */
  readonly events: readonly TraceEvent[];
  /** Whole-board counts after the instant. */
  readonly counts: readonly number[];
  /** Marbles in each player's hand after the instant. */
  readonly hand: ByPlayer<number>;
  /** Marbles each player has captured so far. */
  readonly captured: ByPlayer<number>;
  /** Whether each player's opening move has ended. */
  readonly finished: ByPlayer<boolean>;
  /** Holes sown into at this instant, in order; holes taken from; the capturing holes; holes lifted. */
  readonly dropped: readonly number[];
  readonly takenFrom: readonly number[];
  readonly capturers: readonly number[];
  readonly lifted: readonly number[];
}

/** Group the engine's steps by instant: tick 0 is the board before anyone moves, then one tick per instant at which something happens. */
export function raceTicks(s: RaceSettings, r: OpeningResult): Tick[] {
  const cols = s.cols;
  const idx = (h: { player: Player; local: number }) => boardIndex(h.player, h.local, cols);
  const ticks: Tick[] = [{
    time: 0, events: [], counts: startPosition(cols).counts, hand: { A: 0, B: 0 }, captured: { A: 0, B: 0 },
    finished: { A: false, B: false }, dropped: [], takenFrom: [], capturers: [], lifted: [],
  }];
  const hand = { A: 0, B: 0 };
  const captured = { A: 0, B: 0 };
  const finished = { A: false, B: false };
  const steps = r.steps ?? [];
  let i = 0;
  while (i < steps.length) {
    const time = steps[i]!.time;
    const events: TraceEvent[] = [];
    const dropped: number[] = [];
    const takenFrom: number[] = [];
    const capturers: number[] = [];
    const lifted: number[] = [];
    let counts: readonly number[] = ticks[ticks.length - 1]!.counts;
    for (; i < steps.length && steps[i]!.time === time; i++) {
      const e = steps[i]!.event;
      const player = e.player;
      events.push(e);
      hand[player] = e.hand;
      counts = e.after.counts;
      switch (e.type) {
        case 'drop': dropped.push(idx(e.hole)); break;
        case 'lift': lifted.push(idx(e.hole)); break;
        case 'capture':
          captured[player] += e.total;
          capturers.push(idx(e.by));
          for (const t of e.taken) takenFrom.push(idx(t.hole));
          break;
        case 'move-end': case 'endless': finished[player] = true; break;
        default: break;
      }
    }
    ticks.push({ time, events, counts, hand: { ...hand }, captured: { ...captured }, finished: { ...finished }, dropped, takenFrom, capturers, lifted });
  }
  return ticks;
}

/** "2", "1.5", "4⅔"-free: times as decimals, at most three places ("1.333"). */
export function formatTime(t: number): string {
  return String(Math.round(t * 1000) / 1000);
}

// ---- The table ----

/** One opening played under one tie-break. */
export interface TieResult {
  readonly first: Player;
  /** Marbles on each side of the board after the opening. */
  readonly held: ByPlayer<number>;
  readonly captured: ByPlayer<number>;
  readonly finishedAt: ByPlayer<number>;
  readonly position: string;
  readonly href: string;
}

export interface TableCell {
  readonly startA: number;
  readonly startB: number;
  /** The opening under each tie-break (AMB-2): A first at the same instant, B first. */
  readonly byTie: ByPlayer<TieResult>;
  /** Who moves first under both tie-breaks, or null when the tie-break decides it. */
  readonly first: Player | null;
  /** Whether both tie-breaks leave the same board. */
  readonly samePosition: boolean;
  /** Whether both openings end in the same instant under both tie-breaks (a dead heat). */
  readonly deadHeat: boolean;
}

export interface RaceTable {
  readonly rules: RaceRules;
  readonly options: readonly string[];
  readonly cols: number;
  readonly speed: ByPlayer<number>;
  readonly clockwise: ByPlayer<ClockwiseMode>;
  readonly starts: readonly number[];
  /** rows[i][j]: A starts at starts[i], B at starts[j]; null where the reading forbids the pair (AMB-16). */
  readonly rows: readonly (readonly (TableCell | null)[])[];
}

/**
 * Every pair of start holes the code allows (with its options) at one speed ratio, each played
 * by the engine under both tie-breaks (AMB-2); clockwise chances as given (none by default;
 * `always` or `never` only, as a table cannot ask).
 */
export function buildRaceTable(
  rules: RaceRules, speed: ByPlayer<number>, cols = 8, clockwise: ByPlayer<Exclude<ClockwiseMode, 'ask'>> = { A: 'never', B: 'never' },
  options: readonly string[] = [],
): RaceTable {
  const starts = allowedStarts(rules, cols, options);
  const cw = { A: clockwise.A === 'always' ? ALWAYS : NEVER, B: clockwise.B === 'always' ? ALWAYS : NEVER };
  const rows = starts.map((a) => starts.map((b): TableCell | null => {
    const base: RaceSettings = { ...DEFAULT_SETTINGS, rules, options, cols, start: { A: a, B: b }, speed, clockwise: cw };
    if (!pairAllowed(base)) return null;
    const play = (tie: Player): TieResult => {
      const s: RaceSettings = { ...base, tie };
      const r = runRace(s, false);
      if (!r.ok) throw new Error(`opening table: ${rules} ${raceQuery(s)}: ${r.error.message}`);
      const v = r.value;
      return {
        first: v.first, held: { A: sideTotal(v.position, 'A'), B: sideTotal(v.position, 'B') },
        captured: v.captured, finishedAt: v.finishedAt, position: formatPosition(v.position), href: raceHref(s),
      };
    };
    const byTie = { A: play('A'), B: play('B') };
    return {
      startA: a, startB: b, byTie,
      first: byTie.A.first === byTie.B.first ? byTie.A.first : null,
      samePosition: byTie.A.position.replace(/ [AB]$/, '') === byTie.B.position.replace(/ [AB]$/, ''),
      deadHeat: byTie.A.finishedAt.A === byTie.A.finishedAt.B && byTie.B.finishedAt.A === byTie.B.finishedAt.B,
    };
  }));
  return { rules, options, cols, speed, clockwise, starts, rows };
}

/** The count behind "the tie-break alone decides": pairs played, pairs whose first mover the tie-break decides, and how many of those are dead heats. */
export interface TieBreakCount {
  readonly pairs: number;
  readonly decided: number;
  readonly deadHeats: number;
}

export function tieBreakCount(table: RaceTable): TieBreakCount {
  const cells = table.rows.flat().filter((c): c is TableCell => c !== null);
  const decided = cells.filter((c) => c.first === null);
  return { pairs: cells.length, decided: decided.length, deadHeats: decided.filter((c) => c.deadHeat).length };
}

/**
 * The heat-map class of a cell, from the difference of the marbles held: seven steps from
 * "B far ahead" (−3) to "A far ahead" (+3). The numbers are always printed too.
 */
export function heatLevel(held: ByPlayer<number>): number {
  const d = held.A - held.B;
  const a = Math.abs(d);
  const level = a < 4 ? 0 : a < 12 ? 1 : a < 24 ? 2 : 3;
  return level === 0 ? 0 : Math.sign(d) * level;
}
