/**
 * Solving a position: who wins with perfect play, by depth-first proof-number search (df-pn).
 *
 * The search asks one question at a time, "can player X force a win from here?", and answers it
 * with a proof (X wins whatever the other does) or a disproof (the other can always avoid losing).
 * `solve` asks it for the side to move, then, if that is disproved, for the opponent: a proof of
 * the first is a win, of the second a loss, and two disproofs a draw. Numbers are kept from the
 * side to move's point of view (φ, δ): φ is the work left to show the side to move reaches its
 * goal (X: a win; the other: no win for X), δ the work left to show it does not.
 *
 * The game's end is the engine's: a player who cannot move has lost (D-end), a player who takes
 * both of the opponent's front-row end holes in one turn has won (K-win), and a game that never
 * ends is drawn (AMB-11) by repetition or after `maxPlies` moves.
 *
 * **Repetition and the transposition table (the graph-history interaction).** The table keys a
 * result by the position alone, but a result may depend on how the position was reached: a draw
 * by repetition exists only if the repeated position is on the path, and a draw by the move
 * limit only at that depth. The search treats a position met again on its own path as a draw at
 * once (the first repetition, not the `repetitions`-th: a player who can force a win can force one
 * that repeats nothing, by playing at the first visit of a position what he would play at the
 * last, so the value is the same, and no player gains by letting a position come back; under
 * `repetitions=1` the engine draws at the first position a move reaches, and so does the search:
 * `drawsAtOnce`). Every
 * result carries `dep`, the shallowest depth of the path it leaned on (a repeated ancestor, or the
 * root for the move limit), or NO_DEP. A node at depth d whose result leaned on nothing above it
 * (dep ≥ d) is stored under its position and reused anywhere; one that did is stored under the
 * hash of its whole path from the root, so it is reused only on that very path, where it holds.
 * A win is never such a result (a draw is no win), so only non-wins can be path-bound. A final
 * result also keeps `len`, the longest line to the game's end it relies on, and is reused at a
 * depth only if that line still ends before the move limit.
 *
 * **One question is often enough.** A final result also keeps `drew`: whether it leaned on a draw
 * anywhere below (a repetition, the move limit, a position met earlier in the game), or only on
 * games won and lost (D-end, K-win). Where the side to move reaches its goal, a child that leans on
 * no draw is preferred. A draw is the defender's goal, so a disproof of the side to move's win
 * that leaned on none shows the opponent winning whatever is played: a loss, and `solve` does not
 * ask the second question, which would search the same positions again (it took half the
 * positions of every loss measured). A win's proof never leans on a draw. When the second question
 * is asked (the first's disproof leaned on a draw), it reads the first's final results that leaned
 * on none: without a draw one side wins, and they hold in either question with the same numbers.
 *
 * **First estimates.** A position never searched starts with δ = START_WEIGHT × its side to move's
 * starts (every move must fail, so a position with more moves is more work to refute) and φ = its
 * opponent's starts ÷ OPPONENT_DIVISOR, at least 1 (one good move is enough, but it is more work to
 * find one that leaves a mobile opponent beaten): firstEstimates. The search so goes first where
 * the opponent has few moves (df-pn+; mobility, as these games are lost by having no move, D-end).
 * Estimates steer the search; a result is still a proof.
 *
 * **Move ordering.** Among children of equal δ, the one whose move captured the most marbles
 * (the simulator says how many) is searched first (see mid).
 *
 * **Bounds.** The search expands at most `maxNodes` positions and keeps at most `tableEntries`
 * results (16 bytes each in typed arrays, and half a byte of a filter that answers most lookups of
 * positions never stored without reaching the table; when a bucket is full the result with the
 * least work behind it gives way, a non-final one first). Reaching the node bound, or the caller's
 * `shouldStop`, ends the search with the value `unknown`: a value is given only when proved.
 * A position whose moves the engine's work bound cut short (Simulator.enumerationCut), or where a
 * move meets more choices than `maxDecisions` (listMoves' 32 by default), is never proved or
 * disproved: the search's value is then `unknown`, stopped by the cut.
 */
import { DEFAULT_MAX_DECISIONS, err, ok, opponent, Simulator, type Player, type Position, type Result, type Ruleset } from '../engine/index.ts';
import { countProof, principalLine } from './lines.ts';
import { DEFAULT_MAX_NODES, solveProblem, type SolvedValue, type SolveError, type SolveOptions } from './options.ts';
import { Search } from './search.ts';
import { INF } from './table.ts';

export interface SolveResult {
  /** The value for the side to move. */
  readonly value: SolvedValue;
  /** A move that achieves it (a winning move; for a draw, one that does not lose; for a loss, the longest resistance found), or null. */
  readonly move: string | null;
  /** A principal line from the position (moves in notation), as far as the table still holds it. */
  readonly line: readonly string[];
  /** Positions expanded. */
  readonly nodes: number;
  /** Positions generated: the moves of every expansion, each played through on the simulator (a position expanded again is generated again). */
  readonly generated: number;
  /** Distinct positions in the proof (or disproof) of the value, counted up to PROOF_COUNT_LIMIT; null when unknown or when the table lost part of it. */
  readonly proofSize: number | null;
  /** Results in the table at the end, its capacity, and the bytes it takes (all 0 when no table was made: a side to move with no move). */
  readonly stored: number;
  readonly capacity: number;
  readonly tableBytes: number;
  /** Why the value is unknown: the node bound, the caller's stop, or a position whose moves were cut short. */
  readonly stoppedBy: 'nodes' | 'stop' | 'cut' | null;
  /**
   * The questions asked: 1 (the side to move's win; its disproof, leaning on no draw, is a loss),
   * 2 (the opponent's win too, as the first was disproved through a draw), or 0 (none: no move).
   */
  readonly questions: 0 | 1 | 2;
}

/**
 * Solve a position for the side to move (see the module's comment). The position is taken as the
 * start of a game's history: no earlier position counts for repetition, and the move limit
 * (maxPlies) is counted from it.
 */
export function solve(rules: Ruleset, pos: Position, opts: SolveOptions = {}): Result<SolveResult, SolveError> {
  const problem = solveProblem(rules, pos, opts);
  if (problem) return err(problem);
  // D-end: a side to move with no move has lost (or drawn, AMB-19), said at once within any budget
  // and with no table made (the search would ask both questions, and a budget of one position asked only the first).
  const ended = noMoveValue(rules, pos, opts.maxDecisions);
  if (ended !== null) {
    return ok({ value: ended, move: null, line: [], nodes: 1, generated: 0, proofSize: 1, stored: 0, capacity: 0, tableBytes: 0, stoppedBy: null, questions: 0 });
  }
  let maxCount = 0;
  for (const c of pos.counts) maxCount += c;
  const search = new Search(rules, pos.cols, opts, maxCount);
  const me = pos.toMove;
  const other = opponent(me);
  // A snapshot taken during the second question was taken after the first was disproved.
  const first = opts.resumeFrom?.question === 'loss' ? { phi: INF, delta: 0, drew: true } : search.ask(pos, me);
  let value: SolvedValue = 'unknown';
  let asked: Player = me;
  if (first.phi === 0) value = 'win';
  // A disproof that leaned on no draw shows the opponent winning whatever the side to move does:
  // a loss, and the second question would only search the same positions again.
  else if (first.delta === 0 && !first.drew && search.stoppedBy === null) value = 'loss';
  else if (first.delta === 0 && search.stoppedBy === null) {
    asked = other;
    search.firstQuestionAsked = opts.reuseFirstQuestion !== false;
    const second = search.ask(pos, other);
    // The root is the defender's node in the second question: δ = 0 means the opponent wins.
    if (second.delta === 0) value = 'loss';
    // With a game's earlier positions taken as draws, a draw is not proved (SolveOptions.game).
    else if (second.phi === 0 && !(opts.game && opts.game.history.length > 0)) value = 'draw';
  }
  if (value !== 'unknown') search.stoppedBy = null;
  // Reading the line and the proof expands positions again: they are not the search's.
  const generated = search.generated;
  // A win or a loss is proved without a draw: its line and proof follow only such children.
  const drawFree = value !== 'draw';
  const line = value === 'unknown' ? [] : principalLine(search, pos, asked, drawFree);
  const proofSize = value === 'unknown' ? null : countProof(search, pos, asked, drawFree);
  return ok({
    value,
    move: line[0] ?? null,
    line,
    nodes: search.nodes,
    generated,
    proofSize,
    stored: search.table.stored,
    capacity: search.table.capacity,
    tableBytes: search.table.bytes,
    stoppedBy: value === 'unknown' ? (search.stoppedBy === 'stop' ? 'stop' : search.sawCut ? 'cut' : (search.stoppedBy ?? 'nodes')) : null,
    questions: asked === me ? 1 : 2,
  });
}

/**
 * Whether the side to move has no move (D-end); a list the engine's bound of work cut short is not
 * known to be empty. `solve` then answers a loss at once and makes no table (so `choro solve` has
 * no memory to warn of).
 */
export function hasNoMove(rules: Ruleset, pos: Position, maxDecisions = DEFAULT_MAX_DECISIONS): boolean {
  return noMoveValue(rules, pos, maxDecisions) !== null;
}

/** The value of a position whose side to move has no move: a loss (D-end), or a draw when every move never ends under onlyEndless=draw (AMB-19); null when he has a move. */
function noMoveValue(rules: Ruleset, pos: Position, maxDecisions = DEFAULT_MAX_DECISIONS): 'loss' | 'draw' | null {
  const sim = new Simulator(rules, pos.cols);
  sim.setBoard(pos.counts, pos.toMove);
  if (sim.forEachMove(() => {}, maxDecisions) > 0 || sim.enumerationCut) return null;
  return sim.endlessSkipped > 0 && rules.onlyEndless.result === 'drawn' ? 'draw' : 'loss';
}

export interface ShortestWin {
  /** The fewest moves in which the side to move forces a win (its own and the opponent's, counted alike: always odd). */
  readonly moves: number;
  /** A line of that length (the opponent holding out longest), its first move the one to play. */
  readonly line: readonly string[];
  /** Positions expanded by all the searches together. */
  readonly nodes: number;
}

/**
 * The fewest moves in which the side to move can force a win, knowing it wins within `within`
 * (the length of a line `solve` found: df-pn proves a win, not the quickest one). It asks "can the
 * side to move win within d moves?" for d = 1, 3, 5, … (a win always comes on the winner's own move:
 * his K-win, or an opponent left with no move to make), each a search whose move limit falls just
 * after the d-th move, so that a win by D-end on that move counts; the first d proved is the
 * answer. A line that wins with a repetition can be cut short at the first visit, so the searches'
 * repetition rule (a position met again on the path is a draw) keeps every win within d. Null when
 * the budget (`maxNodes`, `shouldStop`, all searches together) runs out first, or the game's own
 * move limit comes before a shorter limit: then `within` is all that is known.
 */
export function shortestWin(rules: Ruleset, pos: Position, within: number, opts: SolveOptions = {}): ShortestWin | null {
  if (solveProblem(rules, pos, opts) !== null) return null;
  const plies = opts.game?.plies ?? 0;
  const budget = opts.maxNodes ?? DEFAULT_MAX_NODES;
  let maxCount = 0;
  for (const c of pos.counts) maxCount += c;
  let spent = 0;
  for (let d = 1; d <= within + 1; d += 2) {
    // The move limit just after the d-th move: beyond the game's own limit, that limit rules.
    const limit = plies + d + 1;
    if (limit > rules.gameLimit.maxPlies) return null;
    const capped: Ruleset = { ...rules, gameLimit: { ...rules.gameLimit, maxPlies: limit } };
    const search = new Search(capped, pos.cols, { ...opts, maxNodes: budget - spent }, maxCount);
    const r = search.ask(pos, pos.toMove);
    spent += search.nodes;
    if (r.phi === 0) return { moves: d, line: principalLine(search, pos, pos.toMove, true), nodes: spent };
    // Not proved that there is no win within d: the answer is not known.
    if (r.delta !== 0 || spent >= budget) return null;
  }
  return null;
}

