/**
 * Readings judged by play: which readings of each code are measured (`readingsOf`), the exact
 * `choro selfplay` command of each figure, and what the figures suggest, in plain words chosen
 * by thresholds on the data (never hand-written numbers). Used by `npm run evidence`
 * (scripts/evidence.ts), its test, and the /readings/ page.
 *
 * The words are hedged: the figures come from random and from weak computer players, not from
 * people playing these games, so they are evidence about a reading, not proof.
 */
import {
  applyOptions, OPTIONS, optionsFor, RULESET_IDS, type RulesetId,
} from '../../engine/index.ts';
import { RULESET_TITLE } from '../../data/clauses.ts';
import { readingWords } from '../../components/readings.ts';
import { upperFirst } from '../../components/sentence.ts';
import { formatPlayer, type SelfplayPlayer, type SelfplaySpec, type SelfplaySummary, type Share } from '../../computer/selfplay.ts';

/** One reading of a code: the defaults, or one option's other value (with its requirement, if it has one). */
export interface Reading {
  /** `defaults`, or the varied option as `key=value`. */
  readonly id: string;
  /** The `key=value` options that make it. */
  readonly options: readonly string[];
  /** The option varied and its clause; null for the defaults. */
  readonly varied: { readonly key: string; readonly value: string; readonly clause: string } | null;
}

/**
 * The readings of a code measured: the defaults, then every value of every option with named
 * values, varied one at a time from the defaults. Whole-number bounds (maxLaps, maxPlies,
 * repetitions) are not readings of a text. An option that stands beside another (`requires`) is
 * varied together with it; a combination the engine refuses (OPTION_CONFLICTS) is left out.
 */
export function readingsOf(id: RulesetId): Reading[] {
  const out: Reading[] = [{ id: 'defaults', options: [], varied: null }];
  for (const o of optionsFor(id)) {
    if (o.values === null) continue;
    for (const value of o.values) {
      if (value === o.defaultValue) continue;
      const pair = `${o.key}=${value}`;
      const options = o.requires ? [o.requires, pair] : [pair];
      if (!applyOptions(id, options).ok) continue;
      out.push({ id: pair, options, varied: { key: o.key, value, clause: valueClause(id, o, options) } });
    }
  }
  return out;
}

/**
 * The clause a reading rests on: the option's, except where the value switches the opening to
 * another array, whose own clause it is (Murray's second array is K-array-2, not K-array-1;
 * Ludii's, LU-open), so that a label never names the wrong array.
 */
function valueClause(id: RulesetId, o: (typeof OPTIONS)[number], options: readonly string[]): string {
  if (!o.openingOnly) return o.clause;
  const applied = applyOptions(id, [...options]);
  return applied.ok && applied.value.opening.kind === 'array' ? applied.value.opening.clause : o.clause;
}

/** Every code's readings, in the order of RULESET_IDS. */
export function allReadings(): { readonly rules: RulesetId; readonly readings: Reading[] }[] {
  return RULESET_IDS.map((rules) => ({ rules, readings: readingsOf(rules) }));
}

/** The `choro selfplay` command that reproduces a run (threads left out: they do not change the result). */
export function selfplayCommand(spec: SelfplaySpec): string {
  if (spec.position !== null || (spec.opening !== null && Object.keys(spec.opening).length > 0)) {
    throw new Error('selfplayCommand: only runs from the default start or through the opening with its defaults are written as commands here');
  }
  return [
    'npx choro selfplay', `--rules ${spec.rules}`, ...spec.options.map((o) => `--option ${o}`),
    ...(spec.opening !== null ? ['--opening'] : []),
    `--games ${spec.games}`, `--seed ${spec.seed}`, `--players ${spec.players.map(formatPlayer).join(',')}`,
  ].join(' ');
}

/** The arguments of `choro selfplay` (after the program's name) in a command `selfplayCommand` wrote. */
export function commandArgs(command: string): string[] {
  const prefix = 'npx choro ';
  if (!command.startsWith(prefix)) throw new Error(`not a choro command: ${command}`);
  return command.slice(prefix.length).split(' ');
}

// ------------------------------------------------------------------ the committed data

export interface Measured {
  readonly command: string;
  readonly summary: SelfplaySummary;
}

export interface EvidenceReading extends Reading {
  readonly random: Measured;
  readonly computer: Measured;
}

export interface Evidence {
  readonly made: string;
  readonly command: string;
  readonly seed: number;
  readonly engine: { readonly version: string; readonly commit: string };
  readonly games: { readonly random: number; readonly computer: number };
  readonly players: { readonly random: readonly [SelfplayPlayer, SelfplayPlayer]; readonly computer: readonly [SelfplayPlayer, SelfplayPlayer] };
  /** Seconds the whole command took when the file was made, and on how many threads. */
  readonly runSeconds: number;
  readonly threads: number;
  readonly codes: readonly { readonly rules: RulesetId; readonly readings: readonly EvidenceReading[] }[];
}

// ------------------------------------------------------------------ plain words

/** A share as a percentage to one decimal, so that an interval ending just short of 50% does not read as 50%. */
export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
/** A bound of an interval: one decimal, or two where one would round it onto 50% from either side. */
export function bound(x: number): string {
  return x !== 0.5 && (100 * x).toFixed(1) === '50.0' ? `${(100 * x).toFixed(2)}%` : pct(x);
}

export const interval = (s: Share): string => `${pct(s.value)} (95% interval ${bound(s.low)}–${bound(s.high)}, ${s.count} of ${s.of})`;

/** Whether two shares' intervals do not overlap: a difference the numbers of games can show. */
export function separated(a: Share, b: Share): boolean {
  return a.high < b.low || b.high < a.low;
}

function firstMoverWords(s: SelfplaySummary, who: string): string {
  const f = s.firstMoverWinShare;
  if (f.low > 0.5) return `In ${who}, the player who moves first after the opening won more often than not: ${interval(f)}; the interval excludes 50%, so the first move seems to be an advantage.`;
  if (f.high < 0.5) return `In ${who}, the player who moves first after the opening won less often than not: ${interval(f)}; the interval excludes 50%, so the first move seems to be a handicap.`;
  return `In ${who}, the first mover won ${interval(f)}; the interval includes 50%, so these games show no clear first-mover advantage.`;
}

function tieWords(s: SelfplaySummary): string | null {
  const n = s.firstMover.A + s.firstMover.B;
  if (n === 0) return null;
  if (s.firstMover.B === 0) return `A moved first in every game: the opening always gives A the first move here (a fixed order or the tie-break of AMB-2).`;
  return null;
}

function endWords(s: SelfplaySummary): string {
  if (s.limitShare.count === 0) return `Every game ended with a winner (no draw by the engine’s limit, AMB-11; at most ${pct(s.limitShare.high)} by the interval).`;
  return `${interval(s.limitShare)} of the games did not end by the rules and were drawn by the engine’s limit (AMB-11): a reading under which games go on forever is less likely to be the game that was played.`;
}

function endlessWords(s: SelfplaySummary): string | null {
  if (s.endless.turns === 0) return null;
  const share = s.endless.turnShare < 0.001 ? 'fewer than 0.1%' : pct(s.endless.turnShare);
  return `Endless or unresolved moves (AMB-3) were among the moves listed at ${s.endless.turns} turn${s.endless.turns === 1 ? '' : 's'} (${share} of turns)${s.endless.played > 0 ? `, and ${s.endless.played} ${s.endless.played === 1 ? 'was' : 'were'} played` : ''}.`;
}

/** Figures that show the reading changed nothing in these games. */
function sameGames(a: SelfplaySummary, b: SelfplaySummary): boolean {
  return JSON.stringify({ ...a, options: [] }) === JSON.stringify({ ...b, options: [] });
}

/** What the figures suggest about a reading, sentence by sentence (hedged: see the file comment). */
export function verdict(reading: EvidenceReading, defaults: EvidenceReading | null): string[] {
  const words: string[] = [];
  const r = reading.random.summary;
  const c = reading.computer.summary;
  if (defaults !== null && sameGames(r, defaults.random.summary) && sameGames(c, defaults.computer.summary)) {
    words.push('Every game measured here went exactly as under the defaults: the reading never came into play with these players, so play gives no evidence either way.');
    return words;
  }
  words.push(firstMoverWords(r, 'random play'));
  words.push(firstMoverWords(c, c.players[0] === c.players[1] ? `play between two computer players (${c.players[0]})` : `${c.players.join(' against ')}`));
  const tie = tieWords(r);
  if (tie) words.push(tie);
  words.push(endWords(r));
  if (c.limitShare.count > 0) words.push(`Between the computer players, ${interval(c.limitShare)} of the games were drawn by the limit.`);
  const e = endlessWords(r);
  if (e) words.push(e);
  if (defaults !== null) {
    const diffs: string[] = [];
    for (const [kind, mine, theirs] of [['random play', r, defaults.random.summary], ['computer play', c, defaults.computer.summary]] as const) {
      if (separated(mine.firstMoverWinShare, theirs.firstMoverWinShare)) diffs.push(`the first mover’s share of wins in ${kind}`);
      if (separated(mine.limitShare, theirs.limitShare)) diffs.push(`the share of games drawn by the limit in ${kind}`);
      if (separated(mine.decisiveShare, theirs.decisiveShare)) diffs.push(`the share of decisive games in ${kind}`);
    }
    const d = defaults.random.summary;
    words.push(diffs.length > 0
      ? `Against the defaults, the intervals do not overlap for ${diffs.join(' and ')}: a difference these numbers of games can show.`
      : `Against the defaults, every interval overlaps in both kinds of play: these games show no difference in who wins or whether games end (mean length in random play ${r.plies.mean.toFixed(0)} moves against ${d.plies.mean.toFixed(0)}).`);
  }
  return words;
}

/** Which way a share of first-mover wins leans: its interval above 50%, below it, or across it. */
function lean(s: Share): 'first' | 'second' | 'even' {
  return s.low > 0.5 ? 'first' : s.high < 0.5 ? 'second' : 'even';
}

/**
 * A code's answer in one plain sentence, before its chart and table (verdict first): who the
 * first move favours under the defaults in each kind of play, and how many other readings move
 * that share far enough for these numbers of games to show it.
 */
export function codeVerdict(name: string, readings: readonly EvidenceReading[]): string | null {
  const defaults = readings.find((r) => r.varied === null);
  if (!defaults) return null;
  const r = defaults.random.summary.firstMoverWinShare;
  const c = defaults.computer.summary.firstMoverWinShare;
  const said = (s: Share, kind: string) => `${pct(s.value)} of ${kind}`;
  const leans = [lean(r), lean(c)];
  const head = leans.every((l) => l === 'even')
    ? 'no clear edge for either player'
    : leans.every((l) => l === 'first') ? 'an edge for the first mover'
    : leans.every((l) => l === 'second') ? 'an edge for the second mover'
    : leans.includes('first') && !leans.includes('second') ? `an edge for the first mover in ${lean(r) === 'first' ? 'random' : 'the computer’s'} play only`
    : leans.includes('second') && !leans.includes('first') ? `an edge for the second mover in ${lean(r) === 'second' ? 'random' : 'the computer’s'} play only`
    : 'edges that point opposite ways in the two kinds of play';
  const others = readings.filter((x) => x.varied !== null);
  const moved = others.filter((x) => separated(x.random.summary.firstMoverWinShare, r) || separated(x.computer.summary.firstMoverWinShare, c)).length;
  return `${name}, under the default readings: ${head} (the first mover won ${said(r, 'random games')} and ${said(c, 'the computer’s games')}). ${
    others.length === 0 ? '' : moved === 0 ? (others.length === 1 ? 'The other reading does not move that share clearly.' : `None of the ${others.length} other readings moves that share clearly.`) : `${moved} of the ${others.length} other readings ${moved === 1 ? 'moves' : 'move'} that share clearly in at least one kind of play.`}`.trim();
}

// ------------------------------------------------------------------ the chart

/** One row of a code's chart: a reading, and the first mover's share of wins under each kind of play. */
export interface ChartRow {
  readonly label: string;
  readonly random: Share;
  readonly computer: Share;
}

/**
 * The chart's geometry, in its own units: each row is the reading's name on a line of its own,
 * then its two bars (names in words are too long to stand beside the bars on a phone).
 */
export const CHART = { width: 640, left: 16, right: 24, rowHeight: 50, labelHeight: 18, top: 28, bottom: 34 } as const;

/** The horizontal position of a share in the chart (0 at the left of the plot, 1 at its right). */
export function chartX(share: number): number {
  return CHART.left + share * (CHART.width - CHART.left - CHART.right);
}

export function chartHeight(rows: number): number {
  return CHART.top + rows * CHART.rowHeight + CHART.bottom;
}

export function chartRows(readings: readonly EvidenceReading[]): ChartRow[] {
  return readings.map((r) => ({ label: readingName(r), random: r.random.summary.firstMoverWinShare, computer: r.computer.summary.firstMoverWinShare }));
}

/** The chart's text alternative: what it shows, and each row's figures. */
export function chartDescription(rows: readonly ChartRow[]): string {
  return `The first mover’s share of wins, with its 95% interval, for each reading, under random play and between computer players; a line marks 50%. ${rows
    .map((r) => `${r.label}: ${pct(r.random.value)} (${bound(r.random.low)}–${bound(r.random.high)}) random, ${pct(r.computer.value)} (${bound(r.computer.low)}–${bound(r.computer.high)}) computer.`)
    .join(' ')}`;
}

/** A reading's anchor on the page: letters, digits, dashes and underscores only (`lapWrap=skip` → `reading-lango-lapWrap-skip`). */
export function readingAnchor(rules: RulesetId, id: string): string {
  return `reading-${rules}-${id}`.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** The measured readings of one clause, each with its place on /readings/ (for the clause's note beside the text). */
export function readingsOfClause(evidence: Evidence, clause: string): { readonly rules: RulesetId; readonly id: string; readonly label: string; readonly href: string }[] {
  const found = evidence.codes.flatMap((c) => c.readings.filter((r) => r.varied?.clause === clause).map((r) => ({ rules: c.rules, id: r.id, name: readingName(r) })));
  // A reading of every code (lapWrap, endless) is named with its code.
  const several = new Set(found.map((f) => f.rules)).size > 1;
  return found.map(({ name, ...f }) => ({ ...f, label: several ? `${RULESET_TITLE[f.rules]}: ${name}` : name, href: `/readings/#${readingAnchor(f.rules, f.id)}` }));
}

/**
 * A reading as readers see it: "The defaults", or the varied option's value in plain words
 * ("DLP’s increment, sown on from the back hole behind"); its key stays in its anchor and command.
 */
export function readingName(r: Pick<Reading, 'varied'>): string {
  if (r.varied === null) return 'The defaults';
  return upperFirst(readingWords(`${r.varied.key}=${r.varied.value}`, OPTIONS));
}

/** Readings of the code that the data lacks (the file was made before they were added). */
export function missingReadings(evidence: Evidence, rules: RulesetId): string[] {
  const have = new Set(evidence.codes.find((c) => c.rules === rules)?.readings.map((r) => r.id) ?? []);
  return readingsOf(rules).filter((r) => !have.has(r.id)).map(readingName);
}
