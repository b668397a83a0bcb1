/** The `choro` command: each command's output and every user-facing error, exit status 2 on bad input. */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/choro.ts';
import { formatPosition, gameFromRecord, gameResult, listMoves, parsePosition, RULESETS, startPosition } from '../../src/engine/index.ts';
import { tableEntriesFor, tableShape } from '../../src/solver/index.ts';
import { lettered } from '../engine/helpers.ts';

const START = formatPosition(startPosition());
/** B to move with a single marble: no move in any code (D-min), so B has lost (D-end). */
const NO_MOVE_B = '0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2 B';
const BIN = fileURLToPath(new URL('../../bin/choro.mjs', import.meta.url));

function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = main(argv, (l) => out.push(l), (l) => err.push(l));
  return { status, out, err, json: () => out.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('choro moves', () => {
  it('prints one JSON object per legal move with move, after, captured, laps, endless', () => {
    const r = cli('moves', '--rules', 'lango', '--position', START);
    expect(r.status).toBe(0);
    expect(r.err).toEqual([]);
    const rows = r.json();
    expect(rows.length).toBe(listMoves(RULESETS.lango, startPosition()).legal.length);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['move', 'after', 'captured', 'laps', 'endless']));
      expect(parsePosition(row.after as string).ok).toBe(true);
      expect(row.endless).toBe(false);
    }
    // From the start, every Lango front hole faces an occupied one: only start captures (L-start).
    expect(rows.every((row) => (row.move as string).startsWith('x'))).toBe(true);
  });

  it('takes options, and --all lists the forbidden endless moves too', () => {
    const pos = '0,0,0,0,1,0,1,0/0,0,0,0,0,0,0,0/2,1,2,1,2,1,0,2/3,0,3,0,1,3,2,3 A';
    const legal = cli('moves', '--rules', 'didinga', '--position', pos).json().map((r) => r.move);
    const all = cli('moves', '--rules', 'didinga', '--position', pos, '--all').json();
    expect(legal).not.toContain('f8');
    expect(all.find((r) => r.move === 'f8')).toMatchObject({ endless: true, status: 'endless', legal: false });
    const stop = cli('moves', '--rules', 'didinga', '--position', pos, '--option', 'endless=stop').json();
    expect(stop.find((r) => r.move === 'f8')).toMatchObject({ endless: true, legal: true });
  });
});

describe('choro moves --max-decisions', () => {
  // A Lango position in which the move from I meets ten clockwise chances (test/engine/moves.test.ts).
  const TEN_CHANCES = formatPosition(lettered({
    A: 1, B: 2, C: 6, E: 1, G: 1, I: 1, K: 3, M: 5, O: 7,
    a: 3, b: 4, c: 2, d: 4, e: 1, g: 2, h: 1, i: 3, j: 4, k: 4, l: 3, n: 2,
  }, 'A'));

  it('by default lists the choices at all ten chances, and reports nothing', () => {
    const r = cli('moves', '--rules', 'lango', '--position', TEN_CHANCES);
    expect(r.status).toBe(0);
    expect(r.err).toEqual([]);
    const moves = r.json().map((row) => row.move);
    expect(moves).toHaveLength(15);
    expect(moves).toEqual(expect.arrayContaining(['xf2/>/</</>/>/>/>/</>/<', 'xf2/>/</</>/>/>/>/</<']));
    expect(r.json().some((row) => 'cut' in row)).toBe(false);
  });

  it('with a bound reached, marks the cut move and says on stderr what was not listed', () => {
    const r = cli('moves', '--rules', 'lango', '--position', TEN_CHANCES, '--max-decisions', '8');
    expect(r.status).toBe(0);
    const rows = r.json();
    expect(rows).toHaveLength(13);
    expect(rows.filter((row) => row.cut === true).map((row) => row.move)).toEqual(['xf2/>/</</>/>/>/>/</>/>']);
    expect(r.err).toEqual(['choro: moves: 1 move met more than 8 choices and took ">" at the later ones (marked "cut"); the moves their other choices lead to are not listed: raise --max-decisions']);
  });

  it.each([['x'], ['-1'], ['2.5'], ['10000']])('refuses --max-decisions %s', (bad) => {
    const r = cli('moves', '--rules', 'lango', '--max-decisions', bad);
    expect(r.status).toBe(2);
    expect(r.err).toEqual([`choro: moves: --max-decisions: "${bad}" is not a whole number from 0 to 9999`]);
  });
});

describe('choro play --mode', () => {
  // EX-b-f: b 4, f 1; G 2, N 1; B to move. Driberg tells the lap b → f as if it began a move.
  const B_TO_F = '4,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,1,0,0,0,0 B';

  it('lap: the start-of-move capture is set aside, so the b-to-f lap captures at f (AMB-9, L-inc)', () => {
    const whole = cli('play', '--rules', 'lango', '--position', B_TO_F, '--move', 'b8');
    expect(whole.status).toBe(2);
    expect(whole.err[0]).toMatch(/L-start/);
    const [lap] = cli('play', '--rules', 'lango', '--position', B_TO_F, '--move', 'b8', '--mode', 'lap', '--trace').json();
    expect(lap).toMatchObject({ move: 'b8', captured: 3, status: 'ended' });
    const capture = (lap!.trace as { type: string; by?: { driberg: string } }[]).find((e) => e.type === 'capture');
    expect(capture?.by?.driberg).toBe('f');
  });

  it('move is the default mode', () => {
    const pos = START.replace(/ A$/, ' B');
    expect(cli('play', '--rules', 'didinga', '--position', pos, '--move', 'b2', '--mode', 'move').out)
      .toEqual(cli('play', '--rules', 'didinga', '--position', pos, '--move', 'b2').out);
  });

  it('opening: back-row captures before the corner (D-open), which a move outside the opening never makes', () => {
    const pos = START.replace(/ A$/, ' B');
    const [opening] = cli('play', '--rules', 'didinga', '--position', pos, '--move', 'b2', '--mode', 'opening').json();
    const [move] = cli('play', '--rules', 'didinga', '--position', pos, '--move', 'b2').json();
    expect(opening!.captured).toBeGreaterThan(0);
    expect(opening!.after).not.toBe(move!.after);
  });

  it.each([
    [['--position', START, '--move', 'b7', '--mode', 'walk'], 'choro: play: --mode: unknown mode "walk"; known: move, lap, opening'],
    [['--position', START, '--move', 'f2', '--mode', 'opening'], 'choro: play: --move: f2: under didinga.openingStart=back-row the opening is played from a back-row hole (AMB-17)'],
    [['--position', START, '--move', 'b7', '--mode', 'lap', '--mode', 'move'], 'choro: play: --mode is given 2 times'],
  ])('%j', (args, message) => {
    const r = cli('play', '--rules', 'didinga', ...(args as string[]));
    expect(r.status).toBe(2);
    expect(r.err).toEqual([message]);
  });
});

describe('choro play', () => {
  it('prints the position after the move, and with --trace every event with its clause', () => {
    const plain = cli('play', '--rules', 'didinga', '--position', START, '--move', 'b7');
    expect(plain.status).toBe(0);
    const [row] = plain.json();
    expect(row).toMatchObject({ move: 'b7', endless: false });
    expect(row!.trace).toBeUndefined();
    const traced = cli('play', '--rules', 'didinga', '--position', START, '--move', 'b7', '--trace').json()[0]!;
    const events = traced.trace as { type: string; clause: string; after: string }[];
    expect(events[0]).toMatchObject({ type: 'lift', clause: 'D-def-lap', hole: { player: 'A', hole: 'b7', driberg: 'A', murray: 'G' } });
    expect(events.at(-1)).toMatchObject({ type: 'move-end', after: traced.after });
  });
});

describe('choro: every traced event names its player', () => {
  it('the mover in a move; whichever player acts in a simultaneous opening', () => {
    const traced = cli('play', '--rules', 'didinga', '--position', START.replace(/ A$/, ' B'), '--move', 'b7', '--trace').json()[0]!;
    const events = traced.trace as { type: string; player: string }[];
    expect(events.length).toBeGreaterThan(3);
    expect(events.every((e) => e.player === 'B')).toBe(true);
    expect(Object.keys(events[0]!).slice(0, 2)).toEqual(['type', 'player']);
    const [r] = cli('opening', '--rules', 'lango', '--trace').json();
    const steps = r!.steps as { player: string; type: string }[];
    expect(new Set(steps.map((s) => s.player))).toEqual(new Set(['A', 'B']));
    expect(steps[0]).toMatchObject({ time: 0, type: 'lift', player: 'A' });
  });
});

describe('choro opening', () => {
  it('runs the simultaneous opening with starts, speeds and tie-break', () => {
    const [r] = cli('opening', '--rules', 'didinga', '--start-a', 'b2', '--start-b', 'b2', '--speed-b', '2', '--tie', 'B').json();
    expect(r).toMatchObject({ rules: 'didinga', status: 'ended' });
    expect(parsePosition(r!.position as string).ok).toBe(true);
  });

  it('takes the readings of the opening: a front-row start under didinga.openingStart=any-hole (AMB-17), a pair under lango.openingPairs (AMB-16)', () => {
    const [front] = cli('opening', '--rules', 'didinga', '--option', 'didinga.openingStart=any-hole', '--start-a', 'f3').json();
    expect(front).toMatchObject({ rules: 'didinga', status: 'ended' });
    const r = cli('opening', '--rules', 'lango', '--option', 'lango.openingPairs=same-column', '--start-a', 'b7', '--start-b', 'b8');
    expect([r.status, r.err]).toEqual([2, ['choro: opening: A opens from A and B from b, but under lango.openingPairs=same-column both players open from the same column, aA or bB (AMB-16)']]);
  });

  it('answers clockwise chances one by one with --choices-a (AMB-18) and prints the answers', () => {
    // Both from B / b, B twice as fast: A has three chances at K (see test/engine/opening.test.ts).
    const args = ['opening', '--rules', 'lango', '--start-a', 'b8', '--start-b', 'b8', '--speed-b', '2'];
    const [mixed] = cli(...args, '--choices-a', 'yn').json();
    const [always] = cli(...args, '--clockwise-a').json();
    const [firstOnly] = cli(...args, '--choices-a', 'y').json();
    expect(mixed!.choices).toEqual({ A: [true, false], B: [] });
    expect(always!.choices).toEqual({ A: [true, true, true], B: [] });
    expect(firstOnly!.position).toBe(mixed!.position);
    expect(mixed!.position).not.toBe(always!.position);
  });

  it('runs Murray\'s arrays for ikibuguzo', () => {
    const [r] = cli('opening', '--rules', 'ikibuguzo', '--option', 'ikibuguzo.array=2').json();
    expect(r).toMatchObject({ array: 2, first: 'A' });
    expect((r!.steps as unknown[]).length).toBe(16);
  });

  it('with --trace, prints every step of Murray\'s arrays, from the array to the final position', () => {
    const [r] = cli('opening', '--rules', 'ikibuguzo', '--option', 'ikibuguzo.array=1', '--trace').json();
    const trace = r!.trace as { type: string; after: string }[];
    expect(trace[0]).toMatchObject({ type: 'lift', clause: 'K-array-1', hole: { murray: 'N' } });
    expect(trace.filter((e) => e.type === 'lift' && (e as { reason?: string }).reason === 'start')).toHaveLength(6);
    expect(trace.filter((e) => e.type === 'move-end')).toHaveLength(6);
    expect(trace.at(-1)!.after.split(' ')[0]).toBe((r!.position as string).split(' ')[0]);
    expect(cli('opening', '--rules', 'ikibuguzo').json()[0]!.trace).toBeUndefined();
  });
});

describe('choro options and help', () => {
  it('lists options with their defaults', () => {
    const rows = cli('options', '--rules', 'lango').json();
    expect(rows.map((r) => r.key)).toContain('lango.startSingle');
    expect(rows.find((r) => r.key === 'endless')).toMatchObject({ default: 'forbid', clause: 'AMB-3' });
    // AMB-13: an option that stands only beside another says which.
    expect(rows.find((r) => r.key === 'lango.clockwiseSingle')).toMatchObject({ default: 'no', clause: 'AMB-13', requires: 'lango.clockwiseIncrement=yes' });
    expect(rows.find((r) => r.key === 'lapWrap')).not.toHaveProperty('requires');
    // A whole number's bounds: repetitions from 2 (with 1, every game would be drawn at its first move).
    expect(rows.find((r) => r.key === 'repetitions')).toMatchObject({ values: 'whole number', min: 2, max: 5000, default: '3' });
    expect(rows.find((r) => r.key === 'maxPlies')).not.toHaveProperty('min');
    expect(cli('solve', '--rules', 'didinga', '--option', 'repetitions=1', '--position', START).err).toEqual(['choro: solve: --option: option "repetitions" takes a whole number from 2 to 5000; got 1: with 1, every position would count as come round as soon as a move reached it, and every game would be drawn at its first move (AMB-11)']);
  });

  it.each(['moves', 'play', 'opening', 'options', 'solve'])('%s --help prints usage and exits 0', (cmd) => {
    const r = cli(cmd, '--help');
    expect(r.status).toBe(0);
    expect(r.out.join('\n')).toMatch(new RegExp(`^usage: choro ${cmd}`));
  });

  it('no arguments: the overview goes to stderr, nothing to stdout, and the status is 2', () => {
    const r = cli();
    expect(r.status).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err.join('\n')).toMatch(/^choro — the rules engine/);
  });

  it.each([['--help'], ['-h'], ['help']])('%s prints the overview on stdout and exits 0', (flag) => {
    const r = cli(flag);
    expect(r.status).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out.join('\n')).toMatch(/^choro — the rules engine/);
  });

  it.each(['moves', 'play', 'opening', 'options', 'solve', 'selfplay'])('help %s prints the same usage as %s --help, and the overview names the command', (cmd) => {
    const r = cli('help', cmd);
    expect(r.status).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out).toEqual(cli(cmd, '--help').out);
    expect(cli('--help').out.join('\n')).toMatch(new RegExp(`^  ${cmd} +\\S`, 'm'));
  });

  it('help of an unknown command names the commands; exit 2', () => {
    const r = cli('help', 'dance');
    expect(r.status).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual(['choro: unknown command "dance"; commands: moves, play, opening, options, solve, selfplay']);
  });

  it.each(['moves', 'play', 'opening', 'options', 'solve'])('%s --help wins over other flags, even ones the command refuses', (cmd) => {
    const r = cli(cmd, '--rules', 'nonesuch', '--trace', '--help');
    expect(r.status).toBe(0);
    expect(r.out.join('\n')).toMatch(new RegExp(`^usage: choro ${cmd}`));
  });

  it('the overview states the position limit', () => {
    expect(cli('--help').out.join('\n')).toContain('A position holds at most 4 marbles a hole on average: 128 on 8 holes a row, 16N on N,');
  });
});

describe('bad input: exit 2 and one line on stderr', () => {
  it.each([
    [['moves'], 'choro: moves: --rules is required: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo'],
    [['moves', '--rules', 'chess'], 'choro: moves: --rules: unknown rules "chess"; known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo'],
    [['moves', '--rules', 'lango', '--position', '2,2/x A'], 'choro: moves: --position: expected 4 rows separated by "/", found 2 (at character 1)'],
    [['moves', '--rules', 'lango', '--position', START.replace('2,2,2,2 A', 'x,2,2,2 A')], 'choro: moves: --position: row 4 (A\'s back row), hole 5: "x" is not a count (a whole number of marbles, 0 or more) (at character 57)'],
    [['moves', '--rules', 'lango', '--option', 'lango.increment=maybe'], 'choro: moves: --option: option "lango.increment" takes "driberg" or "dlp"; got "maybe"'],
    [['moves', '--rules', 'lango', '--option', 'lango.clockwiseIncrement=yes', '--option', 'lango.increment=dlp'], 'choro: moves: --option: option "lango.clockwiseIncrement=yes" has no effect under "lango.increment=dlp": DLP\'s reading sows every increment on from the back hole behind the capturing hole, so no increment is sown from a capturing hole in the turning base (I or J) to go clockwise (AMB-5, AMB-6)'],
    [['play', '--rules', 'lango', '--move', 'xf1', '--option', 'lango.increment=dlp', '--option', 'lango.startSingle=sow'], 'choro: play: --option: option "lango.startSingle=sow" has no effect under "lango.increment=dlp": in DLP\'s reading a single marble taken, at the start of a move or later, is always lifted with the back hole behind the capturing hole and sown on from there (AMB-4, AMB-6)'],
    [['moves', '--rules', 'didinga', '--option', 'maxPlies=10', '--option', 'repetitions=7'], 'choro: moves: --option: option "repetitions=7" has no effect under "maxPlies=10": a position comes back with the same side to move at most every second move, so it cannot occur 7 times in fewer than 12 moves, and the game is drawn after 10 moves (AMB-11)'],
    [['moves', '--rules', 'lango', '--option', 'lango.increment=dlp', '--option', 'lango.increment=driberg'], 'choro: moves: --option: option "lango.increment" is given twice, as "dlp" and as "driberg"; give it once'],
    [['moves', '--rules', 'lango', '--move', 'b7'], 'choro: moves: --move is not an option of "choro moves" (see choro moves --help)'],
    [['moves', '--rules', 'lango', '--bogus'], 'choro: moves: unknown argument "--bogus"'],
    [['moves', '--rules'], 'choro: moves: --rules needs a value'],
    [['play', '--rules', 'didinga'], 'choro: play: --move is required, e.g. --move b7'],
    [['play', '--rules', 'didinga', '--move', 'b9'], 'choro: play: --move: column 9 is off the board: columns run from 1 to 8, counted from the mover\'s left'],
    [['play', '--rules', 'lango', '--move', 'b7'], 'choro: play: --move: b7: opponent marbles are en prise at the start of the move: Lango obliges the player to take them first (L-start)'],
    [['opening', '--rules', 'lango', '--start-a', 'b3'], 'choro: opening: player A cannot open from hole M: the Lango opening starts at A or B (L-open)'],
    [['opening', '--rules', 'didinga', '--start-a', 'f3'], 'choro: opening: player A cannot open from hole H: under didinga.openingStart=back-row the opening is played from a back-row hole (AMB-17)'],
    [['opening', '--rules', 'didinga', '--start-a', 'c3'], 'choro: opening: --start-a: "c3" is not a hole: use b1 … b8 (back row) or f1 … f8 (front row), counted from the player\'s own left'],
    [['opening', '--rules', 'lango', '--choices-a', 'yes'], 'choro: opening: --choices-a: "yes" is not a list of answers: y (take the chance) or n (pass) for each clockwise chance in order, e.g. yny'],
    [['opening', '--rules', 'didinga', '--speed-a', '-1'], 'choro: opening: --speed-a: "-1" is not a positive number (a plain decimal such as 1, 2 or 1.5)'],
    [['opening', '--rules', 'didinga', '--speed-a', '1e3'], 'choro: opening: --speed-a: "1e3" is not a positive number (a plain decimal such as 1, 2 or 1.5)'],
    [['opening', '--rules', 'didinga', '--speed-a', '9'.repeat(400)], `choro: opening: --speed-a: "${'9'.repeat(40)}…" (400 characters) is not a positive number (a plain decimal such as 1, 2 or 1.5)`],
    [['opening', '--rules', 'didinga', '--speed-b', '0.0001'], 'choro: opening: --speed-b: a speed is from 0.001 to 1000 drops per unit of time; got 0.0001'],
    [['opening', '--rules', 'didinga', '--speed-b', '1000.5'], 'choro: opening: --speed-b: a speed is from 0.001 to 1000 drops per unit of time; got 1000.5'],
    [['moves', '--rules', 'lango', '--position', '0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,9999 A'], 'choro: moves: --position: row 4 (A\'s back row), hole 8: 9999 marbles is more than the 128 marbles a board of 8 holes a row may hold (4 a hole on average, twice a game\'s 64) (at character 63)'],
    [['play', '--rules', 'lango', '--move', 'b7', '--position', START.replace(/2/g, '5')], 'choro: play: --position: the board holds 160 marbles, more than the 128 marbles a board of 8 holes a row may hold (4 a hole on average, twice a game\'s 64) (at character 1)'],
    [['moves', '--rules', 'lango', '\u001b[2J\u0007'], 'choro: moves: unknown argument "\\x1b[2J\\x07"'],
    [['moves', '--rules', `lan\r\ngo${'x'.repeat(100)}`], `choro: moves: --rules: unknown rules "lan\\r\\ngo${'x'.repeat(33)}…" (107 characters); known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo`],
    [['moves', '--rules', 'lango', '--option', `lango.increment=${'d'.repeat(100)}`], `choro: moves: --option: "lango.increment=${'d'.repeat(24)}…" (116 characters) is not an option: a key=value pair is at most 80 characters (see choro options)`],
    [['moves', '--rules', 'lango', '--option', 'lango.increment=\u009b31m'], 'choro: moves: --option: option "lango.increment" takes "driberg" or "dlp"; got "\\x9b31m"'],
    [['play', '--rules', 'didinga', '--move', `b7/${'\u001b'.repeat(3)}`], 'choro: play: --move: decision 1 "\\x1b\\x1b\\x1b" is not ">" (go on counter-clockwise), "<" (clockwise) or "^" (switch to the other reverse hole)'],
    [['play', '--rules', 'didinga', '--move', 'b7', '--trace=json'], 'choro: play: --trace takes no value or "ndjson"; got "json"'],
    [['play', '--rules', 'didinga', '--move', 'b7', '--trace', '--max-trace-events', '1e9'], 'choro: play: --max-trace-events: "1e9" is not a whole number from 0 to 200000'],
    [['moves', '--rules', 'lango', '--trace=ndjson'], 'choro: moves: --trace is not an option of "choro moves" (see choro moves --help)'],
    [['toString'], 'choro: unknown command "toString"; commands: moves, play, opening, options, solve, selfplay'],
    [['__proto__', '--help'], 'choro: unknown command "__proto__"; commands: moves, play, opening, options, solve, selfplay'],
    [['opening', '--rules', 'didinga', '--cols', '17'], 'choro: opening: --cols: a board has 8 to 16 holes a row; got 17'],
    [['opening', '--rules', 'ikibuguzo', '--start-a', 'b7'], 'choro: opening: --start-a is for the simultaneous opening; ikibuguzo opens with Murray\'s arrays (--option ikibuguzo.array=1|2)'],
    [['dance'], 'choro: unknown command "dance"; commands: moves, play, opening, options, solve, selfplay'],
  ])('%j', (argv, message) => {
    const r = cli(...(argv as string[]));
    expect(r.status).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual([message]);
  });
});

describe('choro selfplay', { timeout: 60_000 }, () => {
  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const status = await main(argv, (l) => out.push(l), (l) => err.push(l));
    return { status, out, err };
  }

  it('prints one JSON object: games, wins, draws, plies, shares with Wilson intervals, ends, laps and captures a move, branching, endless moves', async () => {
    const r = await run('selfplay', '--rules', 'didinga', '--games', '6', '--seed', '3', '--players', 'random,greedy', '--opening');
    expect(r.status).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out.length).toBe(1);
    const s = JSON.parse(r.out[0]!);
    expect(s).toMatchObject({ rules: 'didinga', games: 6, seed: 3, start: 'opening', players: ['random', 'greedy'] });
    expect(s.wins.A + s.wins.B + s.draws).toBe(6);
    expect(s.aWinShare).toMatchObject({ count: s.wins.A, of: 6, method: 'wilson' });
    expect(s.aWinShare.low).toBeLessThanOrEqual(s.aWinShare.value);
    expect(s.aWinShare.high).toBeGreaterThanOrEqual(s.aWinShare.value);
    for (const k of ['mean', 'median', 'p95']) expect(typeof s.plies[k]).toBe('number');
    expect(s.plies.median).toBeLessThanOrEqual(s.plies.p95);
    expect(Object.keys(s)).toEqual(expect.arrayContaining(['decisiveShare', 'limitShare', 'ends', 'perMove', 'branching', 'endless', 'firstMoverWinShare']));
  });

  it('gives the same figures on two threads as on one', async () => {
    const argv = ['selfplay', '--rules', 'lango', '--games', '5', '--seed', '11', '--players', 'random,random', '--opening'];
    const one = await run(...argv);
    const two = await run(...argv, '--threads', '2');
    expect(two.out).toEqual(one.out);
  }, 60_000);

  it('an opening that never ends within the lap bound (AMB-3) stops the run with one line, status 1', async () => {
    const r = await run('selfplay', '--rules', 'didinga', '--option', 'maxLaps=1', '--opening', '--start-a', 'b7', '--start-b', 'b7', '--games', '1', '--seed', '1', '--players', 'random,random');
    expect(r.status).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual(['choro: selfplay: the opening reached the lap bound (AMB-3) 1000 times from the start holes allowed; fix other holes with --start-a/--start-b or raise maxLaps']);
  });

  it('--help says what it prints and the bound on the work', async () => {
    const r = await run('selfplay', '--help');
    expect(r.status).toBe(0);
    expect(r.out[0]).toContain('games × maxPlies');
    expect(r.out[0]).toContain('wilson');
  });

  it.each([
    [['--rules', 'lango', '--seed', '1', '--players', 'random,random'], 'choro: selfplay: --games is required: how many games to play, 1 to 100000'],
    [['--rules', 'lango', '--games', '0', '--seed', '1', '--players', 'random,random'], 'choro: selfplay: --games: "0" is not a whole number from 1 to 100000'],
    [['--rules', 'lango', '--games', '2', '--players', 'random,random'], 'choro: selfplay: --seed is required: a whole number from 0 to 4294967295'],
    [['--rules', 'lango', '--games', '2', '--seed', 'x', '--players', 'random,random'], 'choro: selfplay: --seed: "x" is not a whole number from 0 to 4294967295'],
    [['--rules', 'lango', '--games', '2', '--seed', '1'], 'choro: selfplay: --players is required: A\'s player and B\'s, e.g. --players random,random'],
    [['--rules', 'lango', '--games', '2', '--seed', '1', '--players', 'random'], 'choro: selfplay: --players: "random" is not two players separated by a comma, e.g. random,greedy'],
    [['--rules', 'lango', '--games', '2', '--seed', '1', '--players', 'random,human'], 'choro: selfplay: --players: "human" is not a player: random, greedy, computer:<level> (beginner, quick, steady, strong) or computer:<playouts>'],
    // A long or hostile value is quoted escaped and cut, as every other flag's (issue 47).
    [['--rules', 'lango', '--games', '2', '--seed', '1', '--players', `\u001b[2J${'x'.repeat(1000)}`], `choro: selfplay: --players: "\\x1b[2J${'x'.repeat(36)}…" (1004 characters) is not two players separated by a comma, e.g. random,greedy`],
    [['--rules', 'lango', '--games', '2', '--seed', '1', '--players', `random,${'y'.repeat(1000)}`], `choro: selfplay: --players: "${'y'.repeat(40)}…" (1000 characters) is not a player: random, greedy, computer:<level> (beginner, quick, steady, strong) or computer:<playouts>`],
    [['--rules', 'lango', '--games', '2', '--seed', '1', '--players', `random,computer:${'9'.repeat(100)}`], `choro: selfplay: --players: "computer:${'9'.repeat(31)}…" (109 characters): computer takes a level (beginner, quick, steady, strong) or a number of playouts a move from 1 to 100000, e.g. computer:100`],
    [['--rules', 'lango', '--games', '2', '--seed', '1', '--players', 'random,random', '--threads', '0'], 'choro: selfplay: --threads: "0" is not a whole number from 1 to 64'],
    [['--rules', 'lango', '--games', '2', '--seed', '1', '--players', 'random,random', '--start-a', 'b1'], 'choro: selfplay: --start-a is a flag of the opening: give --opening too'],
    [['--rules', 'lango', '--games', '2', '--seed', '1', '--players', 'random,random', '--opening', '--position', START], 'choro: selfplay: --position and --opening cannot be given together: the opening makes the start position'],
    [['--rules', 'ikibuguzo', '--games', '2', '--seed', '1', '--players', 'random,random', '--opening', '--tie', 'B'], 'choro: selfplay: --tie is for the simultaneous opening; ikibuguzo opens with Murray\'s arrays (--option ikibuguzo.array=1|2)'],
    [['--rules', 'lango', '--games', '2', '--seed', '1', '--players', 'random,random', '--opening', '--start-a', 'b3'], 'choro: selfplay: opening: player A cannot open from hole M: the Lango opening starts at A or B (L-open)'],
    [['--rules', 'lango', '--games', '100000', '--seed', '1', '--players', 'random,random', '--option', 'maxPlies=1000'], 'choro: selfplay: 100000 games × maxPlies=1000 is more than the bound of 20,000,000 moves a run; give fewer games or a lower maxPlies'],
    [['--rules', 'lango', '--games', '2', '--seed', '1', '--players', 'random,random', '--option', 'lango.increment=dlp', '--option', 'lango.startSingle=sow'], null],
  ])('%j', async (argv, message) => {
    const r = await run('selfplay', ...(argv as string[]));
    expect(r.status).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err.length).toBe(1);
    if (message !== null) expect(r.err).toEqual([message]);
    else expect(r.err[0]).toMatch(/^choro: selfplay: --option: .*lango\.startSingle=sow.*lango\.increment=dlp/);
  });
});

describe('choro play: the trace bound and the streamed trace', () => {
  // Didinga: a move of A's from C (f8) that laps until the cycle test proves it endless (AMB-3), 1254 events.
  const ENDLESS = '0,0,0,0,1,0,1,0/0,0,0,0,0,0,0,0/2,1,2,1,2,1,0,2/3,0,3,0,1,3,2,3 A';
  const base = ['play', '--rules', 'didinga', '--option', 'endless=stop', '--position', ENDLESS, '--move', 'f8'];

  it('--trace: one object with the whole trace, its length and traceCut false', () => {
    const r = cli(...base, '--trace');
    expect(r.err).toEqual([]);
    const [row] = r.json();
    expect(row).toMatchObject({ status: 'endless', traceEvents: 1254, traceCut: false });
    expect((row!.trace as unknown[]).length).toBe(1254);
  });

  it('--max-trace-events cuts the trace, says so in the result and on stderr, and the move plays on', () => {
    const whole = cli(...base, '--trace').json()[0]!;
    const r = cli(...base, '--trace', '--max-trace-events', '10');
    expect(r.status).toBe(0);
    const [row] = r.json();
    expect(row).toMatchObject({ traceEvents: 10, traceCut: true, after: whole.after, laps: whole.laps });
    expect(row!.trace).toEqual((whole.trace as unknown[]).slice(0, 10));
    expect(r.err).toEqual(['choro: play: the trace was cut at 10 events (the move played on to its end): raise --max-trace-events']);
  });

  it('--trace=ndjson: one event a line as they happen, then the move without its trace', () => {
    const whole = cli(...base, '--trace').json()[0]!;
    const r = cli(...base, '--trace=ndjson');
    expect(r.status).toBe(0);
    const lines = r.json();
    expect(lines).toHaveLength(1255);
    expect(lines.slice(0, -1)).toEqual(whole.trace);
    const { trace: _, ...summary } = whole;
    expect(lines.at(-1)).toEqual(summary);
  });

  it('--trace=ndjson of a move refused at its end prints nothing on stdout, only the refusal', () => {
    // f2/> asks for a choice the move never meets: refused after the move has run.
    const r = cli('play', '--rules', 'didinga', '--position', '0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 B', '--move', 'f2/>', '--trace=ndjson');
    expect(r.status).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual(['choro: play: --move: f2/>: the move meets only 0 choices but 1 are given']);
    const endless = cli('play', '--rules', 'didinga', '--position', ENDLESS, '--move', 'f8', '--trace=ndjson');
    expect([endless.status, endless.out]).toEqual([2, []]);
  });

  it('--trace=ndjson with a bound streams only that many events', () => {
    const lines = cli(...base, '--trace=ndjson', '--max-trace-events', '3').json();
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toMatchObject({ traceEvents: 3, traceCut: true });
  });
});

describe('choro opening: the trace bound and the streamed trace', () => {
  // Didinga from A / a at equal speed: 130 steps of both players.
  const base = ['opening', '--rules', 'didinga'];

  it('--trace: the steps of both players, their count and traceCut false', () => {
    const r = cli(...base, '--trace');
    expect(r.err).toEqual([]);
    const [row] = r.json();
    expect(row).toMatchObject({ status: 'ended', traceEvents: 130, traceCut: false });
    expect((row!.steps as unknown[]).length).toBe(130);
    expect(cli(...base).json()[0]).not.toHaveProperty('traceEvents');
  });

  it('--trace=ndjson: one step a line as they happen, the same as "steps", then the opening without its steps', () => {
    const whole = cli(...base, '--trace').json()[0]!;
    const r = cli(...base, '--trace=ndjson');
    expect([r.status, r.err]).toEqual([0, []]);
    const lines = r.json();
    expect(lines).toHaveLength(131);
    expect(lines.slice(0, -1)).toEqual(whole.steps);
    const { steps: _, ...summary } = whole;
    expect(lines.at(-1)).toEqual(summary);
  });

  it('--max-trace-events counts both players\' steps together, says so in the result and on stderr, and the opening plays on', () => {
    const whole = cli(...base, '--trace').json()[0]!;
    const r = cli(...base, '--trace', '--max-trace-events', '10');
    expect(r.status).toBe(0);
    const [row] = r.json();
    expect(row).toMatchObject({ traceEvents: 10, traceCut: true, position: whole.position, first: whole.first, finishedAt: whole.finishedAt, captured: whole.captured });
    expect(row!.steps).toEqual((whole.steps as unknown[]).slice(0, 10));
    expect(new Set((row!.steps as { player: string }[]).map((s) => s.player))).toEqual(new Set(['A', 'B']));
    expect(r.err).toEqual(['choro: opening: the trace was cut at 10 events (the opening played on to its end): raise --max-trace-events']);
    const streamed = cli(...base, '--trace=ndjson', '--max-trace-events', '3');
    const lines = streamed.json();
    expect(lines).toHaveLength(4);
    expect(lines.slice(0, -1)).toEqual((whole.steps as unknown[]).slice(0, 3));
    expect(lines.at(-1)).toMatchObject({ traceEvents: 3, traceCut: true, position: whole.position });
    expect(streamed.err).toEqual(['choro: opening: the trace was cut at 3 events (the opening played on to its end): raise --max-trace-events']);
  });

  it('--trace=ndjson of a refused opening prints nothing on stdout, only the refusal', () => {
    const r = cli('opening', '--rules', 'lango', '--option', 'lango.openingPairs=same-column', '--start-a', 'b7', '--start-b', 'b8', '--trace=ndjson');
    expect([r.status, r.out, r.err.length]).toEqual([2, [], 1]);
  });

  it('Murray\'s arrays: the same events one a line with --trace=ndjson, and cut by --max-trace-events', () => {
    const args = ['opening', '--rules', 'ikibuguzo', '--option', 'ikibuguzo.array=2'];
    const whole = cli(...args, '--trace').json()[0]!;
    expect(whole).toMatchObject({ traceEvents: 96, traceCut: false });
    const lines = cli(...args, '--trace=ndjson').json();
    expect(lines).toHaveLength(97);
    expect(lines.slice(0, -1)).toEqual(whole.trace);
    const { trace: _, ...summary } = whole;
    expect(lines.at(-1)).toEqual(summary);
    const cut = cli(...args, '--trace', '--max-trace-events', '5');
    expect(cut.json()[0]).toMatchObject({ traceEvents: 5, traceCut: true, position: whole.position, trace: (whole.trace as unknown[]).slice(0, 5) });
    expect(cut.err).toEqual(['choro: opening: the trace was cut at 5 events (the opening played on to its end): raise --max-trace-events']);
  });

  it.each([
    [['opening', '--rules', 'didinga', '--trace', '--max-trace-events', '-1'], 'choro: opening: --max-trace-events: "-1" is not a whole number from 0 to 200000'],
    [['opening', '--rules', 'ikibuguzo', '--trace=ndjson', '--max-trace-events', '200001'], 'choro: opening: --max-trace-events: "200001" is not a whole number from 0 to 200000'],
    [['opening', '--rules', 'ludii-lango', '--max-trace-events', '10'], 'choro: opening: --max-trace-events is for the simultaneous opening; ludii-lango plays each player\'s first turn in turn (LU-open): list them with "choro moves --first-turn"'],
    [['opening', '--rules', 'ludii-didinga', '--trace=ndjson'], 'choro: opening: --trace is for the simultaneous opening; ludii-didinga plays each player\'s first turn in turn (LU-open): list them with "choro moves --first-turn"'],
  ])('refuses %j with one line', (argv, message) => {
    const r = cli(...argv);
    expect([r.status, r.out, r.err]).toEqual([2, [], [message]]);
  });
});

describe('choro moves --max-drops: the bound on the list\'s work', () => {
  // Lango, A to move: one start capture at I meets ten clockwise chances (L-turn), so the list
  // replays many branches (the position of test/engine/moves.test.ts).
  const TEN = formatPosition(lettered({
    A: 1, B: 2, C: 6, E: 1, G: 1, I: 1, K: 3, M: 5, O: 7,
    a: 3, b: 4, c: 2, d: 4, e: 1, g: 2, h: 1, i: 3, j: 4, k: 4, l: 3, n: 2,
  }, 'A'));

  it('stops the list at the bound, keeps the moves listed so far, and says so on stderr', () => {
    const whole = cli('moves', '--rules', 'lango', '--position', TEN, '--all');
    expect(whole.err).toEqual([]);
    const cut = cli('moves', '--rules', 'lango', '--position', TEN, '--all', '--max-drops', '200');
    expect(cut.status).toBe(0);
    expect(cut.out.length).toBeLessThan(whole.out.length);
    expect(cut.out).toEqual(whole.out.slice(0, cut.out.length));
    expect(cut.err).toHaveLength(1);
    expect(cut.err[0]).toMatch(/^choro: moves: the list was cut after \d+ marbles dropped in all, its bound of work; the moves after are not listed: raise --max-drops$/);
  });

  it.each(['0', '-5', '1e6', '100000001'])('refuses --max-drops %s', (bad) => {
    const r = cli('moves', '--rules', 'lango', '--max-drops', bad);
    expect(r.status).toBe(2);
    expect(r.err).toEqual([`choro: moves: --max-drops: "${bad}" is not a whole number from 1 to 100000000`]);
  });
});

describe('numbers read back as printed', () => {
  it('the opening prints the speeds as given and plain instants, even at the slowest speed', () => {
    const [r] = cli('opening', '--rules', 'didinga', '--speed-a', '0.001', '--speed-b', '1000', '--trace').json();
    expect(r!.speed).toEqual({ A: 0.001, B: 1000 });
    const line = cli('opening', '--rules', 'didinga', '--speed-a', '0.001', '--speed-b', '1000', '--trace').out[0]!;
    // No exponent, NaN or Infinity anywhere in the output: every number is a plain decimal.
    expect(line).not.toMatch(/\d[eE][+-]?\d|NaN|Infinity|null/);
    expect(JSON.stringify(JSON.parse(line))).toBe(line);
  });
});

describe('the installed command', () => {
  const bin = fileURLToPath(new URL('../../bin/choro.mjs', import.meta.url));

  it('runs as a program: JSON on stdout, exit 0', () => {
    const out = execFileSync(process.execPath, [bin, 'moves', '--rules', 'lango', '--position', START], { encoding: 'utf8' });
    expect(out.trim().split('\n').length).toBe(listMoves(RULESETS.lango, startPosition()).legal.length);
  });

  it('checks the Node version before it imports anything: no static import can fail first', () => {
    // A static import is linked before any line runs, so under Node 20 one it lacks
    // (getSystemErrorMessage) ended the command with a SyntaxError before the check (issue 47).
    const text = readFileSync(bin, 'utf8');
    expect(text).not.toMatch(/^\s*import\s[^(]/m);
    expect(text.indexOf('if (major < 24)')).toBeGreaterThan(0);
    expect(text.indexOf('if (major < 24)')).toBeLessThan(text.indexOf('await import('));
  });

  it('under an older Node, says in one line that it needs Node 24 and how to get it, exit 2', () => {
    const line = (version: string) => `choro: needs Node 24 (this is ${version}); inside the project run it as "npx choro …", which uses the Node 24 the project brings (installed with its dependencies by "npm ci")\n`;
    // This Node, told it is Node 20.
    const fake = "data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.1.0'});Object.defineProperty(process,'version',{value:'v20.1.0'})";
    const r = spawnSync(process.execPath, [`--import=${fake}`, bin, 'moves', '--rules', 'lango'], { encoding: 'utf8' });
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', line('v20.1.0')]);
    // And every older Node on the PATH, as it is (the system's Node 20, which the README asks for at least).
    const nodes = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
    for (const node of new Set(nodes)) {
      const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
      if (Number(version.slice(1).split('.')[0]) >= 24) continue;
      const old = spawnSync(node, [bin, 'moves', '--rules', 'lango'], { encoding: 'utf8' });
      expect([node, old.status, old.stdout, old.stderr]).toEqual([node, 2, '', line(version)]);
    }
  });

  it('exits 2 with one line on stderr for bad input', () => {
    const r = spawnSync(process.execPath, [bin, 'play', '--rules', 'lango'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('choro: play: --move is required, e.g. --move b7\n');
  });
});

describe('choro with Ludii 1.3.13\'s rulesets (LU-…)', () => {
  const EXAMPLE = '0,0,2,0,0,0,0,0/3,1,2,0,0,0,0,0/3,4,4,5,6,7,3,1/0,3,4,0,5,3,7,1 A';

  it('LU-force: moves --rules ludii-lango lists exactly Ludii\'s two turns of the example', () => {
    const r = cli('moves', '--rules', 'ludii-lango', '--position', EXAMPLE);
    expect(r.status).toBe(0);
    expect(r.json().map((row) => [row.move, row.after])).toEqual([
      ['b2<', '0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/6,7,7,0,9,10,2,4/1,2,2,4,1,6,1,2 B'],
      ['b7', '0,0,0,0,0,0,0,0/3,1,0,0,0,0,0,0/3,4,5,6,7,8,4,2/0,3,4,1,6,4,1,2 B'],
    ]);
  });

  it('LU-back: play --rules ludii-didinga plays the example\'s b8', () => {
    const r = cli('play', '--rules', 'ludii-didinga', '--position', '1,1,0,2,2,1,1,0/0,0,2,2,2,0,0,0/4,1,4,4,4,1,0,7/3,1,5,5,1,2,5,3 A', '--move', 'b8');
    expect(r.status).toBe(0);
    expect(r.json()[0]).toMatchObject({ after: '1,1,0,0,2,1,1,0/0,0,2,0,2,0,0,0/4,1,4,5,5,0,1,8/3,1,5,5,2,3,6,1 B', captured: 4 });
  });

  it('LU-open: opening prints the first turns of the sequential openings and the array of ludii-ikibuguzo; moves --first-turn lists them', () => {
    expect(cli('opening', '--rules', 'ludii-lango').json()).toEqual([{ rules: 'ludii-lango', opening: 'sequential', position: START, first: 'A', firstTurns: ['b7', 'b8'] }]);
    expect(cli('opening', '--rules', 'ludii-ikibuguzo').json()[0]).toMatchObject({ array: 1, position: '17,0,0,0,0,0,6,0/0,0,2,1,2,1,2,1/1,2,1,2,1,2,0,0/0,6,0,0,0,0,0,17 A' });
    expect(cli('moves', '--rules', 'ludii-didinga', '--first-turn').json().map((row) => row.move)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8']);
    // A first turn hands the turn over, unlike an opening move of the simultaneous race.
    expect(cli('play', '--rules', 'ludii-lango', '--move', 'b8', '--mode', 'opening').json()[0]!.after).toMatch(/ B$/);
  });

  it('LU-open: bad input names the problem', () => {
    const bad: [string[], string][] = [
      [['moves', '--rules', 'lango', '--first-turn'], 'choro: moves: --first-turn is for the rulesets whose opening is played in turn (LU-open); lango\'s opening is simultaneous ("choro opening")'],
      [['opening', '--rules', 'ludii-lango', '--tie', 'B'], 'choro: opening: --tie is for the simultaneous opening; ludii-lango plays each player\'s first turn in turn (LU-open): list them with "choro moves --first-turn"'],
      [['play', '--rules', 'ludii-lango', '--move', 'b3', '--mode', 'opening'], 'choro: play: --move: b3: a first turn starts from one of the last two back-row holes, b7 or b8 (LU-open)'],
      [['moves', '--rules', 'ludii-lango', '--option', 'lango.increment=dlp'], 'choro: moves: --option: option "lango.increment" belongs to lango, not to ludii-lango'],
    ];
    for (const [argv, message] of bad) {
      const r = cli(...argv);
      expect(r.status, argv.join(' ')).toBe(2);
      expect(r.err).toEqual([message]);
    }
  });

  it('options --rules ludii-lango lists only the bounds Ludii\'s rulesets take', () => {
    expect(cli('options', '--rules', 'ludii-lango').json().map((o) => o.key)).toEqual(['lapWrap', 'maxLaps']);
  });
});

describe('choro solve', () => {
  it('prints the value for the side to move, a move that achieves it and a line the engine replays to that end', () => {
    const r = cli('solve', '--rules', 'didinga', '--position', START, '--memory', '16');
    expect(r.status).toBe(0);
    const [row] = r.json();
    expect(row).toMatchObject({ value: 'win', stoppedBy: null, questions: 1 });
    expect(Object.keys(row!)).toEqual(['value', 'move', 'nodes', 'line', 'proofSize', 'timeMs', 'nodesPerSecond', 'table', 'stoppedBy', 'questions']);
    const line = row!.line as string[];
    expect(row!.move).toBe(line[0]);
    expect(typeof row!.nodes).toBe('number');
    const game = gameFromRecord(RULESETS.didinga, { start: startPosition(), options: [], moves: line });
    expect(game.ok && gameResult(game.value)).toMatchObject({ over: true, winner: 'A' });
  });

  it('a budget too small to settle the position says unknown, never a value', () => {
    // Murray's array 1 after its opening (K-array-1).
    const r = cli('solve', '--rules', 'ikibuguzo', '--position', '17,0,0,0,0,0,6,0/0,0,2,1,2,1,2,1/1,2,1,2,1,2,0,0/0,6,0,0,0,0,0,17 A', '--nodes', '50', '--memory', '1');
    expect(r.status).toBe(0);
    expect(r.json()[0]).toMatchObject({ value: 'unknown', move: null, line: [], proofSize: null, stoppedBy: 'nodes', nodes: 50 });
  });

  it('a side with no move has lost, at once (D-end)', () => {
    const r = cli('solve', '--rules', 'lango', '--position', '0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2 B', '--memory', '1');
    // Said before any search, within a budget of one position, and with no table made.
    expect(r.json()[0]).toMatchObject({ value: 'loss', move: null, line: [], nodes: 1, proofSize: 1, table: { results: 0, capacity: 0, bytes: 0 }, questions: 0 });
    const one = cli('solve', '--rules', 'lango', '--position', '0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2 B', '--nodes', '1');
    expect(one.json()[0]).toMatchObject({ value: 'loss', stoppedBy: null });
  });

  it('--shortest: after a win, the fewest moves that force it, and a line of that length the engine replays to the win', () => {
    // Lango, A to move: df-pn's proof runs longer, but A wins on the spot (see test/solver/dfpn.test.ts).
    const position = '0,0,0,0,0,0,0,1/1,0,0,0,0,0,1,0/0,0,0,0,0,2,0,0/0,0,0,0,0,0,0,2 A';
    const plain = cli('solve', '--rules', 'lango', '--option', 'maxPlies=1000', '--position', position, '--memory', '1').json()[0]!;
    expect(plain).not.toHaveProperty('shortest');
    const r = cli('solve', '--rules', 'lango', '--option', 'maxPlies=1000', '--position', position, '--memory', '1', '--shortest');
    expect(r.status).toBe(0);
    const [row] = r.json();
    expect(row).toMatchObject({ value: 'win', line: plain.line });
    expect((row!.line as string[]).length).toBeGreaterThan(1);
    const shortest = row!.shortest as { moves: number; line: string[]; nodes: number };
    expect(row).toMatchObject({ shortestNote: null, shortestTimeMs: expect.any(Number) });
    expect(shortest.moves).toBe(1);
    expect(shortest.line).toHaveLength(1);
    expect(shortest.nodes).toBeGreaterThan(0);
    const start = parsePosition(position);
    if (!start.ok) throw new Error(start.error.message);
    const game = gameFromRecord(RULESETS.lango, { start: start.value, options: [], moves: shortest.line });
    expect(game.ok && gameResult(game.value)).toMatchObject({ over: true, winner: 'A' });
  });

  it('--shortest says null where there is no win to shorten, and why', () => {
    const loss = cli('solve', '--rules', 'lango', '--position', '0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2 B', '--memory', '1', '--shortest');
    expect(loss.json()[0]).toMatchObject({ value: 'loss', shortest: null, shortestNote: 'the value is a loss, not a win: there is no shortest win', shortestTimeMs: 0 });
    const unknown = cli('solve', '--rules', 'ikibuguzo', '--position', '17,0,0,0,0,0,6,0/0,0,2,1,2,1,2,1/1,2,1,2,1,2,0,0/0,6,0,0,0,0,0,17 A', '--nodes', '50', '--memory', '1', '--shortest');
    expect(unknown.json()[0]).toMatchObject({ value: 'unknown', shortest: null, shortestNote: 'no win was proved (the value is unknown): there is no shortest win to look for', shortestTimeMs: 0 });
  });

  it.each([
    [['solve', '--rules', 'didinga'], 'choro: solve: --position is required: the position to solve, in position notation'],
    [['solve', '--rules', 'ludii-lango', '--position', START], 'choro: solve: ludii-lango ends a game after a total of laps (LU-limit), which makes a position\'s value depend on the whole game before it; the solver answers the three codes of the sources'],
    [['solve', '--rules', 'didinga', '--position', START, '--nodes', '0'], 'choro: solve: --nodes: "0" is not a whole number from 1 to 1000000000000'],
    [['solve', '--rules', 'didinga', '--position', START, '--memory', '0'], 'choro: solve: --memory: "0" is not a whole number from 1 to 16384'],
    [['solve', '--rules', 'didinga', '--position', START, '--memory', '1e3'], 'choro: solve: --memory: "1e3" is not a whole number from 1 to 16384'],
    [['solve', '--rules', 'didinga', '--position', START, '--option', 'maxPlies=3000'], 'choro: solve: the solver searches at most 2000 moves deep, but maxPlies is 3000 (AMB-11): give --option maxPlies=N with N at most 2000'],
  ])('refuses %j', (argv, message) => {
    const r = cli(...argv);
    expect(r.status).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual([message]);
  });
});

describe('choro moves: a side with no legal move', () => {
  it('lists nothing, with status 0, and says on stderr that the side to move has lost (D-end)', () => {
    const r = cli('moves', '--rules', 'lango', '--position', NO_MOVE_B);
    expect(r.status).toBe(0);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual(['choro: moves: B, to move, has no legal move: B has lost (D-end)']);
  });

  it('moves that only reach the lap bound (AMB-3) are not legal: the same, saying so; --all lists them', () => {
    // Under maxLaps=1 every move of the start position is still sowing after its first lap: unresolved.
    const line = 'choro: moves: A, to move, has no legal move (its moves are endless or unresolved, which the rules forbid, AMB-3): A has lost (D-end)';
    const r = cli('moves', '--rules', 'didinga', '--option', 'maxLaps=1');
    expect(r.status).toBe(0);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual([line]);
    const all = cli('moves', '--rules', 'didinga', '--option', 'maxLaps=1', '--all');
    expect(all.json().length).toBeGreaterThan(0);
    expect(all.json().every((row) => row.legal === false && row.status === 'unresolved')).toBe(true);
    expect(all.err).toEqual([line]);
  });

  it('--first-turn: no back-row hole to start from is no first turn', () => {
    const r = cli('moves', '--rules', 'ludii-didinga', '--first-turn', '--position', '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0 A');
    expect(r.status).toBe(0);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual(['choro: moves: A, to move, has no legal first turn: A has lost (D-end)']);
  });

  it('a list cut by its bound of work before any legal move says only that: the moves after it are not known', () => {
    // The first move listed is unresolved (maxLaps=1), and the list stops after it.
    const r = cli('moves', '--rules', 'didinga', '--option', 'maxLaps=1', '--max-drops', '1');
    expect(r.out).toEqual([]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(/^choro: moves: the list was cut after \d+ marbles dropped in all, its bound of work/);
  });
});

describe('choro: output that cannot be written (the installed command)', { timeout: 30_000 }, () => { // each test starts the installed command
  /** Run the command with its stdout read by nobody: the reader's end is closed before the command, which takes a tenth of a second to start, writes its first line (as `| head -1` closes it after its line). */
  async function readerGone(argv: string[]) {
    const child = spawn(process.execPath, [BIN, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const status = await new Promise<number | string | null>((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
    return { status, stderr };
  }

  it.each([
    [['moves', '--rules', 'lango']],
    [['options']],
    [['play', '--rules', 'didinga', '--move', 'b7', '--trace=ndjson']],
    // solve writes from its worker thread (see "stopped by a signal").
    [['solve', '--rules', 'lango', '--position', NO_MOVE_B, '--memory', '1']],
  ])('%j, its reader gone: ends quietly, status 0', async (argv) => {
    expect(await readerGone(argv)).toEqual({ status: 0, stderr: '' });
  });

  // Linux's /dev/full, where every write fails with ENOSPC (the suite runs on Linux).
  it('to a full disk (/dev/full): one line on stderr naming the failure, status 1', () => {
    const full = openSync('/dev/full', 'w');
    try {
      for (const argv of [['solve', '--rules', 'lango', '--position', NO_MOVE_B, '--memory', '1'], ['moves', '--rules', 'lango']]) {
        const r = spawnSync(process.execPath, [BIN, ...argv], { stdio: ['ignore', full, 'pipe'], encoding: 'utf8' });
        expect(r.stderr, argv.join(' ')).toBe('choro: cannot write the output: ENOSPC (no space left on device)\n');
        expect(r.status).toBe(1);
      }
    } finally {
      closeSync(full);
    }
  });
});

describe('choro solve: stopped by a signal', () => {
  /** An Ikibuguzo position whose win takes about 1,200,000 positions to prove: some seconds, several reports. */
  const HARD = '17,0,0,0,0,0,6,0/0,0,2,1,2,1,2,1/1,2,1,2,1,2,0,0/0,6,0,0,0,0,0,17 A';
  const DIDINGA_START = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A';

  function interrupted(signal: 'SIGINT' | 'SIGTERM', ...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    // A still clock: the search's progress lines (one a second) never come, however slow the machine.
    const status = main(argv, (l) => out.push(l), (l) => err.push(l), { interrupted: () => signal, now: () => 0 });
    return { status, out, err, json: () => out.map((l) => JSON.parse(l) as Record<string, unknown>) };
  }

  it.each([['SIGINT', 130], ['SIGTERM', 143]] as const)('%s: the search stops at its next report, prints its JSON, then says so; status %i', (signal, status) => {
    const r = interrupted(signal, 'solve', '--rules', 'ikibuguzo', '--position', HARD, '--nodes', '1000000', '--memory', '16');
    expect(r.status).toBe(status);
    // The search reads the signal at each report, every PROGRESS_EVERY (4,096) positions.
    expect(r.json()).toEqual([expect.objectContaining({ value: 'unknown', move: null, nodes: 4096, stoppedBy: 'stop' })]);
    expect(r.err).toEqual([`choro: solve: stopped by ${signal} at 4,096 positions: the value is unknown`]);
  });

  it('with --shortest, a value proved before the signal stands, and shortestNote says why shortest is null', () => {
    // Didinga's start is proved in 1,106 positions, before the search's first report.
    const r = interrupted('SIGINT', 'solve', '--rules', 'didinga', '--position', DIDINGA_START, '--memory', '16', '--shortest');
    expect(r.status).toBe(130);
    const [v] = r.json();
    expect(v).toMatchObject({ value: 'win', move: 'b5', nodes: 1106, shortest: null, stoppedBy: null });
    expect(v!.shortestNote).toMatch(/^stopped by SIGINT before the search for the fewest moves: the win comes within the line's \d+ moves, perhaps fewer$/);
    expect(r.err).toEqual(['choro: solve: stopped by SIGINT before the fewest moves were found: the value (win) was proved']);
  });

  it('a signal that finds nothing left to stop (the proof settled before its first report) changes nothing: the result, status 0', () => {
    const r = interrupted('SIGINT', 'solve', '--rules', 'didinga', '--position', DIDINGA_START, '--memory', '16');
    const plain = cli('solve', '--rules', 'didinga', '--position', DIDINGA_START, '--memory', '16');
    for (const run of [r, plain]) {
      expect(run.status).toBe(0);
      expect(run.err).toEqual([]);
    }
    const strip = (v: Record<string, unknown>) => ({ ...v, timeMs: 0, nodesPerSecond: 0 });
    expect(strip(r.json()[0]!)).toEqual(strip(plain.json()[0]!));
    expect(r.json()[0]).toMatchObject({ value: 'win', nodes: 1106, stoppedBy: null });
  });

  // The installed command runs solve in a worker thread, so that its main thread hears Ctrl-C
  // while the search runs (a handler on the searching thread would run only once it had ended).
  it('the installed command, sent SIGINT once its first progress line is out: the JSON of the search so far, status 130', async () => {
    const child = spawn(process.execPath, [BIN, 'solve', '--rules', 'ikibuguzo', '--position', HARD, '--nodes', '100000000', '--memory', '64'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      if (stderr === '') child.kill('SIGINT');
      stderr += d;
    });
    const status = await new Promise<number | string | null>((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
    expect(status).toBe(130);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const v = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(v).toMatchObject({ value: 'unknown', move: null, stoppedBy: 'stop' });
    expect(stderr.trim().split('\n').at(-1)).toBe(`choro: solve: stopped by SIGINT at ${(v.nodes as number).toLocaleString('en-US')} positions: the value is unknown`);
  }, 60_000);
});

describe('choro solve: --memory and the machine', { timeout: 30_000 }, () => { // one test starts the installed command under a memory cap
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const MB = 2 ** 20;

  it('refuses a table larger than the machine\'s memory, naming --memory and the machine\'s memory', () => {
    vi.spyOn(os, 'totalmem').mockReturnValue(2 * MB);
    const r = cli('solve', '--rules', 'lango', '--position', NO_MOVE_B, '--memory', '3');
    expect(r.status).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual(['choro: solve: --memory: 3 MB is more than this machine\'s memory, 2 MB']);
  });

  it('runs with a table larger than the memory free now, and says the system may end the run', () => {
    vi.spyOn(os, 'freemem').mockReturnValue(2 * MB);
    const r = cli('solve', '--rules', 'didinga', '--position', START, '--memory', '3');
    expect(r.status).toBe(0);
    expect(r.json()[0]).toMatchObject({ value: 'win', move: 'b5' });
    expect(r.err).toEqual(['choro: solve: --memory 3 MB is more than the memory free now, 2 MB: the system may end the run once the search fills its table']);
  });

  it('says nothing of the memory free for a position with no move: a loss at once, and no table is made', () => {
    vi.spyOn(os, 'freemem').mockReturnValue(2 * MB);
    const r = cli('solve', '--rules', 'lango', '--position', NO_MOVE_B, '--memory', '3');
    expect(r.status).toBe(0);
    expect(r.json()[0]).toMatchObject({ value: 'loss', nodes: 1, table: { results: 0, capacity: 0, bytes: 0 } });
    expect(r.err).toEqual([]);
  });

  // The address space is capped below the table asked for, so that the allocation fails at once
  // (nothing is set aside); the machine must hold the table, or --memory is refused before.
  // Linux's ulimit; the machine must hold 6 GB, or --memory is refused before (the suite runs on Linux, with more).
  it('a table the system cannot set aside: one line naming --memory, status 2, no stack trace', () => {
    const r = spawnSync('bash', ['-c', 'ulimit -v 4194304 && exec "$0" "$@"', process.execPath, BIN, 'solve', '--rules', 'didinga', '--position', START, '--memory', '6144'], { encoding: 'utf8', timeout: 60_000 });
    const lines = r.stderr.trim().split('\n');
    expect(lines.at(-1)).toBe('choro: solve: could not set aside 6144 MB for the search\'s table (--memory): Array buffer allocation failed; ask for less');
    // A note on the memory free now may come first, on a busy machine.
    expect(lines.every((l) => l.startsWith('choro: solve: '))).toBe(true);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(2);
  });
});

describe('choro solve: the codes it takes, and options of the opening', () => {
  it.each([
    [['solve', '--position', START], 'choro: solve: --rules is required: didinga, lango, ikibuguzo'],
    [['solve', '--rules', 'chess', '--position', START], 'choro: solve: --rules: unknown rules "chess"; known: didinga, lango, ikibuguzo'],
    // A code it does not answer is refused with the reason, and only that: no note on its options.
    [['solve', '--rules', 'ludii-ikibuguzo', '--option', 'ikibuguzo.array=2', '--position', START], 'choro: solve: ludii-ikibuguzo ends a game after a total of laps (LU-limit), which makes a position\'s value depend on the whole game before it; the solver answers the three codes of the sources'],
  ])('refuses %j, listing the codes solve takes', (argv, message) => {
    const r = cli(...argv);
    expect(r.status).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual([message]);
  });

  it.each([
    ['lango', ['lango.openingPairs=same-column'], 'lango.openingPairs=same-column concerns'],
    ['ikibuguzo', ['ikibuguzo.array=2'], 'ikibuguzo.array=2 concerns'],
    ['didinga', ['maxPlies=500', 'didinga.openingStart=any-hole'], 'didinga.openingStart=any-hole concerns'],
    ['lango', ['lango.openingPairs=same-column', 'lango.increment=dlp', 'lango.openingClockwise=whole-opening'], 'lango.openingPairs=same-column, lango.openingClockwise=whole-opening concern'],
  ])('%s with %j: solves as without them, and a line on stderr says solve plays no opening', (rules, options, named) => {
    const position = '0,0,0,0,0,0,0,1/1,0,0,0,0,0,1,0/0,0,0,0,0,2,0,0/0,0,0,0,0,0,0,2 A';
    const rest = options.filter((o) => !/opening|array/.test(o)).flatMap((o) => ['--option', o]);
    const r = cli('solve', '--rules', rules, ...options.flatMap((o) => ['--option', o]), '--position', position, '--memory', '1');
    const without = cli('solve', '--rules', rules, ...rest, '--position', position, '--memory', '1');
    expect(r.status).toBe(0);
    expect(without.err).toEqual([]);
    expect(r.err).toEqual([`choro: solve: --option ${named} the opening, which solve does not play (it solves the position given): no effect here`]);
    const { timeMs: _t, nodesPerSecond: _n, ...value } = r.json()[0]!;
    const { timeMs: _t2, nodesPerSecond: _n2, ...same } = without.json()[0]!;
    expect(value).toEqual(same);
  });
});

describe('choro solve --shortest: memory, progress, time and why it is null', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  /** Lango, A to move: a proof of 701 positions whose line is far longer than the shortest win (21 moves), which takes some 400,000 positions to find. */
  const LONG = '3,0,2,2,0,2,2,1/4,0,3,4,1,3,4,1/1,4,3,1,4,3,0,4/1,2,2,0,2,2,0,3 A';

  it('the proof and the search for the fewest moves share --memory: half a table each', () => {
    const plain = cli('solve', '--rules', 'lango', '--position', LONG, '--memory', '1', '--nodes', '1000').json()[0]!;
    const shared = cli('solve', '--rules', 'lango', '--position', LONG, '--memory', '1', '--nodes', '1000', '--shortest').json()[0]!;
    expect((plain.table as { capacity: number }).capacity).toBe(tableShape(tableEntriesFor(1)).capacity);
    expect((shared.table as { capacity: number }).capacity).toBe(tableShape(Math.floor(tableEntriesFor(1) / 2)).capacity);
    expect((shared.table as { bytes: number }).bytes).toBeLessThanOrEqual(2 ** 20 / 2);
  });

  it('a progress line each second during the search for the fewest moves too, its positions counted over all its searches; null says the search stopped, and the time it took is given', () => {
    // Each reading of the clock a second on: every progress report prints its line.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1000));
    const r = cli('solve', '--rules', 'lango', '--position', LONG, '--memory', '1', '--nodes', '20000', '--shortest');
    expect(r.status).toBe(0);
    const row = r.json()[0]!;
    expect(Object.keys(row)).toEqual(['value', 'move', 'nodes', 'line', 'proofSize', 'timeMs', 'nodesPerSecond', 'table', 'stoppedBy', 'questions', 'shortest', 'shortestNote', 'shortestTimeMs']);
    const moves = (row.line as string[]).length;
    expect(row).toMatchObject({
      value: 'win', shortest: null,
      shortestNote: `the search for the fewest moves stopped before it found them (what the proof left of --nodes ran out, or it met the move limit or the engine's bound of work): the win comes within the line's ${moves} moves, perhaps fewer`,
    });
    expect(row.shortestTimeMs).toBeGreaterThan(0);
    const lines = r.err.filter((l) => l.startsWith('choro: solve: the shortest win: '));
    expect(lines.length).toBeGreaterThan(1);
    expect(r.err.every((l) => /^choro: solve: (the shortest win: )?[\d,]+ positions, [\d,]+\/s, table \d+% full \(can the side to move win\?\)$/.test(l))).toBe(true);
    const counts = lines.map((l) => Number(/: ([\d,]+) positions/.exec(l)![1]!.replace(/,/g, '')));
    // shortestWin's searches each count from 0; the line adds them up, and stays within the budget the proof left.
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThan(counts[i - 1]!);
    expect(counts.at(-1)).toBeLessThanOrEqual(20_000 - (row.nodes as number));
  });

  it('null when the proof took all of --nodes, saying so', () => {
    const proof = cli('solve', '--rules', 'lango', '--position', LONG, '--memory', '1', '--nodes', '20000', '--shortest').json()[0]!;
    const r = cli('solve', '--rules', 'lango', '--position', LONG, '--memory', '1', '--nodes', String(proof.nodes), '--shortest');
    expect(r.json()[0]).toMatchObject({
      value: 'win', nodes: proof.nodes, shortest: null, shortestTimeMs: 0,
      shortestNote: `the proof took all of --nodes, leaving none to look for the fewest moves: the win comes within the line's ${(proof.line as string[]).length} moves, perhaps fewer`,
    });
  });
});

describe('a board wider than the sources play the code on (D-wide)', () => {
  const wide = [0, 1, 2, 3].map(() => Array(10).fill(2).join(',')).join('/') + ' A';
  it('is played, with a note of the width the code is played on (the play page refuses it)', () => {
    for (const [cmd, extra] of [['moves', []], ['play', ['--move', 'xf10']], ['solve', ['--nodes', '50', '--memory', '1']]] as const) {
      const r = cli(cmd, '--rules', 'lango', '--position', wide, ...extra);
      expect(r.status, cmd).toBe(0);
      expect(r.out.length, cmd).toBeGreaterThan(0);
      expect(r.err, cmd).toContain(`choro: ${cmd}: lango is played on 8 holes a row (only the Didinga board is widened, D-wide); this board has 10, which the engine plays all the same`);
    }
    // A refused move on such a board: its refusal is the only line.
    expect(cli('play', '--rules', 'lango', '--position', wide, '--move', 'b9').err).toEqual(['choro: play: --move: b9: opponent marbles are en prise at the start of the move: Lango obliges the player to take them first (L-start)']);
    const opening = cli('opening', '--rules', 'lango', '--cols', '16');
    expect(opening.status).toBe(0);
    expect(opening.err).toContain('choro: opening: lango is played on 8 holes a row (only the Didinga board is widened, D-wide); this board has 16, which the engine plays all the same');
  });

  it('says nothing of a width the code is played on (Didinga: 8 to 16)', () => {
    expect(cli('moves', '--rules', 'didinga', '--position', wide).err).toEqual([]);
    expect(cli('moves', '--rules', 'lango').err).toEqual([]);
  });
});
