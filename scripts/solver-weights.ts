/**
 * `npm run solver-weights`: how much work the solver's first estimates save (START_WEIGHT in
 * src/solver/dfpn.ts). Each opening named is solved once per weight (0: every first estimate 1,
 * plain df-pn), single-threaded, and the positions expanded, the value and the seconds are
 * printed. The search is deterministic, so the counts are the same on every machine for the same
 * --memory (another table size keeps other results, and changes them); the seconds are not. Not a test: nothing here passes or fails (test/solver/dfpn.test.ts checks the values
 * agree and the default weight saves work).
 *
 * With --plain-phi every new position's first φ is 1, as before the opponent's starts counted in
 * it (SolveOptions.opponentEstimate: false), to measure what they save.
 *
 *   node scripts/solver-weights.ts [--weights 0,1,2,3,4] [--nodes N] [--memory MB] [--openings "id;id"] [--plain-phi] [--json]
 */
import { performance } from 'node:perf_hooks';
import { applyOptions, parsePosition } from '../src/engine/index.ts';
import { checkTableMemory, UsageError, wholeNumber, withTable } from '../src/cli/args.ts';
import { MAX_SOLVE_NODES, openingCases, solve, START_WEIGHT, tableEntriesFor } from '../src/solver/index.ts';

/** Openings that plain df-pn settles only after millions of positions, one per starting pair. */
const DEFAULT_OPENINGS = [
  'didinga b3-b8 tie A',
  'didinga b1-b3 tie B',
  'didinga b4-b8 tie B',
  'didinga b3-b5 tie A',
  'ikibuguzo array',
];

function fail(message: string): never {
  console.error(`solver-weights: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
function value(name: string): string | null {
  const i = args.indexOf(name);
  if (i < 0) return null;
  return args[i + 1] ?? fail(`${name} needs a value`);
}
/** A whole-number flag from 1 to `max`, or its default (wholeNumber says what is wrong). */
function whole(name: string, fallback: number, max: number): number {
  const v = value(name);
  return v === null ? fallback : usage(() => wholeNumber(name, v, 1, max));
}
function usage<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof UsageError) fail(e.message);
    throw e;
  }
}

const weights = (value('--weights') ?? `0,1,2,${START_WEIGHT},4`).split(',').map((w) => usage(() => wholeNumber('--weights', w, 0, 64)));
const nodes = whole('--nodes', 40_000_000, MAX_SOLVE_NODES);
const memory = whole('--memory', 512, 16_384);
// Checked against the machine's memory as choro solve's and solve-openings' tables are.
usage(() => checkTableMemory('--memory', memory));
const plainPhi = args.includes('--plain-phi');
const ids = value('--openings')?.split(';') ?? DEFAULT_OPENINGS;
const cases = openingCases();

interface Row {
  opening: string;
  weight: number;
  value: string;
  nodes: number;
  seconds: number;
}
const rows: Row[] = [];
for (const id of ids) {
  const c = cases.find((o) => o.id === id) ?? fail(`no opening "${id.slice(0, 60)}"; ids are as in src/data/solved-openings.json`);
  if (c.position === null) fail(`${id} never ends its opening`);
  const rules = applyOptions(c.rules, [...c.options]);
  const pos = parsePosition(c.position);
  if (!rules.ok || !pos.ok) fail(`${id}: the engine refuses it`);
  for (const weight of weights) {
    const t0 = performance.now();
    // A table the system cannot set aside: one line naming --memory, as choro solve says it.
    const r = usage(() => withTable('--memory', memory, () => solve(rules.value, pos.value, { maxNodes: nodes, tableEntries: tableEntriesFor(memory), startWeight: weight, opponentEstimate: !plainPhi })));
    if (!r.ok) fail(`${id}: ${r.error.message}`);
    const row = { opening: id, weight, value: r.value.value, nodes: r.value.nodes, seconds: (performance.now() - t0) / 1000 };
    rows.push(row);
    if (!args.includes('--json')) console.error(`${id}, weight ${weight}: ${row.value}, ${row.nodes.toLocaleString('en-US')} positions, ${row.seconds.toFixed(1)} s`);
  }
}

if (args.includes('--json')) console.log(JSON.stringify({ nodes, memory, weights, plainPhi, rows }, null, 2));
else {
  console.log(`positions expanded to settle each opening, by the weight of a new position's starts (0: plain df-pn)${plainPhi ? ', every first φ 1' : ''}; at most ${nodes.toLocaleString('en-US')} positions, ${memory} MB`);
  console.log(`| opening | ${weights.map((w) => `weight ${w}`).join(' | ')} |`);
  console.log(`|---|${weights.map(() => '---:').join('|')}|`);
  for (const id of ids) {
    const cells = weights.map((w) => {
      const r = rows.find((x) => x.opening === id && x.weight === w)!;
      return r.value === 'unknown' ? `> ${r.nodes.toLocaleString('en-US')}` : `${r.nodes.toLocaleString('en-US')} (${r.value})`;
    });
    console.log(`| ${id} | ${cells.join(' | ')} |`);
  }
}
