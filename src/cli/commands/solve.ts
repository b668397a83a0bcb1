/**
 * `choro solve`: who wins a position with perfect play, by the proof-number solver
 * (src/solver), within a budget of positions and of table memory, and on request the fewest
 * moves to the win; a signal stops the search at its next report (bin/choro.mjs runs it in a
 * worker thread to hear one).
 */
import { DEFAULT_MAX_DECISIONS, OPTIONS, RULESET_IDS, RULESETS, startPosition } from '../../engine/index.ts';
import { BYTES_PER_ENTRY, DEFAULT_MAX_NODES, hasNoMove, MAX_SOLVE_DECISIONS, MAX_SOLVE_DEPTH, MAX_SOLVE_NODES, shortestWin, solve, solveProblem, type SolveProgress, tableEntriesFor } from '../../solver/index.ts';
import { checkTableMemory, one, tableMemoryNote, UsageError, wholeFrom, withTable } from '../args.ts';
import { messageLine, type Command } from '../command.ts';
import { positionFrom, rulesFrom, widthNote } from '../flags.ts';
import { solveProgressLine } from '../progress.ts';

/** `choro solve`'s budgets: positions expanded, and the table's memory. */
const DEFAULT_CLI_NODES = 5 * DEFAULT_MAX_NODES;
const DEFAULT_MEMORY_MB = 256;
const MIN_MEMORY_MB = 1;
const MAX_MEMORY_MB = 16_384;
/** The codes `choro solve` takes: those the solver answers (its refusal of the others says why). */
const SOLVABLE_IDS = RULESET_IDS.filter((id) => solveProblem(RULESETS[id], startPosition(8)) === null);
/** The options that change only the opening (OptionSpec.openingOnly), which `choro solve` never plays. */
const OPENING_ONLY_KEYS = new Set(OPTIONS.filter((o) => o.openingOnly).map((o) => o.key));
/** The exit status of a run a signal stopped, as a shell reports a command the signal ended (128 + its number). */
const SIGNAL_STATUS = { SIGINT: 130, SIGTERM: 143 } as const;

export const solveCommand: Command = {
  name: 'solve',
  summary: 'who wins a position with perfect play: a proof-number search (JSON)',
  flags: ['--rules', '--option', '--position', '--nodes', '--memory', '--max-decisions', '--shortest'],
  valueFlags: ['--rules', '--option', '--position', '--nodes', '--memory', '--max-decisions'],
  help: () => `usage: choro solve --rules R [--option k=v …] --position P [--nodes N] [--memory MB] [--max-decisions N] [--shortest]

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
  --max-decisions N
                  choices inside one move to branch on, 0 to ${MAX_SOLVE_DECISIONS} (default ${DEFAULT_MAX_DECISIONS}, as
                  "choro moves"); a position where a move meets more is not fully listed, so the
                  search never proves it: the value stays "unknown" (stoppedBy "cut"); raise N
  --shortest      after a win, also find the fewest moves that force it (the proof's line can be
                  far longer: df-pn proves a win, not the quickest one), with what is left of
                  --nodes: a search for a win within 1, 3, 5 … moves, until one is proved. The
                  two searches share --memory: each has a table of half of it

Prints one JSON object: value, move (a move that achieves the value, or null), nodes, line (a
principal line, as far as the table holds it), proofSize (distinct positions in the proof, or
null), timeMs and nodesPerSecond (the proof's), table {results, capacity, bytes}, stoppedBy (for
"unknown": nodes, cut when a position's moves met the engine's bound of work or a move more
choices than --max-decisions, or stop),
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
  run(p, { out, errOut, ctx }) {
    const rules = rulesFrom(p, SOLVABLE_IDS);
    if (one(p, '--position') === undefined) throw new UsageError('--position is required: the position to solve, in position notation');
    const pos = positionFrom(p);
    const nodes = wholeFrom(p, '--nodes', 1, MAX_SOLVE_NODES) ?? DEFAULT_CLI_NODES;
    const memory = wholeFrom(p, '--memory', MIN_MEMORY_MB, MAX_MEMORY_MB) ?? DEFAULT_MEMORY_MB;
    checkTableMemory('--memory', memory);
    const maxDecisions = wholeFrom(p, '--max-decisions', 0, MAX_SOLVE_DECISIONS) ?? DEFAULT_MAX_DECISIONS;
    const wantShortest = p.booleans.has('--shortest');
    // With --shortest the two searches share --memory, half a table each: the proof's table is
    // still held when shortestWin makes its own (the collector has not yet run), so a whole
    // table each took twice --memory (measured with --memory 1024: 1,921 MB resident at the
    // peak, 1,166 MB halved, 948 MB for the proof alone; docs/solver.md, "The search").
    const tableEntries = wantShortest ? Math.floor(tableEntriesFor(memory) / 2) : tableEntriesFor(memory);
    // Refused before any note, so that a refusal is the only line.
    const problem = solveProblem(rules, pos, { maxNodes: nodes, tableEntries, maxDecisions });
    if (problem !== null) throw new UsageError(problem.message);
    // Accepted, since a reading names them, but the solver starts from the position given.
    const openingOnly = (p.flags.get('--option') ?? []).filter((pair) => OPENING_ONLY_KEYS.has(pair.slice(0, Math.max(0, pair.indexOf('='))).trim()));
    if (openingOnly.length > 0) {
      errOut(messageLine(`choro: solve: --option ${openingOnly.join(', ')} concern${openingOnly.length === 1 ? 's' : ''} the opening, which solve does not play (it solves the position given): no effect here`));
    }
    // No move: a loss at once, and no table is made (hasNoMove), so there is no memory to warn of.
    const note = hasNoMove(rules, pos, maxDecisions) ? null : tableMemoryNote('--memory', memory);
    if (note !== null) errOut(`choro: solve: ${note}`);
    const wide = widthNote('solve', rules, pos.cols);
    if (wide !== null) errOut(wide);
    const clock = ctx.now ?? (() => performance.now());
    const started = clock();
    let shown = started;
    // At most one progress line a second over both searches; `positions` and `since` are the search's own.
    const progress = (label: string, g: SolveProgress, positions: number, since: number) => {
      const now = clock();
      if (now - shown < 1000) return;
      shown = now;
      errOut(`choro: solve: ${label}${solveProgressLine({ ...g, nodes: positions }, now - since)}`);
    };
    // A table the system cannot set aside: one line naming --memory, not a stack trace (withTable).
    // A signal (bin/choro.mjs runs solve in a worker thread to hear one) stops a search at its
    // next report, as its budget would: the JSON is printed with what is known, then one line.
    const shouldStop = () => (ctx.interrupted?.() ?? null) !== null;
    const r = withTable('--memory', memory, () => solve(rules, pos, { maxNodes: nodes, tableEntries, maxDecisions, shouldStop, onProgress: (g) => progress('', g, g.nodes, started) }));
    if (!r.ok) throw new UsageError(r.error.message);
    const v = r.value;
    const ms = clock() - started;
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
        const from = clock();
        // shortestWin asks "a win within 1, 3, 5 … moves?" in turn, each a search counting its
        // positions from 0 and reporting every PROGRESS_EVERY of them, so that a count that does
        // not rise is the next search; the earlier ones are added as far as their last report
        // (each short of its end by less than PROGRESS_EVERY).
        let before = 0;
        let last = 0;
        shortest = withTable('--memory', memory, () => shortestWin(rules, pos, v.line.length, {
          maxNodes: nodes - v.nodes,
          tableEntries,
          maxDecisions,
          shouldStop,
          onProgress: (g) => {
            if (g.nodes <= last) before += last;
            last = g.nodes;
            progress('the shortest win: ', g, before + g.nodes, from);
          },
        }));
        shortestMs = clock() - from;
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
  },
};
