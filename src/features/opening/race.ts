/**
 * The opening race (/opening/) as data: settings and their address, the engine's simultaneous
 * opening turned into ticks for the simulator, and the table of every pair of start holes.
 *
 * Nothing here applies a rule. The engine (src/engine/opening.ts, `runSimultaneousOpening`)
 * plays the opening under its timing model (AMB-2); this module only groups its events by the
 * instant they happen, keeps a running tally of hands and captures from the events' own fields,
 * and asks the engine which start holes a code allows (D-open: any back-row hole; L-open: A or
 * B) by trying each one.
 */
import {
  boardIndex, boardWidthsOf, defaultOpeningHole, formatPosition, MAX_COLUMNS, MIN_COLUMNS,
  openingClockwiseChances, openingStartHoles, RULESETS, runSimultaneousOpening, sideTotal, startPosition, type ByPlayer,
  type OpeningResult, type Player, type Result, type TraceEvent,
} from '../../engine/index.ts';
import { columnName, columnWithLetter, parseBackHole } from '../../components/holes.ts';
import { readParams } from '../../components/url.ts';

/** The two codes whose opening is simultaneous (D-open, L-open); Ikibuguzo opens with Murray's arrays. */
export const RACE_RULES = ['didinga', 'lango'] as const;
export type RaceRules = (typeof RACE_RULES)[number];

export const RACE_RULES_LABEL: Readonly<Record<RaceRules, string>> = {
  didinga: 'Didinga (1927a)',
  lango: 'Lango (1927b)',
};

/** The codes' names in a sentence ("the Lango board"). */
const RACE_RULES_NAME: Readonly<Record<RaceRules, string>> = { didinga: 'Didinga', lango: 'Lango' };

export interface RaceSettings {
  readonly rules: RaceRules;
  /** Holes a row, one of the code's `boardWidthsOf` (D-wide: up to 16 for Didinga, the Longarim and Topotha boards). */
  readonly cols: number;
  /** Each player's start, as a local hole index in his back row (0 … cols − 1). */
  readonly start: ByPlayer<number>;
  /** Marbles dropped per unit of time (AMB-2). */
  readonly speed: ByPlayer<number>;
  /** Who acts first at the same instant, and wins a tie in finishing (AMB-2). */
  readonly tie: Player;
  /** Whether each player takes a clockwise chance from the turning base when one arises, where the code allows it (Lango, L-open; `openingClockwiseChances`). */
  readonly clockwise: ByPlayer<boolean>;
}

/** Driberg: the opening starts "generally at aA or bB"; the engine's default is A / a (back column N − 1). */
export const DEFAULT_SETTINGS: RaceSettings = Object.freeze({
  rules: 'didinga',
  cols: 8,
  start: { A: defaultOpeningHole(8), B: defaultOpeningHole(8) },
  speed: { A: 1, B: 1 },
  tie: 'A',
  clockwise: { A: false, B: false },
});

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

/** Play an opening with its trace. */
export function runRace(s: RaceSettings): Result<OpeningResult, { code: string; message: string }> {
  return runSimultaneousOpening(RULESETS[s.rules], {
    cols: s.cols, start: s.start, speed: s.speed, tieBreak: s.tie, clockwise: s.clockwise, trace: true,
  });
}

/** The back-row holes a code lets a player open from (D-open, L-open): the engine's answer. */
export function allowedStarts(rules: RaceRules, cols: number): number[] {
  return openingStartHoles(RULESETS[rules], cols);
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
  if (s.cols !== 8) q.set('cols', String(s.cols));
  q.set('startA', columnName(s.start.A, s.cols));
  q.set('startB', columnName(s.start.B, s.cols));
  q.set('speedA', String(s.speed.A));
  q.set('speedB', String(s.speed.B));
  if (s.tie !== 'A') q.set('tie', s.tie);
  const cw = PLAYERS.filter((p) => s.clockwise[p]);
  if (cw.length) q.set('clockwise', cw.join(','));
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

  const start = { A: defaultOpeningHole(cols), B: defaultOpeningHole(cols) };
  const speed = { A: 1, B: 1 };
  for (const p of PLAYERS) {
    start[p] = q.value(`start${p}`, start[p], (v) => parseBackHole(v, cols),
      `a back-row hole: use b1 … b${cols}, counted from the player's own left`, `${columnName(start[p], cols)} is used`);
    speed[p] = q.value(`speed${p}`, 1, parseSpeed,
      'a speed: use a number above 0 and at most 1000 (marbles dropped per unit of time)', '1 is used');
  }

  const tie = q.value<Player>('tie', 'A', (t) => (t === 'A' || t === 'B' ? t : null), 'A or B', 'A is used');

  const clockwise = { A: false, B: false };
  const holders = q.value<readonly Player[]>('clockwise', [], parseHolders, 'A, B or A,B (the players who take clockwise chances)', 'nobody does');
  if (holders.length > 0 && !openingClockwiseChances(RULESETS[rules])) q.refuse('clockwise', 'only the Lango opening has clockwise play (L-open)', 'ignored');
  else for (const x of holders) clockwise[x] = true;

  let settings: RaceSettings = { rules, cols, start, speed, tie, clockwise };
  // The engine has the last word on starts (L-open) and speeds: report its refusal, use the default.
  for (let i = 0; i < 3; i++) {
    const r = runSimultaneousOpening(RULESETS[settings.rules], { ...settings, tieBreak: settings.tie });
    if (r.ok) break;
    if (r.error.code === 'bad-start') {
      const who: Player = /^player B/.test(r.error.message) ? 'B' : 'A';
      const def = defaultOpeningHole(settings.cols);
      q.refuse(`start${who}`, r.error.message, `${columnName(def, settings.cols)} is used`);
      settings = { ...settings, start: { ...settings.start, [who]: def } };
    } else {
      q.note(`${r.error.message}; the default settings are used`);
      settings = DEFAULT_SETTINGS;
    }
  }

  const step = q.step();
  return { settings, step, problems: [...q.problems] };
}

/** A speed in the address: a plain decimal above 0 and at most 1000; null otherwise. */
function parseSpeed(text: string): number | null {
  const x = Number(text);
  return /^\d+(\.\d+)?$/.test(text) && x > 0 && x <= 1000 ? x : null;
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

export interface TableCell {
  readonly startA: number;
  readonly startB: number;
  readonly first: Player;
  /** Marbles on each side of the board after the opening. */
  readonly held: ByPlayer<number>;
  readonly captured: ByPlayer<number>;
  readonly finishedAt: ByPlayer<number>;
  readonly position: string;
  readonly href: string;
}

export interface RaceTable {
  readonly rules: RaceRules;
  readonly cols: number;
  readonly speed: ByPlayer<number>;
  readonly clockwise: ByPlayer<boolean>;
  readonly starts: readonly number[];
  /** rows[i][j]: A starts at starts[i], B at starts[j]. */
  readonly rows: readonly (readonly TableCell[])[];
}

/** Every pair of allowed start holes for one code and one speed ratio, played by the engine (default tie-break; clockwise chances as given, none by default). */
export function buildRaceTable(rules: RaceRules, speed: ByPlayer<number>, cols = 8, clockwise: ByPlayer<boolean> = { A: false, B: false }): RaceTable {
  const starts = allowedStarts(rules, cols);
  const rows = starts.map((a) => starts.map((b) => {
    const s: RaceSettings = { ...DEFAULT_SETTINGS, rules, cols, start: { A: a, B: b }, speed, clockwise };
    const r = runSimultaneousOpening(RULESETS[rules], { cols, start: s.start, speed, tieBreak: s.tie, clockwise });
    if (!r.ok) throw new Error(`opening table: ${rules} ${raceQuery(s)}: ${r.error.message}`);
    const v = r.value;
    return {
      startA: a, startB: b, first: v.first, held: { A: sideTotal(v.position, 'A'), B: sideTotal(v.position, 'B') },
      captured: v.captured, finishedAt: v.finishedAt, position: formatPosition(v.position), href: raceHref(s),
    };
  }));
  return { rules, cols, speed, clockwise, starts, rows };
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
