/**
 * Fuzz suite for the command line: random argument vectors from a grammar of the real commands
 * and flags, with hostile values (huge numbers, exponents, control characters, unicode, option
 * pairs of every kind, positions dense at and over the engine's limit) go through `main()`.
 * Every call must answer: exit 0 with JSON lines that read back as printed, or exit 2 with one
 * clean line on stderr; it never throws, and its work stays within the bounds it reports (laps,
 * trace events, moves listed), counted from the results rather than timed.
 *
 * The seed and the number of runs are fixed unless FUZZ_SEED / FUZZ_RUNS say otherwise, so CI
 * runs the same cases every time; a longer run is `FUZZ_RUNS=100000 npx vitest run test/fuzz`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/choro.ts';
import { DEFAULT_MAX_TRACE_EVENTS, formatPosition, makePosition, MAX_LISTED_MOVES, maxMarbles, RULESET_IDS } from '../../src/engine/index.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 19);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/** Generous time for a long FUZZ_RUNS run; the default run takes a few seconds. */
const TIMEOUT = Math.max(60_000, RUNS * 100);

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

// ---------------------------------------------------------------- the grammar

const hostileText = fc.oneof(
  fc.constantFrom('', ' ', '-', '--', '=', '0', '-0', '-1', '1.5', '1e21', '1e-7', 'NaN', 'Infinity', '0x10', '9'.repeat(30), '9'.repeat(400),
    '__proto__', 'constructor', 'toString', '\u001b[2J', 'a\u0000b', '\r\n', '\u202egnal', 'é', '𝄞', 'x'.repeat(5000)),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

const position = fc.integer({ min: 8, max: 16 }).chain((cols) => {
  const n = 4 * cols;
  const limit = maxMarbles(cols);
  const side = fc.constantFrom('A' as const, 'B' as const);
  return fc.oneof(
    // every hole at the average limit: exactly the board's total
    side.map((s) => formatPosition(makePosition(cols, new Array<number>(n).fill(4), s))),
    // the whole total in one hole, and one marble more
    fc.tuple(fc.nat(n - 1), fc.constantFrom(limit, limit + 1), side).map(([i, v, s]) => {
      const c = new Array<number>(n).fill(0);
      c[i] = v;
      return formatPosition(makePosition(cols, c, s));
    }),
    // random counts within the limit, dense or sparse
    fc.tuple(fc.array(fc.nat(8), { minLength: n, maxLength: n }), side).map(([c, s]) => {
      let left = limit;
      return formatPosition(makePosition(cols, c.map((v) => { const t = Math.min(v, left); left -= t; return t; }), s));
    }),
    // over the total by a little, or by a lot
    fc.tuple(fc.constantFrom(5, 9, 9999), side).map(([v, s]) => formatPosition(makePosition(cols, new Array<number>(n).fill(v), s))),
    // notation mangled
    fc.tuple(side, hostileText).map(([s, junk]) => `${new Array<string>(4).fill(new Array<number>(cols).fill(2).join(',')).join('/')}${junk} ${s}`),
  );
});

const move = fc.oneof(
  fc.tuple(fc.constantFrom('', 'x'), fc.constantFrom('b', 'f'), fc.integer({ min: 0, max: 17 }), fc.constantFrom('', '<'), fc.array(fc.constantFrom('>', '<', '^'), { maxLength: 6 }))
    .map(([x, row, col, cw, ds]) => [`${x}${row}${col}${cw}`, ...ds].join('/')),
  hostileText,
);

const option = fc.oneof(
  fc.constantFrom('endless=stop', 'endless=forbid', 'lapWrap=skip', 'lango.increment=dlp', 'lango.clockwiseIncrement=yes', 'lango.startSingle=sow', 'ikibuguzo.array=2',
    'didinga.openingStart=any-hole', 'maxLaps=1', 'maxLaps=50', 'maxLaps=20000', 'maxLaps=100000', 'maxLaps=100001', 'maxLaps=0', 'maxLaps=1e9', `maxLaps=${'9'.repeat(40)}`, 'repetitions=7', 'maxPlies=10'),
  hostileText,
  hostileText.map((v) => `endless=${v}`),
);

const valueOf: Record<string, fc.Arbitrary<string>> = {
  '--rules': fc.oneof(fc.constantFrom(...RULESET_IDS), hostileText),
  '--position': fc.oneof(position, hostileText),
  '--option': option,
  '--move': move,
  '--mode': fc.oneof(fc.constantFrom('move', 'lap', 'opening'), hostileText),
  '--max-decisions': fc.oneof(fc.constantFrom('0', '1', '32', '9999'), hostileText),
  '--max-drops': fc.oneof(fc.constantFrom('1', '100', '20000000', '100000000', '100000001'), hostileText),
  '--max-trace-events': fc.oneof(fc.constantFrom('0', '5', '1000', '200000', '200001'), hostileText),
  '--cols': fc.oneof(fc.constantFrom('8', '12', '16', '7', '17'), hostileText),
  '--start-a': fc.oneof(fc.constantFrom('b7', 'b8', 'b1', 'f3', 'b16', 'b17'), hostileText),
  '--start-b': fc.oneof(fc.constantFrom('b7', 'b8', 'f1'), hostileText),
  '--speed-a': fc.oneof(fc.constantFrom('1', '2', '0.001', '1000', '0.5', '1.000001', '0.0001', '1001'), hostileText),
  '--speed-b': fc.oneof(fc.constantFrom('1', '3', '0.001', '999.999999'), hostileText),
  '--tie': fc.oneof(fc.constantFrom('A', 'B'), hostileText),
  '--choices-a': fc.oneof(fc.constantFrom('y', 'n', 'yny', 'y'.repeat(64), 'y'.repeat(65)), hostileText),
  '--choices-b': fc.oneof(fc.constantFrom('n', 'yy'), hostileText),
};
const booleanFlags = ['--trace', '--trace=ndjson', '--all', '--clockwise-a', '--clockwise-b', '--help', '-h'];

const flag = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...Object.keys(valueOf)).chain((name) => fc.tuple(valueOf[name]!, fc.boolean()).map(([v, joined]) => (joined ? [`${name}=${v}`] : [name, v]))) },
  { weight: 2, arbitrary: fc.constantFrom(...booleanFlags).map((f) => [f]) },
  { weight: 1, arbitrary: hostileText.map((t) => [t]) },
  { weight: 1, arbitrary: fc.constantFrom(...Object.keys(valueOf)).map((name) => [name]) }, // a flag missing its value
);

const command = fc.oneof({ weight: 8, arbitrary: fc.constantFrom('moves', 'play', 'opening', 'options') }, { weight: 1, arbitrary: fc.constantFrom('help', '--help') }, { weight: 1, arbitrary: hostileText });

/** Anything: a command, perhaps its --rules, then flags of any command with any values. */
const wild = fc.tuple(command, fc.option(valueOf['--rules']!, { freq: 4, nil: undefined }), fc.array(flag, { maxLength: 7 }))
  .map(([cmd, rules, flags]) => [cmd, ...(rules !== undefined ? ['--rules', rules] : []), ...flags.flat()]);

/** A well-formed call of one command: real rules, a few valid options, the command's own flags, values mostly valid. */
const ruleOptions = fc.array(fc.constantFrom('endless=stop', 'lapWrap=skip', 'maxLaps=50', 'maxLaps=20000', 'lango.increment=dlp', 'lango.clockwiseIncrement=yes', 'ikibuguzo.array=2'), { maxLength: 2 })
  .map((os) => os.flatMap((o) => ['--option', o]));
const rulesArg = fc.constantFrom(...RULESET_IDS).map((r) => ['--rules', r]);
const realMove = fc.tuple(fc.constantFrom('', 'x'), fc.constantFrom('b', 'f'), fc.integer({ min: 1, max: 16 }), fc.constantFrom('', '<'), fc.array(fc.constantFrom('>', '<', '^'), { maxLength: 3 }))
  .map(([x, row, col, cw, ds]) => [`${x}${row}${col}${cw}`, ...ds].join('/'));
/** The trace flags of play and opening: whole, streamed, or cut by a small bound. */
const traceFlags = fc.constantFrom([], ['--trace'], ['--trace=ndjson'], ['--trace', '--max-trace-events', '7'], ['--trace=ndjson', '--max-trace-events', '5']);
const wellFormed = fc.oneof(
  fc.tuple(rulesArg, ruleOptions, position, fc.boolean(), fc.option(fc.constantFrom('0', '1', '4', '32'), { nil: undefined }))
    .map(([r, o, p, all, md]) => ['moves', ...r, ...o, '--position', p, ...(all ? ['--all'] : []), ...(md !== undefined ? ['--max-decisions', md, '--max-drops', '5000'] : [])]),
  fc.tuple(rulesArg, ruleOptions, position, realMove, fc.constantFrom('move', 'lap', 'opening'), traceFlags)
    .map(([r, o, p, m, mode, t]) => ['play', ...r, ...o, '--position', p, '--move', m, '--mode', mode, ...t]),
  fc.tuple(rulesArg, ruleOptions, fc.array(fc.constantFrom('--cols', '--speed-a', '--speed-b', '--tie', '--start-a', '--choices-a'), { maxLength: 3 }), traceFlags)
    .chain(([r, o, names, trace]) => fc.tuple(...[...new Set(names)].map((n) => valueOf[n]!.map((v) => [n, v]))).map((pairs) => ['opening', ...r, ...o, ...pairs.flat(), ...trace])),
  // The solver always with a small budget of positions and memory: its work is what it is told.
  fc.tuple(rulesArg, ruleOptions, position, fc.constantFrom('1', '50', '2000'), fc.constantFrom('1', '2'))
    .map(([r, o, p, nodes, memory]) => ['solve', ...r, ...o, '--position', p, '--nodes', nodes, '--memory', memory]),
);

const argv = fc.oneof({ weight: 3, arbitrary: wellFormed }, { weight: 2, arbitrary: wild });

// ---------------------------------------------------------------- the checks

/** The bound a call was given (or the default): the last value of a flag or option. */
function given(args: readonly string[], name: string): string | undefined {
  let v: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === name) v = args[i + 1];
    else if (args[i]!.startsWith(`${name}=`)) v = args[i]!.slice(name.length + 1);
  }
  return v;
}

function check(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let status: number;
  try {
    // Only `selfplay` answers with a promise (it may run threads); the grammar here never asks for it.
    const answer = main(args, (l) => out.push(l), (l) => err.push(l));
    if (typeof answer !== 'number') throw new Error(`main answered ${JSON.stringify(args)} with a promise`);
    status = answer;
  } catch (e) {
    throw new Error(`main threw on ${JSON.stringify(args)}: ${String(e)}`);
  }
  expect([0, 2]).toContain(status);
  for (const line of err) {
    expect(line).not.toMatch(CONTROL);
    expect(line.length).toBeLessThanOrEqual(1100);
  }
  if (status === 2) {
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^choro: \S/);
    expect(err[0]).not.toContain('\n');
    return;
  }
  // Help is prose; everything else is JSON, one object a line, printed as it reads back.
  if (out.length === 1 && /^(choro —|usage:)/.test(out[0]!)) return;
  expect(err.length).toBeLessThanOrEqual(2);
  const maxLapsText = args.flatMap((a, i) => (args[i - 1] === '--option' ? [a] : a.startsWith('--option=') ? [a.slice(9)] : [])).filter((o) => o.startsWith('maxLaps=')).at(-1);
  const maxLaps = maxLapsText ? Number(maxLapsText.slice(8)) : 10_000;
  const maxEvents = Number(given(args, '--max-trace-events') ?? DEFAULT_MAX_TRACE_EVENTS);
  if (args[0] === 'moves') expect(out.length).toBeLessThanOrEqual(MAX_LISTED_MOVES);
  // The solver expands at most its budget of positions, and gives a value only when it settled it.
  if (args[0] === 'solve') {
    const row = JSON.parse(out[0]!) as { nodes: number; value: string; move: string | null };
    expect(row.nodes).toBeLessThanOrEqual(Number(given(args, '--nodes')));
    if (row.value === 'unknown') expect(row.move).toBeNull();
  }
  // A traced move or opening writes at most its bound of events, streamed, and then its result.
  if (args[0] === 'play' || args[0] === 'opening') expect(out.length).toBeLessThanOrEqual(maxEvents + 1);
  for (const line of out) {
    expect(line).not.toMatch(/\d[eE][+-]?\d|NaN|Infinity/);
    const row = JSON.parse(line) as Record<string, unknown>;
    expect(JSON.stringify(row)).toBe(line);
    if (typeof row.laps === 'number' && args[0] !== 'opening') expect(row.laps).toBeLessThanOrEqual(maxLaps);
    if (typeof row.traceEvents === 'number') {
      expect(row.traceEvents).toBeLessThanOrEqual(maxEvents);
      if (Array.isArray(row.trace)) expect(row.trace).toHaveLength(row.traceEvents);
      if (Array.isArray(row.steps) && args[0] === 'opening' && row.array === undefined) expect(row.steps).toHaveLength(row.traceEvents);
    }
  }
}

describe('choro: fuzzed arguments', () => {
  it(`every call answers within its bounds: exit 0 with JSON, or exit 2 with one clean line (seed ${SEED}, ${RUNS} runs)`, () => {
    fc.assert(fc.property(argv, (args) => check(args)), { seed: SEED, numRuns: RUNS });
  }, TIMEOUT);

  it('the grammar reaches both answers and the position limit (so the run above tests what it claims)', () => {
    const sample = fc.sample(argv, { seed: SEED, numRuns: RUNS });
    let ok = 0;
    let refused = 0;
    let limit = 0;
    for (const args of sample) {
      const err: string[] = [];
      const status = main(args, () => {}, (l) => err.push(l));
      if (status === 0) ok++;
      else refused++;
      if (err.some((l) => l.includes('marbles a board of'))) limit++;
    }
    expect(ok).toBeGreaterThan(RUNS / 20);
    expect(refused).toBeGreaterThan(RUNS / 20);
    expect(limit).toBeGreaterThan(0);
  }, TIMEOUT);
});
