/**
 * The `choro` command line: list moves, play a move, run an opening. Output is JSON (one object
 * per line for lists); bad input exits with status 2 and one line on stderr naming the problem,
 * quoting the input escaped and cut (quoteInput) so that no control character reaches the
 * terminal. Every command's work is bounded: the position limit (MARBLES_PER_HOLE_LIMIT), the
 * lap bound (maxLaps, AMB-3), the listed-move and decision bounds, and the trace bound.
 */
import {
  applyOptions, DEFAULT_MAX_DECISIONS, DEFAULT_MAX_LIST_DROPS, DEFAULT_MAX_TRACE_EVENTS, escapeControls, eventJSON, formatPosition, MARBLES_PER_HOLE_LIMIT, maxMarbles, quoteInput, listMoves, localIndex, MAX_LISTED_MOVES, moveJSON, OPTIONS, optionsFor,
  parseMove, parsePosition, play, RULESET_IDS, RULESETS, runArrayOpening, runSimultaneousOpening,
  startPosition, type OpeningStep, type Player, type Position, type Ruleset, type RulesetId,
} from '../engine/index.ts';
import {
  MAX_GAMES, MAX_TOTAL_PLAYOUTS, MAX_TOTAL_PLIES, parsePlayer, specProblem, timed,
  type SelfplayOpening, type SelfplayPlayer, type SelfplaySpec,
} from '../computer/selfplay.ts';
import { MAX_THREADS, runSelfplayThreaded } from '../computer/selfplay-threads.ts';
import { AI_LEVEL_IDS } from '../computer/search.ts';
import { checkTableMemory, tableMemoryNote, UsageError, wholeNumber, withTable } from './args.ts';
import { solveProgressLine } from './progress.ts';
import { BYTES_PER_ENTRY, DEFAULT_MAX_NODES, hasNoMove, MAX_SOLVE_DEPTH, MAX_SOLVE_NODES, shortestWin, solve, solveProblem, type SolveProgress, tableEntriesFor } from '../solver/index.ts';

const START_8 = formatPosition(startPosition(8));
/** Most drops `--max-drops` may ask for: five times the default, a few seconds' work. */
const MAX_DROPS_FLAG = 5 * DEFAULT_MAX_LIST_DROPS;

/** `choro solve`'s budgets: positions expanded, and the table's memory. */
const DEFAULT_CLI_NODES = 5 * DEFAULT_MAX_NODES;
const DEFAULT_MEMORY_MB = 256;
const MIN_MEMORY_MB = 1;
const MAX_MEMORY_MB = 16_384;
/** The codes `choro solve` takes: those the solver answers (its refusal of the others says why). */
const SOLVABLE_IDS = RULESET_IDS.filter((id) => solveProblem(RULESETS[id], startPosition(8)) === null);
/** The options that change only the opening (OptionSpec.openingOnly), which `choro solve` never plays. */
const OPENING_ONLY_KEYS = new Set(OPTIONS.filter((o) => o.openingOnly).map((o) => o.key));

const HELP: Record<string, string> = {
  main: `choro — the rules engine of Didinga (Pereaüni), Lango (Choro) and Ikibuguzo
(and, as ludii-didinga, ludii-lango, ludii-ikibuguzo, how the Ludii program 1.3.13 plays them)

usage: choro <command> [options]

commands:
  moves     list every legal move of a position, one JSON object a line
  play      play one move and print the position after it (and, with --trace, every step)
  opening   run an opening (simultaneous for didinga and lango, Murray's arrays for ikibuguzo
            and ludii-ikibuguzo; for ludii-didinga and ludii-lango, A's legal first turns)
  options   list the rule options (the sources' ambiguities) and their defaults
  selfplay  play many games between two players and print what they measured (JSON)
  solve     who wins a position with perfect play: a proof-number search (JSON)

Run "choro <command> --help" for a command's options.
Position notation: four rows "/"-separated, top to bottom as seen from A (B back, B front,
A front, A back), each row N comma-separated counts left to right as seen from A, a space and
the side to move. The 8-column start: "${START_8}".
A position holds at most ${MARBLES_PER_HOLE_LIMIT} marbles a hole on average: ${maxMarbles(8)} on 8 holes a row, ${MARBLES_PER_HOLE_LIMIT * 4}N on N,
and no hole more than that (twice a game's marbles).
Move notation: b7 (lift back hole 7 from the mover's left), f2< (clockwise), xf5 (Lango start
capture), with "/>" or "/<" for each later choice, e.g. f3/</<.
Exit status: 0 done, 2 bad input (one line on stderr). Output whose reader has gone (choro … |
head -1) ends the command quietly with status 0; output that cannot be written otherwise (a full
disk) ends it with one line on stderr and status 1.`,
  moves: `usage: choro moves --rules R [--position P] [--option k=v …] [--all] [--max-decisions N] [--max-drops N] [--first-turn]

  --rules R            ${RULESET_IDS.join(', ')}
  --position P         position notation (default: the 8-column start position, A to move)
  --option k=v         a rule option, repeatable (see "choro options")
  --all                also list moves that never end, which the default rules forbid (AMB-3)
  --max-decisions N    branch on the first N choices of each move (default ${DEFAULT_MAX_DECISIONS}); a move
                       with more takes ">" at the later ones, is marked "cut": true, and a line on
                       stderr says how many moves were cut
  --max-drops N        stop listing once the moves run have dropped N marbles in all, every
                       branch's replay included (default ${DEFAULT_MAX_LIST_DROPS}, at most ${MAX_DROPS_FLAG}); a line on
                       stderr says when the list stopped there
  --first-turn         list the moves of a first turn of Ludii's sequential opening (ludii-didinga,
                       ludii-lango only; LU-open): from the back row, for ludii-lango b7 or b8

Prints one JSON object per move: move, after, captured, laps, drops, endless, status, legal,
and sameAs (a move listed earlier that reaches the same position). At most ${MAX_LISTED_MOVES} moves are
listed; if a position has more, a line on stderr says so. If the side to move has no legal move,
nothing is listed (status 0) and a line on stderr says it has lost (D-end).`,
  play: `usage: choro play --rules R [--position P] --move M [--mode move|lap|opening] [--option k=v …]
                  [--trace | --trace=ndjson] [--max-trace-events N]

  --move M        move notation, e.g. b7, f2<, xf5, f3/</<
  --mode          how the move is played (default move):
                    move     a whole move from the position
                    lap      a lap inside a move, as the texts tell some: the start-of-move
                             capture (L-start) is set aside (AMB-9), as in the b-to-f lap
                    opening  one player's opening move, the other not yet having touched the
                             holes it meets: it starts from the back row (Lango: A or B), and
                             Didinga's back-row captures apply until the lap turns the corner
                             (D-open, L-open); no start-of-move capture (AMB-10). The
                             side to move stays as given: who moves first is decided by
                             the race of both openings ("choro opening"). For ludii-didinga
                             and ludii-lango, a first turn of Ludii's opening, played in
                             turn (LU-open): the other player moves next
  --trace         include every step: lift, drop, lap end, capture, increment start, direction,
                  choice, move end, each with its clause and the position after it, as the
                  "trace" array of the one JSON object, with traceEvents and traceCut
  --trace=ndjson  stream the steps instead: one JSON object a line as they happen, then the
                  move's object (with traceEvents and traceCut, without "trace") as the last
                  line; memory stays flat however long the move
  --max-trace-events N
                  record at most N steps (default ${DEFAULT_MAX_TRACE_EVENTS}); a longer move plays on, its
                  trace stops there and says "traceCut": true, and a line on stderr says so

Prints one JSON object: move, after, captured, laps, drops, endless, status, legal. A move still
sowing after maxLaps laps (--option maxLaps=N, AMB-3) is reported "unresolved".`,
  opening: `usage: choro opening --rules R [--cols N] [--start-a H] [--start-b H] [--speed-a X] [--speed-b X]
                     [--tie A|B] [--clockwise-a] [--clockwise-b] [--choices-a C] [--choices-b C]
                     [--option k=v …] [--trace | --trace=ndjson] [--max-trace-events N]

Didinga and Lango: both players sow at once from a back-row hole (the timing model of AMB-2):
  --cols N        holes a row, 8 to 16 (default 8)
  --start-a H     A's starting hole in move notation from A's side, b1 … bN (default b7, Driberg's A)
  --start-b H     B's, likewise (default b7, Driberg's a)
  --speed-a X     marbles A drops per unit of time, a plain decimal from 0.001 to 1000
                  (default 1); likewise --speed-b
  --tie A|B       who acts first when both act at the same instant (default A)
  --start-a fN    a front-row start, where the code's reading allows one (AMB-17:
                  --option didinga.openingStart=any-hole)
  --clockwise-a   A takes clockwise chances from the turning base (Lango); likewise --clockwise-b
  --choices-a C   A's answers at his clockwise chances in order, y (take) or n (pass), e.g. yny;
                  later chances go by --clockwise-a (AMB-18); likewise --choices-b
  --trace         include every step of both players, each with its instant ("time") on the
                  shared clock, its clause and the position after it, as the "steps" array,
                  with traceEvents and traceCut
  --trace=ndjson  stream the steps instead: one JSON object a line as they happen (the same
                  as one element of "steps"), then the opening's object (with traceEvents and
                  traceCut, without "steps") as the last line; memory stays flat
  --max-trace-events N
                  record at most N steps of the whole opening, both players' together (default
                  ${DEFAULT_MAX_TRACE_EVENTS}); a longer opening plays on to its end, its trace stops there and
                  says "traceCut": true, and a line on stderr says so
Ikibuguzo: Murray's array (--option ikibuguzo.array=1 or 2) and its opening sowings; with
--trace, "trace" holds every step of them (lift, drop, capture …) with the position after it
(30 steps for array 1, 96 for array 2); --trace=ndjson writes them one a line, and
--max-trace-events cuts them, as above.
ludii-ikibuguzo: the same array 1, which Ludii 1.3.13's Opening 1 reaches (LU-open).
ludii-didinga, ludii-lango: no simultaneous opening (LU-open); prints the start position and A's
legal first turns ("firstTurns"); play them with "choro play --mode opening".

Prints one JSON object: position (the side to move is who finished first), first, tieBreak
(first holds under this tie-break only), speed (as given), finishedAt, captured, laps, status, choices (each
player's answers at his clockwise chances), …`,
  selfplay: `usage: choro selfplay --rules R [--option k=v …] [--position P | --opening [opening flags]]
                      --games N --seed S --players P,P [--threads K]

Plays N whole games to their end (game ends as the engine's: D-end, K-win, and the draw of a
game that never ends, AMB-11: the repetitions and maxPlies options) and prints one JSON object.

  --rules R          ${RULESET_IDS.join(', ')}
  --option k=v       a rule option, repeatable (see "choro options")
  --position P       the start position (default: the 8-column start position, A to move)
  --opening          start each game with the code's opening instead: for didinga and lango the
                     simultaneous opening (who finishes first moves first, D-open, L-open), each
                     player's start hole drawn per game among those the reading allows unless
                     --start-a/--start-b fix it (an opening reaching the lap bound is drawn again,
                     counted in openingRedraws); for ikibuguzo Murray's array (--option
                     ikibuguzo.array=1|2). Takes the flags of "choro opening": --cols, --start-a,
                     --start-b, --speed-a, --speed-b, --tie, --clockwise-a, --clockwise-b,
                     --choices-a, --choices-b; without a player's answers, a random player
                     takes or passes each clockwise chance of the Lango opening at random (AMB-18),
                     any other player passes
  --games N          games to play, 1 to ${MAX_GAMES}
  --seed S           seed, 0 to 4294967295: game i is seeded from S and i alone, so a run is the
                     same on any number of threads
  --players P,P      A's player and B's: random (uniform over the legal moves the engine lists),
                     greedy (the move that captures most), computer:<N> (the tree search, N
                     playouts a move: reproducible) or computer:<level> (${AI_LEVEL_IDS.join(', ')}: the
                     level's time a move, so the result depends on the machine)
  --threads K        worker threads, 1 to ${MAX_THREADS} (default 1); the same result as one thread

Bound on the work: every game ends by maxPlies moves at the latest (AMB-11, default 1000), so
a run plays at most games × maxPlies moves; runs above ${MAX_TOTAL_PLIES.toLocaleString('en-US')} moves, or above
${MAX_TOTAL_PLAYOUTS.toLocaleString('en-US')} search playouts (games × maxPlies × N), are refused.

Prints: games, wins {A, B}, draws, aWinShare, firstMover {A, B}, firstMoverWinShare,
decisiveShare, limitShare (games the AMB-11 policy ended) — each share with its 95% Wilson
interval {value, low, high, count, of, method: "wilson"} — ends (by reason), plies {mean,
median, p95, max}, perMove {laps, captured}, branching {mean, max} (legal moves a turn),
endless {listed, turns, turnShare, played} (endless or unresolved moves met, AMB-3),
openingRedraws. Exit status 2 for a bad argument, 1 when a run cannot go on (openings that
never end within the lap bound, AMB-3).`,
  solve: `usage: choro solve --rules R [--option k=v …] --position P [--nodes N] [--memory MB] [--shortest]

Solves the position for the side to move by depth-first proof-number search: "win" (it can
force a win), "loss" (the opponent can), "draw" (neither can: the game never ends, AMB-11), or
"unknown" when the budget ran out first — never a value that was not proved.

  --rules R       didinga, lango, ikibuguzo (Ludii's rulesets are not solved: their game ends
                  after a total of laps, LU-limit, which ties a value to the whole game before it)
  --option k=v    a rule option, repeatable (see "choro options"); maxPlies at most ${MAX_SOLVE_DEPTH}; an
                  option of the opening only (lango.openingPairs, ikibuguzo.array …) changes
                  nothing here, as solve plays no opening, and a line on stderr says so
  --position P    the position, taken as the start of the game: no earlier position counts for
                  repetition, and the move limit (maxPlies, AMB-11) counts from it
  --nodes N       positions to expand at most, 1 to ${MAX_SOLVE_NODES.toLocaleString('en-US')} (default ${DEFAULT_CLI_NODES.toLocaleString('en-US')})
  --memory MB     the table of results, ${MIN_MEMORY_MB} to ${MAX_MEMORY_MB} MB (default ${DEFAULT_MEMORY_MB}); ${BYTES_PER_ENTRY} bytes a result
                  at most (its filter included); when it is full, the results with the least work
                  behind them give way. Node's own memory (about 60 MB) and the search's path
                  come on top. More than the machine's memory is refused; more than the memory
                  free now is run, with a line on stderr saying the system may end it; a table
                  the system cannot set aside ends the run with status 2: ask for less
  --shortest      after a win, also find the fewest moves that force it (the proof's line can be
                  far longer: df-pn proves a win, not the quickest one), with what is left of
                  --nodes: a search for a win within 1, 3, 5 … moves, until one is proved. The
                  two searches share --memory: each has a table of half of it

Prints one JSON object: value, move (a move that achieves the value, or null), nodes, line (a
principal line, as far as the table holds it), proofSize (distinct positions in the proof, or
null), timeMs and nodesPerSecond (the proof's), table {results, capacity, bytes}, stoppedBy (for
"unknown": nodes, cut when a position's moves met the engine's bound of work, or stop),
questions (1: whether the side to move wins, which settles a loss too when its disproof leans
on no draw; 2: the opponent's win asked as well; 0: none, a side with no move has lost); with
--shortest, then shortest {moves, line, nodes} or null, shortestNote (null, or why shortest is
null: the value is not a win, or the budget ran out or a bound was met first, and then the win
comes within the line's length, perhaps sooner) and shortestTimeMs (that search's time: the
whole run took timeMs + shortestTimeMs). While it runs longer than a second, a progress line on
stderr each second: positions, positions a second, the table's fill; during the search for the
fewest moves, its own, after "the shortest win:".

Ctrl-C (or SIGTERM) stops the search at its next report, within a fraction of a second: the JSON
is printed with what is known (stoppedBy "stop", or with --shortest a proved value and shortest
null), then a line on stderr, and the status is 130 (143 for SIGTERM). A second Ctrl-C ends the
run at once, printing nothing.`,
  options: `usage: choro options [--rules R]

Lists the rule options with their values and defaults, one JSON object a line; "requires"
names the option one stands beside (given without it, its other values are refused).`,
};

interface Parsed {
  command: string;
  flags: Map<string, string[]>;
  booleans: Set<string>;
}

const VALUE_FLAGS = new Set(['--rules', '--position', '--option', '--move', '--mode', '--max-decisions', '--max-trace-events', '--max-drops', '--cols', '--start-a', '--start-b', '--speed-a', '--speed-b', '--tie', '--choices-a', '--choices-b', '--games', '--seed', '--players', '--threads', '--nodes', '--memory']);
const BOOL_FLAGS = new Set(['--trace', '--all', '--help', '-h', '--clockwise-a', '--clockwise-b', '--opening', '--first-turn', '--shortest']);
const OPENING_FLAGS = ['--cols', '--start-a', '--start-b', '--speed-a', '--speed-b', '--tie', '--clockwise-a', '--clockwise-b', '--choices-a', '--choices-b'];
const ALLOWED: Record<string, readonly string[]> = {
  moves: ['--rules', '--position', '--option', '--all', '--max-decisions', '--max-drops', '--first-turn'],
  play: ['--rules', '--position', '--option', '--move', '--mode', '--trace', '--max-trace-events'],
  opening: ['--rules', '--option', '--cols', '--start-a', '--start-b', '--speed-a', '--speed-b', '--tie', '--clockwise-a', '--clockwise-b', '--choices-a', '--choices-b', '--trace', '--max-trace-events'],
  options: ['--rules'],
  solve: ['--rules', '--option', '--position', '--nodes', '--memory', '--shortest'],
  selfplay: ['--rules', '--option', '--position', '--opening', ...OPENING_FLAGS, '--games', '--seed', '--players', '--threads'],
};

function parseArgs(argv: readonly string[]): Parsed {
  const [command = '', ...rest] = argv;
  const flags = new Map<string, string[]>();
  const booleans = new Set<string>();
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const name = eq > 0 ? a.slice(0, eq) : a;
    if (name === '--trace' && eq > 0) {
      // --trace=ndjson: the streamed trace (the only value --trace takes).
      const value = a.slice(eq + 1);
      if (value !== 'ndjson') throw new UsageError(`--trace takes no value or "ndjson"; got ${quoteInput(value)}`);
      booleans.add('--trace');
      flags.set('--trace', ['ndjson']);
    } else if (BOOL_FLAGS.has(name)) {
      if (eq > 0) throw new UsageError(`${name} takes no value`);
      booleans.add(name === '-h' ? '--help' : name);
    } else if (VALUE_FLAGS.has(name)) {
      const value = eq > 0 ? a.slice(eq + 1) : rest[++i];
      if (value === undefined) throw new UsageError(`${name} needs a value`);
      flags.set(name, [...(flags.get(name) ?? []), value]);
    } else {
      throw new UsageError(`unknown argument ${quoteInput(a)}`);
    }
  }
  if (Object.hasOwn(ALLOWED, command) && !booleans.has('--help')) {
    for (const f of new Set([...flags.keys(), ...booleans])) {
      if (!ALLOWED[command]!.includes(f)) throw new UsageError(`${f} is not an option of "choro ${command}" (see choro ${command} --help)`);
    }
  }
  return { command, flags, booleans };
}

function one(p: Parsed, name: string): string | undefined {
  const v = p.flags.get(name);
  if (v && v.length > 1) throw new UsageError(`${name} is given ${v.length} times`);
  return v?.[0];
}

const OPTION_LIMIT = 80;

/**
 * The ruleset `--rules` names, with its options. `offered` are the codes the command takes, which
 * its messages list: `choro solve` offers only the codes the solver answers (a known code it does
 * not answer gets the solver's own refusal, which says why).
 */
function rulesFrom(p: Parsed, offered: readonly RulesetId[] = RULESET_IDS): Ruleset {
  const id = one(p, '--rules');
  if (id === undefined) throw new UsageError(`--rules is required: ${offered.join(', ')}`);
  if (!(RULESET_IDS as readonly string[]).includes(id)) throw new UsageError(`--rules: unknown rules ${quoteInput(id)}; known: ${offered.join(', ')}`);
  const pairs = p.flags.get('--option') ?? [];
  // Option keys and values are short words and numbers: a longer pair is refused here, quoted cut, not echoed whole.
  const long = pairs.find((pair) => pair.length > OPTION_LIMIT);
  if (long !== undefined) throw new UsageError(`--option: ${quoteInput(long)} is not an option: a key=value pair is at most ${OPTION_LIMIT} characters (see choro options)`);
  const r = applyOptions(id as RulesetId, pairs);
  if (!r.ok) throw new UsageError(`--option: ${r.error.message}`);
  return r.value;
}

function positionFrom(p: Parsed): Position {
  const text = one(p, '--position');
  if (text === undefined) return startPosition(8);
  const r = parsePosition(text);
  if (!r.ok) throw new UsageError(`--position: ${r.error.message} (at character ${r.error.offset + 1})`);
  return r.value;
}

/**
 * A note when a board is wider than the sources play the code on (D-wide widens the Didinga board
 * only; /play/ refuses such a game): the engine plays any width from 8 to 16, which the CLI allows
 * for exploring and measuring, but what it gives there is the engine's extension, not a source's game.
 */
function widthNote(cmd: string, rules: Ruleset, cols: number): string | null {
  const { min, max } = rules.boardWidths;
  if (cols >= min && cols <= max) return null;
  const widths = min === max ? `${min}` : `${min} to ${max}`;
  return `choro: ${cmd}: ${rules.id} is played on ${widths} holes a row (only the Didinga board is widened, D-wide); this board has ${cols}, which the engine plays all the same`;
}

function openingHole(p: Parsed, name: string, cols: number): number | undefined {
  const v = one(p, name);
  if (v === undefined) return undefined;
  // Back or front row: which holes an opening may start from is the engine's to say (D-open,
  // L-open, AMB-17: didinga.openingStart=any-hole allows the front row).
  const m = /^([bf])(\d{1,2})$/.exec(v);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > cols) throw new UsageError(`${name}: ${quoteInput(v)} is not a hole: use b1 … b${cols} (back row) or f1 … f${cols} (front row), counted from the player's own left`);
  return localIndex(m[1] === 'b' ? 'back' : 'front', Number(m[2]) - 1, cols);
}

/** `--choices-a yny`: a player's answers at his clockwise chances in order (AMB-18); later chances go by --clockwise-a. */
function choices(p: Parsed, name: string): boolean[] | undefined {
  const v = one(p, name);
  if (v === undefined) return undefined;
  if (!/^[yn]{1,64}$/.test(v)) throw new UsageError(`${name}: ${quoteInput(v)} is not a list of answers: y (take the chance) or n (pass) for each clockwise chance in order, e.g. yny`);
  return [...v].map((c) => c === 'y');
}

/**
 * A speed as a plain decimal (AMB-2), from 0.001 to 1000 with at most 6 decimals: the engine's
 * range, and few enough digits that every instant printed stays a plain number read back as
 * written (no exponent).
 */
function speed(p: Parsed, name: string): number | undefined {
  const v = one(p, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,4}(\.\d{1,6})?$/.test(v) || !(Number(v) > 0)) throw new UsageError(`${name}: ${quoteInput(v)} is not a positive number (a plain decimal such as 1, 2 or 1.5)`);
  const x = Number(v);
  if (x < 0.001 || x > 1000) throw new UsageError(`${name}: a speed is from 0.001 to 1000 drops per unit of time; got ${v}`);
  return x;
}

function colsFrom(p: Parsed): number {
  const colsText = one(p, '--cols');
  if (colsText !== undefined && !/^\d{1,2}$/.test(colsText)) throw new UsageError(`--cols: ${quoteInput(colsText)} is not a whole number from 8 to 16`);
  const cols = colsText === undefined ? 8 : Number(colsText);
  if (cols < 8 || cols > 16) throw new UsageError(`--cols: a board has 8 to 16 holes a row; got ${cols}`);
  return cols;
}

function tieFrom(p: Parsed): Player | undefined {
  const tie = one(p, '--tie');
  if (tie !== undefined && tie !== 'A' && tie !== 'B') throw new UsageError(`--tie: ${quoteInput(tie)} is not A or B`);
  return tie as Player | undefined;
}

function wholeFrom(p: Parsed, name: string, lo: number, hi: number): number | undefined {
  const v = one(p, name);
  return v === undefined ? undefined : wholeNumber(name, v, lo, hi);
}

/** The run `choro selfplay` asks for (see HELP.selfplay); every bad argument is a UsageError naming it. */
function selfplaySpecFrom(p: Parsed): { spec: SelfplaySpec; threads: number } {
  const rules = rulesFrom(p);
  const games = wholeFrom(p, '--games', 1, MAX_GAMES);
  if (games === undefined) throw new UsageError(`--games is required: how many games to play, 1 to ${MAX_GAMES}`);
  const seed = wholeFrom(p, '--seed', 0, 0xffffffff);
  if (seed === undefined) throw new UsageError('--seed is required: a whole number from 0 to 4294967295');
  const threads = wholeFrom(p, '--threads', 1, MAX_THREADS) ?? 1;
  const playersText = one(p, '--players');
  if (playersText === undefined) throw new UsageError('--players is required: A\'s player and B\'s, e.g. --players random,random');
  const names = playersText.split(',');
  if (names.length !== 2) throw new UsageError(`--players: "${playersText}" is not two players separated by a comma, e.g. random,greedy`);
  const players = names.map((n) => {
    const r = parsePlayer(n.trim());
    if (!r.ok) throw new UsageError(`--players: ${r.error}`);
    return r.value;
  }) as [SelfplayPlayer, SelfplayPlayer];
  const opening = p.booleans.has('--opening');
  if (!opening) {
    for (const f of OPENING_FLAGS) if (p.flags.has(f) || p.booleans.has(f)) throw new UsageError(`${f} is a flag of the opening: give --opening too`);
  }
  if (opening && p.flags.has('--position')) throw new UsageError('--position and --opening cannot be given together: the opening makes the start position');
  const position = p.flags.has('--position') ? formatPosition(positionFrom(p)) : null;
  let openingSpec: SelfplayOpening | null = null;
  if (opening) {
    if (rules.opening.kind === 'array') {
      for (const f of OPENING_FLAGS) {
        if (p.flags.has(f) || p.booleans.has(f)) throw new UsageError(`${f} is for the simultaneous opening; ${rules.id} opens with Murray's arrays${rules.id === 'ikibuguzo' ? ' (--option ikibuguzo.array=1|2)' : ''}`);
      }
      openingSpec = {};
    } else if (rules.opening.kind === 'sequential') {
      for (const f of OPENING_FLAGS) {
        if (p.flags.has(f) || p.booleans.has(f)) throw new UsageError(`${f} is for the simultaneous opening; ${rules.id} plays each player's first turn in turn (LU-open), as the games' first two moves`);
      }
      openingSpec = {};
    } else {
      const cols = colsFrom(p);
      const startA = openingHole(p, '--start-a', cols);
      const startB = openingHole(p, '--start-b', cols);
      const speedA = speed(p, '--speed-a');
      const speedB = speed(p, '--speed-b');
      const tie = tieFrom(p);
      openingSpec = {
        cols,
        start: { ...(startA !== undefined ? { A: startA } : {}), ...(startB !== undefined ? { B: startB } : {}) },
        speed: { ...(speedA !== undefined ? { A: speedA } : {}), ...(speedB !== undefined ? { B: speedB } : {}) },
        ...(tie ? { tieBreak: tie } : {}),
        // A player whose answers are not given answers as his kind plays (SelfplayOpening.clockwise).
        clockwise: {
          ...(p.flags.has('--choices-a') || p.booleans.has('--clockwise-a') ? { A: { choices: choices(p, '--choices-a') ?? [], then: p.booleans.has('--clockwise-a') ? 'always' : 'never' } as const } : {}),
          ...(p.flags.has('--choices-b') || p.booleans.has('--clockwise-b') ? { B: { choices: choices(p, '--choices-b') ?? [], then: p.booleans.has('--clockwise-b') ? 'always' : 'never' } as const } : {}),
        },
      };
    }
  }
  const spec: SelfplaySpec = { rules: rules.id, options: p.flags.get('--option') ?? [], position, opening: openingSpec, games, seed, players };
  const problem = specProblem(spec);
  if (problem !== null) throw new UsageError(problem);
  return { spec, threads };
}

/** How `choro play` plays its move: the modes the worked examples use (see HELP.play). */
export const PLAY_MODES = ['move', 'lap', 'opening'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

function modeFrom(p: Parsed): PlayMode {
  const v = one(p, '--mode');
  if (v === undefined) return 'move';
  if (!(PLAY_MODES as readonly string[]).includes(v)) throw new UsageError(`--mode: unknown mode ${quoteInput(v)}; known: ${PLAY_MODES.join(', ')}`);
  return v as PlayMode;
}

function maxDecisionsFrom(p: Parsed): number {
  return wholeFrom(p, '--max-decisions', 0, 9999) ?? DEFAULT_MAX_DECISIONS;
}

function maxDropsFrom(p: Parsed): number {
  return wholeFrom(p, '--max-drops', 1, MAX_DROPS_FLAG) ?? DEFAULT_MAX_LIST_DROPS;
}

/** Most trace events `--max-trace-events` may ask for: four times the default, still a few seconds' work and, streamed, flat memory. */
const MAX_TRACE_EVENTS_FLAG = 4 * DEFAULT_MAX_TRACE_EVENTS;

function maxTraceEventsFrom(p: Parsed): number {
  return wholeFrom(p, '--max-trace-events', 0, MAX_TRACE_EVENTS_FLAG) ?? DEFAULT_MAX_TRACE_EVENTS;
}

/**
 * A message as stderr shows it: one line, no control characters (the engine's and the option
 * parser's messages quote the input; this is the last guard), at most MESSAGE_LIMIT characters.
 */
const MESSAGE_LIMIT = 1000;
export function messageLine(text: string): string {
  const line = escapeControls(text);
  return line.length > MESSAGE_LIMIT ? `${line.slice(0, MESSAGE_LIMIT)}… (${line.length} characters)` : line;
}

/**
 * What the installed command (bin/choro.mjs) tells a command while it runs: `interrupted` names
 * the signal (Ctrl-C's SIGINT, or SIGTERM) the reader has sent, or is null. Only `solve` asks: it
 * runs in a worker thread there, so that its long synchronous search can hear of the signal.
 */
export interface CliContext {
  readonly interrupted?: () => 'SIGINT' | 'SIGTERM' | null;
}

/** The exit status of a run a signal stopped, as a shell reports a command the signal ended (128 + its number). */
const SIGNAL_STATUS = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * Run the CLI; returns the exit status (a promise of it for `selfplay`, which may run worker
 * threads). Output goes through the given writers (tests capture them); `ctx`, what the installed
 * command tells it while it runs.
 */
export function main(argv: readonly string[], out: (line: string) => void, errOut: (line: string) => void, ctx: CliContext = {}): number | Promise<number> {
  try {
    // No command at all: the usage goes to stderr (stdout carries only results) and the status says it was a misuse.
    if (argv.length === 0) {
      errOut(HELP.main!);
      return 2;
    }
    const p = parseArgs(argv);
    if (p.command === '--help' || p.command === '-h' || p.command === 'help') {
      out(HELP.main!);
      return 0;
    }
    if (!Object.hasOwn(ALLOWED, p.command)) throw new UsageError(`unknown command ${quoteInput(p.command)}; commands: ${Object.keys(ALLOWED).join(', ')}`);
    if (p.booleans.has('--help')) {
      out(HELP[p.command]!);
      return 0;
    }
    switch (p.command) {
      case 'moves': {
        const rules = rulesFrom(p);
        const pos = positionFrom(p);
        const wide = widthNote('moves', rules, pos.cols);
        if (wide !== null) errOut(wide);
        const maxDecisions = maxDecisionsFrom(p);
        const firstTurn = p.booleans.has('--first-turn');
        if (firstTurn && rules.opening.kind !== 'sequential') {
          throw new UsageError(`--first-turn is for the rulesets whose opening is played in turn (LU-open); ${rules.id}'s opening is ${rules.opening.kind === 'array' ? 'an array ("choro opening")' : 'simultaneous ("choro opening")'}`);
        }
        const list = listMoves(rules, pos, { maxDecisions, opening: firstTurn, maxListDrops: maxDropsFrom(p) });
        const all = p.booleans.has('--all');
        let cutShown = 0;
        for (const m of list.all) {
          if (!all && !m.legal) continue;
          if (m.cut) cutShown++;
          out(JSON.stringify(moveJSON(m, pos.cols, { ...(m.sameAs !== null ? { sameAs: list.all[m.sameAs]!.notation } : {}), ...(m.cut ? { cut: true } : {}) })));
        }
        if (cutShown > 0) {
          errOut(`choro: moves: ${cutShown} move${cutShown === 1 ? '' : 's'} met more than ${list.maxDecisions} choice${list.maxDecisions === 1 ? '' : 's'} and took ">" at the later ones (marked "cut"); the moves their other choices lead to are not listed: raise --max-decisions`);
        }
        if (list.workCut) errOut(`choro: moves: the list was cut after ${list.dropsRun} marbles dropped in all, its bound of work; the moves after are not listed: raise --max-drops`);
        else if (list.truncated) errOut(`choro: moves: the list was cut at its limit of ${MAX_LISTED_MOVES} complete moves`);
        // An empty list is an answer, not a failure (status 0), but without a word it reads as
        // one; a list cut short proves nothing, and its own line above says so.
        else if (list.legal.length === 0) errOut(`choro: moves: ${pos.toMove}, to move, has no legal ${firstTurn ? 'first turn' : 'move'}${list.all.length > 0 ? ' (its moves are endless or unresolved, which the rules forbid, AMB-3)' : ''}: ${pos.toMove} has lost (D-end)`);
        return 0;
      }
      case 'play': {
        const rules = rulesFrom(p);
        const pos = positionFrom(p);
        const text = one(p, '--move');
        if (text === undefined) throw new UsageError('--move is required, e.g. --move b7');
        const m = parseMove(text, pos.cols);
        if (!m.ok) throw new UsageError(`--move: ${m.error.message}`);
        const mode = modeFrom(p);
        const maxTraceEvents = maxTraceEventsFrom(p);
        const trace = p.booleans.has('--trace');
        const stream = p.flags.get('--trace')?.[0] === 'ndjson';
        const how = { opening: mode === 'opening', midMove: mode === 'lap' };
        if (stream) {
          // A move may be refused only at its end (a missing or extra choice, an endless move
          // under endless=forbid, AMB-3): play it untraced first, so that a refusal is the only
          // output and a streamed trace is always of a move that was played.
          const check = play(rules, pos, m.value, how);
          if (!check.ok) throw new UsageError(`--move: ${check.error.message}`);
        }
        const r = play(rules, pos, m.value, {
          ...how, trace, maxTraceEvents,
          // --trace=ndjson: each event is written as it happens and never kept.
          ...(stream ? { traceSink: (e) => out(JSON.stringify(eventJSON(e, pos.cols))) } : {}),
        });
        if (!r.ok) throw new UsageError(`--move: ${r.error.message}`);
        const json = moveJSON(r.value, pos.cols);
        if (stream) delete json.trace;
        out(JSON.stringify(json));
        if (r.value.traceCut) errOut(`choro: play: the trace was cut at ${maxTraceEvents} events (the move played on to its end): raise --max-trace-events`);
        // After the move, so that a refused move's line is the only one.
        const wide = widthNote('play', rules, pos.cols);
        if (wide !== null) errOut(wide);
        return 0;
      }
      case 'opening': {
        const rules = rulesFrom(p);
        const trace = p.booleans.has('--trace');
        const stream = p.flags.get('--trace')?.[0] === 'ndjson';
        const cutLine = (n: number) => `choro: opening: the trace was cut at ${n} events (the opening played on to its end): raise --max-trace-events`;
        if (rules.opening.kind === 'sequential') {
          for (const f of [...OPENING_FLAGS, '--trace', '--max-trace-events']) {
            if (p.flags.has(f) || p.booleans.has(f)) throw new UsageError(`${f} is for the simultaneous opening; ${rules.id} plays each player's first turn in turn (LU-open): list them with "choro moves --first-turn"`);
          }
          const start = startPosition(8);
          const firstTurns = listMoves(rules, start, { opening: true }).legal.map((m) => m.notation);
          out(JSON.stringify({ rules: rules.id, opening: 'sequential', position: formatPosition(start), first: 'A', firstTurns }));
          return 0;
        }
        if (rules.opening.kind === 'array') {
          for (const f of OPENING_FLAGS) {
            if (p.flags.has(f) || p.booleans.has(f)) throw new UsageError(`${f} is for the simultaneous opening; ${rules.id} opens with Murray's arrays${rules.id === 'ikibuguzo' ? ' (--option ikibuguzo.array=1|2)' : ''}`);
          }
          const maxTraceEvents = maxTraceEventsFrom(p);
          // Murray's arrays give a trace bounded by construction (30 or 96 events, K-array-1,
          // K-array-2), so the engine keeps it whole; the bound applies to what is written, so
          // that --max-trace-events means the same for every opening.
          const r = runArrayOpening(rules, { trace });
          const events = r.trace?.slice(0, maxTraceEvents).map((e) => eventJSON(e, 8));
          const cut = r.trace !== undefined && r.trace.length > maxTraceEvents;
          // --trace=ndjson: one event a line, then the opening without its trace.
          if (stream) for (const e of events ?? []) out(JSON.stringify(e));
          out(JSON.stringify({
            rules: rules.id, array: rules.opening.array, arrayed: formatPosition(r.arrayed), position: formatPosition(r.position), first: 'A',
            steps: r.steps.map((s) => ({
              player: s.player, hole: s.hole, placed: s.placed, captured: s.captured, after: formatPosition(s.after),
              ...(s.trace && !stream ? { trace: s.trace.map((e) => eventJSON(e, 8)) } : {}),
            })),
            ...(events ? { traceEvents: events.length, traceCut: cut, ...(stream ? {} : { trace: events }) } : {}),
          }));
          if (cut) errOut(cutLine(maxTraceEvents));
          return 0;
        }
        const cols = colsFrom(p);
        const wide = widthNote('opening', rules, cols);
        if (wide !== null) errOut(wide);
        const tie = tieFrom(p);
        const startA = openingHole(p, '--start-a', cols);
        const startB = openingHole(p, '--start-b', cols);
        const speedA = speed(p, '--speed-a');
        const speedB = speed(p, '--speed-b');
        const maxTraceEvents = maxTraceEventsFrom(p);
        // One step of the race as printed, streamed or in "steps": its instant, then the event.
        const stepJSON = (step: OpeningStep) => ({ time: step.time, ...eventJSON(step.event, cols) });
        const r = runSimultaneousOpening(rules, {
          cols,
          start: { ...(startA !== undefined ? { A: startA } : {}), ...(startB !== undefined ? { B: startB } : {}) },
          speed: { ...(speedA !== undefined ? { A: speedA } : {}), ...(speedB !== undefined ? { B: speedB } : {}) },
          ...(tie ? { tieBreak: tie as Player } : {}),
          clockwise: {
            A: { choices: choices(p, '--choices-a') ?? [], then: p.booleans.has('--clockwise-a') ? 'always' : 'never' },
            B: { choices: choices(p, '--choices-b') ?? [], then: p.booleans.has('--clockwise-b') ? 'always' : 'never' },
          },
          trace, maxTraceEvents,
          // --trace=ndjson: each step is written as it happens, with its instant (AMB-2), and
          // never kept. The engine refuses a bad start or pair before any step is heard.
          ...(stream ? { traceSink: (s) => out(JSON.stringify(stepJSON(s))) } : {}),
        });
        if (!r.ok) throw new UsageError(r.error.message);
        const v = r.value;
        out(JSON.stringify({
          // `first` holds only under this tie-break (AMB-2): at equal speed it often decides.
          rules: rules.id, position: formatPosition(v.position), first: v.first, tieBreak: tie ?? 'A', speed: { A: speedA ?? 1, B: speedB ?? 1 }, finishedAt: v.finishedAt,
          captured: v.captured, laps: v.laps, status: v.status, choices: v.choices,
          ...(v.traceEvents !== undefined ? { traceEvents: v.traceEvents, traceCut: v.traceCut ?? false } : {}),
          ...(v.steps ? { steps: v.steps.map(stepJSON) } : {}),
        }));
        if (v.traceCut) errOut(cutLine(maxTraceEvents));
        return 0;
      }
      case 'selfplay': {
        const { spec, threads } = selfplaySpecFrom(p);
        if (spec.players.some(timed)) errOut('choro: selfplay: a computer level searches for a time, so this run depends on the machine and its load; computer:<N> is reproducible');
        return runSelfplayThreaded(spec, threads, () => performance.now()).then(
          (summary) => {
            out(JSON.stringify(summary));
            return 0;
          },
          // A run that cannot go on (an opening from fixed holes that never ends, AMB-3) is told
          // in one line, not as a stack trace.
          (e: unknown) => {
            errOut(`choro: selfplay: ${e instanceof Error ? e.message.replace(/^selfplay: /, '') : String(e)}`);
            return 1;
          },
        );
      }
      case 'solve': {
        const rules = rulesFrom(p, SOLVABLE_IDS);
        if (one(p, '--position') === undefined) throw new UsageError('--position is required: the position to solve, in position notation');
        const pos = positionFrom(p);
        const nodes = wholeFrom(p, '--nodes', 1, MAX_SOLVE_NODES) ?? DEFAULT_CLI_NODES;
        const memory = wholeFrom(p, '--memory', MIN_MEMORY_MB, MAX_MEMORY_MB) ?? DEFAULT_MEMORY_MB;
        checkTableMemory('--memory', memory);
        const wantShortest = p.booleans.has('--shortest');
        // With --shortest the two searches share --memory, half a table each: the proof's table is
        // still held when shortestWin makes its own (the collector has not yet run), so a whole
        // table each took twice --memory (measured with --memory 1024: 1,921 MB resident at the
        // peak, 1,166 MB halved, 948 MB for the proof alone; README, "The shortest win").
        const tableEntries = wantShortest ? Math.floor(tableEntriesFor(memory) / 2) : tableEntriesFor(memory);
        // Refused before any note, so that a refusal is the only line.
        const problem = solveProblem(rules, pos, { maxNodes: nodes, tableEntries });
        if (problem !== null) throw new UsageError(problem.message);
        // Accepted, since a reading names them, but the solver starts from the position given.
        const openingOnly = (p.flags.get('--option') ?? []).filter((pair) => OPENING_ONLY_KEYS.has(pair.slice(0, Math.max(0, pair.indexOf('='))).trim()));
        if (openingOnly.length > 0) {
          errOut(messageLine(`choro: solve: --option ${openingOnly.join(', ')} concern${openingOnly.length === 1 ? 's' : ''} the opening, which solve does not play (it solves the position given): no effect here`));
        }
        // No move: a loss at once, and no table is made (hasNoMove), so there is no memory to warn of.
        const note = hasNoMove(rules, pos) ? null : tableMemoryNote('--memory', memory);
        if (note !== null) errOut(`choro: solve: ${note}`);
        const wide = widthNote('solve', rules, pos.cols);
        if (wide !== null) errOut(wide);
        const started = performance.now();
        let shown = started;
        // At most one progress line a second over both searches; `positions` and `since` are the search's own.
        const progress = (label: string, g: SolveProgress, positions: number, since: number) => {
          const now = performance.now();
          if (now - shown < 1000) return;
          shown = now;
          errOut(`choro: solve: ${label}${solveProgressLine({ ...g, nodes: positions }, now - since)}`);
        };
        // A table the system cannot set aside: one line naming --memory, not a stack trace (withTable).
        // A signal (bin/choro.mjs runs solve in a worker thread to hear one) stops a search at its
        // next report, as its budget would: the JSON is printed with what is known, then one line.
        const shouldStop = () => (ctx.interrupted?.() ?? null) !== null;
        const r = withTable('--memory', memory, () => solve(rules, pos, { maxNodes: nodes, tableEntries, shouldStop, onProgress: (g) => progress('', g, g.nodes, started) }));
        if (!r.ok) throw new UsageError(r.error.message);
        const v = r.value;
        const ms = performance.now() - started;
        // The fewest moves to the win, with the budget the proof left (its line bounds the search);
        // timeMs and nodesPerSecond stay the proof's, shortestTimeMs is this search's. A null says why.
        let shortest: ReturnType<typeof shortestWin> = null;
        let shortestNote: string | null = null;
        let shortestMs = 0;
        if (wantShortest) {
          const within = `the win comes within the line's ${v.line.length} move${v.line.length === 1 ? '' : 's'}, perhaps fewer`;
          if (v.value === 'unknown') shortestNote = 'no win was proved (the value is unknown): there is no shortest win to look for';
          else if (v.value !== 'win') shortestNote = `the value is a ${v.value}, not a win: there is no shortest win`;
          else if (v.nodes >= nodes) shortestNote = `the proof took all of --nodes, leaving none to look for the fewest moves: ${within}`;
          else if (shouldStop()) shortestNote = `stopped by ${ctx.interrupted!()} before the search for the fewest moves: ${within}`;
          else {
            const from = performance.now();
            // shortestWin asks "a win within 1, 3, 5 … moves?" in turn, each a search counting its
            // positions from 0 and reporting every PROGRESS_EVERY of them, so that a count that does
            // not rise is the next search; the earlier ones are added as far as their last report
            // (each short of its end by less than PROGRESS_EVERY).
            let before = 0;
            let last = 0;
            shortest = withTable('--memory', memory, () => shortestWin(rules, pos, v.line.length, {
              maxNodes: nodes - v.nodes,
              tableEntries,
              shouldStop,
              onProgress: (g) => {
                if (g.nodes <= last) before += last;
                last = g.nodes;
                progress('the shortest win: ', g, before + g.nodes, from);
              },
            }));
            shortestMs = performance.now() - from;
            if (shortest === null && shouldStop()) shortestNote = `stopped by ${ctx.interrupted!()} during the search for the fewest moves: ${within}`;
            else if (shortest === null) shortestNote = `the search for the fewest moves stopped before it found them (what the proof left of --nodes ran out, or it met the move limit or the engine's bound of work): ${within}`;
          }
        }
        out(JSON.stringify({
          value: v.value, move: v.move, nodes: v.nodes, line: v.line, proofSize: v.proofSize,
          timeMs: Math.round(ms), nodesPerSecond: ms > 0 ? Math.round(v.nodes / (ms / 1000)) : null,
          table: { results: v.stored, capacity: v.capacity, bytes: v.tableBytes }, stoppedBy: v.stoppedBy, questions: v.questions,
          ...(wantShortest ? { shortest, shortestNote, shortestTimeMs: Math.round(shortestMs) } : {}),
        }));
        // Told after the result, and in the status, so that a script sees the run was cut short.
        const signal = ctx.interrupted?.() ?? null;
        if (signal !== null && v.stoppedBy === 'stop') {
          errOut(`choro: solve: stopped by ${signal} at ${v.nodes.toLocaleString('en-US')} positions: the value is unknown`);
          return SIGNAL_STATUS[signal];
        }
        if (signal !== null && wantShortest && shortest === null && v.value === 'win') {
          errOut(`choro: solve: stopped by ${signal} before the fewest moves were found: the value (win) was proved`);
          return SIGNAL_STATUS[signal];
        }
        return 0;
      }
      case 'options': {
        const id = one(p, '--rules');
        if (id !== undefined && !(RULESET_IDS as readonly string[]).includes(id)) throw new UsageError(`--rules: unknown rules ${quoteInput(id)}; known: ${RULESET_IDS.join(', ')}`);
        const list = id ? optionsFor(id as RulesetId) : OPTIONS;
        for (const o of list) out(JSON.stringify({ key: o.key, values: o.values ?? 'whole number', ...(o.min !== undefined ? { min: o.min.value } : {}), ...(o.max !== undefined ? { max: o.max } : {}), default: o.defaultValue, clause: o.clause, rulesets: o.rulesets, summary: o.summary, ...(o.requires ? { requires: o.requires } : {}) }));
        return 0;
      }
    }
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      const cmd = argv[0] && Object.hasOwn(ALLOWED, argv[0]) ? `${argv[0]}: ` : '';
      errOut(messageLine(`choro: ${cmd}${e.message}`));
      return 2;
    }
    throw e;
  }
}
