/**
 * The tables of every pair of start holes, as the pages show them (build time only): for each
 * code of the race and each speed ratio of TABLE_RATIOS, one table, or two where the code lets a
 * player take clockwise chances (L-open, AMB-18). /opening/ shows the tables at equal speed and
 * each other ratio has its page (/opening/speeds/<a>-<b>/), so that no page carries tables it
 * does not show; the counts of how often the tie-break decides (AMB-2) read every ratio.
 */
import { openingClockwiseChances, openingStartHoles, RULESETS } from '../../engine/index.ts';
import { buildRaceTable, RACE_RULES, TABLE_RATIOS, tieBreakCount, type RaceRules, type RaceTable, type TableCell, type TieBreakCount } from './race.ts';

/** A speed ratio of the tables: its key ("3:2"), its label ("3 : 2") and its address segment ("3-2"). */
export interface TableRatio {
  readonly a: number;
  readonly b: number;
  readonly key: string;
  readonly label: string;
  readonly slug: string;
}

export const RATIOS: readonly TableRatio[] = TABLE_RATIOS.map(([a, b]) => ({ a, b, key: `${a}:${b}`, label: `${a} : ${b}`, slug: `${a}-${b}` }));

/** Equal speed: the ratio /opening/ itself shows, and the one the solved openings are raced at. */
export const EQUAL_SPEED = RATIOS[0]!;

/** Where the tables at a ratio are: /opening/ for equal speed, its own page for the others. */
export function ratioHref(r: TableRatio): string {
  return r === EQUAL_SPEED ? '/opening/' : `/opening/speeds/${r.slug}/`;
}

export interface RaceTableEntry {
  /** "plain" or "cw" (both take every clockwise chance). */
  readonly key: 'plain' | 'cw';
  readonly title: string;
  readonly table: RaceTable;
}

export interface RaceGroup {
  readonly rules: RaceRules;
  /** The opening lets a player take clockwise chances (L-open), so a second table shows them taken. */
  readonly clockwise: boolean;
  /** The opening starts from some back-row holes only (L-open: A or B). */
  readonly fewStarts: boolean;
}

export const RACE_GROUPS: readonly RaceGroup[] = RACE_RULES.map((rules) => ({
  rules,
  clockwise: openingClockwiseChances(RULESETS[rules]),
  fewStarts: openingStartHoles(RULESETS[rules], 8).length < 8,
}));

const built = new Map<string, readonly RaceTableEntry[]>();

/** The tables of one code at one ratio, played once per build however many pages show or count them. */
export function raceTables(group: RaceGroup, ratio: TableRatio): readonly RaceTableEntry[] {
  const id = `${group.rules} ${ratio.key}`;
  let tables = built.get(id);
  if (!tables) {
    const speed = { A: ratio.a, B: ratio.b };
    tables = !group.clockwise
      ? [{ key: 'plain', title: 'no clockwise play in this code', table: buildRaceTable(group.rules, speed) }]
      : [
          { key: 'plain', title: 'neither takes clockwise chances', table: buildRaceTable(group.rules, speed) },
          { key: 'cw', title: 'both take every clockwise chance', table: buildRaceTable(group.rules, speed, 8, { A: 'always', B: 'always' }) },
        ];
    built.set(id, tables);
  }
  return tables;
}

/** How often the tie-break alone decides who moves first (AMB-2), for every code, ratio and table. */
export function tieBreakCounts(): { rules: RaceRules; ratios: { ratio: TableRatio; counts: { key: string; title: string; count: TieBreakCount }[] }[] }[] {
  return RACE_GROUPS.map((g) => ({
    rules: g.rules,
    ratios: RATIOS.map((ratio) => ({ ratio, counts: raceTables(g, ratio).map((t) => ({ key: t.key, title: t.title, count: tieBreakCount(t.table) })) })),
  }));
}

/** What a table's note under it says: who moves first and who ends with more, over its cells. */
export function tableTally(rows: RaceTable['rows']) {
  const cells = rows.flat().filter((c): c is TableCell => c !== null);
  const more = (tie: 'A' | 'B', p: 'A' | 'B') => cells.filter((c) => c.byTie[tie].held[p] > c.byTie[tie].held[p === 'A' ? 'B' : 'A']).length;
  return {
    n: cells.length,
    aFirst: cells.filter((c) => c.first === 'A').length,
    bFirst: cells.filter((c) => c.first === 'B').length,
    decided: cells.filter((c) => c.first === null).length,
    more: { A: { A: more('A', 'A'), B: more('A', 'B') }, B: { A: more('B', 'A'), B: more('B', 'B') } },
  };
}

/** "both at the same speed", "A twice as fast as B", "B 3/2 times as fast as A". */
export function speedWords(a: number, b: number): string {
  if (a === b) return 'both at the same speed';
  const [fast, slow, x, y] = a > b ? ['A', 'B', a, b] : ['B', 'A', b, a];
  const times = x / y === 2 ? 'twice' : x + '/' + y + ' times';
  return fast + ' ' + times + ' as fast as ' + slow;
}
