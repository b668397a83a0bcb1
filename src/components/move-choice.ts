/**
 * A move as a reader builds it on a board, shared by /play/ and the lessons: the starts a
 * clicked hole offers, in words; a move tried one decision at a time, with the board each
 * choice arises on and where each answer leads; and why a hole may not start a move. Every
 * rule is the engine's (`legalStarts`, `play`): this module only puts its answers in words,
 * naming holes in the reader's letters.
 */
import {
  CHOICE_WORDS, boardIndex, formatMove, legalStarts, parseMove, play, type DecisionPoint, type DecisionToken, type Move,
  type MoveResult, type Player, type Position, type Ruleset, type Start,
} from '../engine/index.ts';
import { columnName, hasLetters, holeName, holeOfIndex, letterOf, type Labels } from './holes.ts';
import { MAX_SHOWN_STEPS } from './frames.ts';
import { plural } from './captions.ts';
import { spokenMove } from './move-words.ts';
import { upperFirst } from './sentence.ts';

/**
 * The hole a move in notation starts from, for the side to move: its whole-board index (to ring
 * on a board) and its name in the reader's letters; null if the notation does not read.
 */
export function moveStartHole(pos: Pick<Position, 'cols' | 'toMove'>, notation: string, labels: Labels = 'coords'): { readonly index: number; readonly name: string } | null {
  const m = parseMove(notation, pos.cols);
  if (!m.ok) return null;
  const local = m.value.start.hole;
  return { index: boardIndex(pos.toMove, local, pos.cols), name: holeName({ player: pos.toMove, local }, pos.cols, labels) };
}

/** A start as a reader chooses it, with a plain description. */
export interface StartChoice {
  readonly start: Start;
  readonly notation: string;
  readonly label: string;
}

/**
 * What a hole that starts `ways` does, for its name on a board in play: the one move it starts,
 * named for the ear ("play a start capture from f8"), or how many ways it may start ("2 ways to start").
 */
export function holeAction(ways: readonly StartChoice[], cols: number): string {
  return ways.length === 1 ? `play ${spokenMove(ways[0]!.notation, cols)}` : `${ways.length} ways to start`;
}

/**
 * A hole of the side to move, in a sentence: its letter in the lettering the reader chose (the
 * code's own: Driberg's or Murray's), or its column name where there are none ("b3").
 */
export function moverHole(player: Player, local: number, cols: number, labels: Labels): string {
  return labels !== 'coords' && hasLetters(cols) ? letterOf(player, local, labels) : columnName(local, cols);
}

export function describeStart(start: Start, pos: Pick<Position, 'cols' | 'toMove'>, labels: Labels = 'coords'): string {
  const hole = moverHole(pos.toMove, start.hole, pos.cols, labels);
  if (start.kind === 'capture') return `Capture the marbles en prise to ${hole} first (L-start)`;
  return start.clockwise ? `Sow ${hole} clockwise` : `Sow ${hole} counter-clockwise`;
}

/** The starts the side to move may try, grouped by the whole-board index of the hole clicked. */
export function startsByHole(rules: Ruleset, pos: Position, firstTurn = false, labels: Labels = 'coords'): Map<number, StartChoice[]> {
  const out = new Map<number, StartChoice[]>();
  for (const start of legalStarts(rules, pos, firstTurn)) {
    const index = boardIndex(pos.toMove, start.hole, pos.cols);
    const list = out.get(index) ?? [];
    list.push({ start, notation: formatMove({ start, decisions: [] }, pos.cols), label: describeStart(start, pos, labels) });
    out.set(index, list);
  }
  return out;
}

/** One option at a decision point, for the prompt. */
export interface DecisionOption {
  readonly token: DecisionToken;
  readonly label: string;
}

/**
 * Each answer in the engine's words for it (CHOICE_WORDS, as the notation key gives them), then the
 * sign it is written with, which the move's notation will show: "Take the clockwise chance (“/<”
 * in the notation)".
 */
export function decisionOptions(point: DecisionPoint): DecisionOption[] {
  return point.options.map((token) => ({ token, label: `${upperFirst(CHOICE_WORDS[token])} (“/${token}” in the notation)` }));
}


/**
 * What one answer to a decision leads to, worked out before the reader picks it: the board
 * after it (the move's end, or the next choice), the marbles it takes from the choice on, and
 * whether the move then ends, asks again, or wins the game (K-win).
 */
export interface DecisionPreview {
  readonly token: DecisionToken;
  readonly counts: readonly number[];
  /** Marbles taken from the choice to the end of the move (or to the next choice). */
  readonly captured: number;
  /** Laps run from the choice on. */
  readonly laps: number;
  /** `ended`: the move ends; `asks`: another choice comes, at `hole`; `refused`: the engine refuses it (a move that never ends, AMB-3). */
  readonly outcome: 'ended' | 'asks' | 'refused';
  readonly hole: number | null;
  readonly endHoleWin: boolean;
  /** The preview in words, for the option's button. */
  readonly words: string;
}

/** Where a move stands once a start (and some decisions) are chosen. */
export type MoveAttempt =
  | { readonly kind: 'complete'; readonly result: MoveResult }
  | {
      readonly kind: 'decide'; readonly move: Move; readonly point: DecisionPoint; readonly prompt: string; readonly options: readonly DecisionOption[];
      /** The board as the choice finds it (the lap that poses it has just ended), and what each answer leads to. */
      readonly counts: readonly number[];
      readonly previews: readonly DecisionPreview[];
    }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * Try a start with the decisions chosen so far: the finished move, the next question, or why it
 * cannot be played. `firstTurn`: a first turn of a sequential opening (LU-open). `labels`: how
 * the prompt names holes (the reader's choice of letters).
 */
export function attemptMove(rules: Ruleset, pos: Position, move: Move, firstTurn = false, labels: Labels = 'coords'): MoveAttempt {
  const r = play(rules, pos, move, { trace: true, opening: firstTurn, maxTraceEvents: MAX_SHOWN_STEPS });
  if (r.ok) return { kind: 'complete', result: r.value };
  if (r.error.code === 'missing-decision' && r.error.pending && r.error.reached) {
    const point = r.error.pending;
    const where = moverHole(pos.toMove, point.hole, pos.cols, labels);
    // LU-cw: a clockwise lap needs only to land facing marbles en prise, and any lap may turn.
    const landsFacing = rules.reverse?.test.landing === 'faces-en-prise';
    const why = landsFacing ? 'since it would end in a front hole facing marbles en prise' : 'since that captures';
    const what = point.kind === 'relay-direction'
      ? landsFacing
        ? `Your lap ended in ${where}, where clockwise play is allowed; you may lift it and sow clockwise, ${why}`
        : `Your lap ended in ${where}, ${rules.reverse?.holes === 'murray-reverse-holes' ? 'a reverse hole' : 'in the turning base'}; you may lift it and sow clockwise, ${why}`
      : point.kind === 'chain'
        ? `You captured sowing clockwise; ${chainChances(point.options, where)}`
        : landsFacing
          ? `The marbles taken, sown on from ${where}, may go clockwise, ${why}`
          : `The increment in ${where} may itself go clockwise (an option you chose)`;
    const reached = r.error.reached;
    const previews = point.options.map((token) => previewAnswer(rules, pos, move, token, reached, firstTurn, labels));
    return { kind: 'decide', move, point, prompt: `${what} (${point.clause}). Choose:`, options: decisionOptions(point), counts: reached.counts, previews };
  }
  return { kind: 'refused', message: r.error.message };
}

/**
 * The chances a chain offers, as its answers do (K-chain): going on clockwise ("<") where that
 * captures again, leaving the increment and playing from the other reverse hole ("^") where that
 * captures, or both; the prompt names only those the buttons under it offer.
 */
function chainChances(options: readonly DecisionToken[], where: string): string {
  const again = options.includes('<');
  const other = options.includes('^');
  if (again && other) return `the increment in ${where} may go on clockwise, since that captures again, or be left there while you play clockwise from the other reverse hole, since that captures too`;
  if (other) return `you may leave the increment in ${where} and play clockwise from the other reverse hole, since that captures`;
  return `the increment in ${where} may go on clockwise, since that captures again`;
}

/** One answer played on, to the move's end or the next choice, without a trace (see DecisionPreview). */
function previewAnswer(
  rules: Ruleset, pos: Position, move: Move, token: DecisionToken,
  reached: { readonly counts: readonly number[]; readonly captured: number; readonly laps: number }, firstTurn: boolean, labels: Labels,
): DecisionPreview {
  const r = play(rules, pos, { start: move.start, decisions: [...move.decisions, token] }, { opening: firstTurn });
  const taken = (n: number) => (n === 0 ? 'takes nothing more' : `takes ${plural(n, 'more marble', 'more marbles')}`);
  if (r.ok) {
    const captured = r.value.captured - reached.captured;
    const laps = r.value.laps - reached.laps;
    const words = `${taken(captured)}; the move ends ${laps === 0 ? 'within this lap' : `after ${plural(laps, 'more lap', 'more laps')}`}${r.value.endHoleWin ? ', and wins the game (K-win)' : ''}`;
    return { token, counts: r.value.after.counts, captured, laps: r.value.laps - reached.laps, outcome: 'ended', hole: null, endHoleWin: r.value.endHoleWin, words };
  }
  const next = r.error.reached;
  if (r.error.code === 'missing-decision' && r.error.pending && next) {
    const captured = next.captured - reached.captured;
    const hole = r.error.pending.hole;
    return {
      token, counts: next.counts, captured, laps: next.laps - reached.laps, outcome: 'asks', hole, endHoleWin: false,
      words: `${taken(captured)}, then another choice at ${moverHole(pos.toMove, hole, pos.cols, labels)}`,
    };
  }
  return { token, counts: reached.counts, captured: 0, laps: 0, outcome: 'refused', hole: null, endHoleWin: false, words: `not playable: ${r.error.message.replace(/^\S+: /, '')}` };
}

/**
 * Why the hole at whole-board `index` cannot start the mover's move, in words with the clause:
 * another player's hole (D-choice), or the engine's refusal of a start from it ("a move needs at
 * least 2 marbles…", L-start's compulsory capture…), the hole named in the reader's letters.
 */
export function whyNotStart(rules: Ruleset, pos: Position, index: number, labels: Labels, firstTurn = false): string {
  const { player, local } = holeOfIndex(index, pos.cols);
  const name = holeName({ player, local }, pos.cols, labels);
  if (player !== pos.toMove) return `${name} is ${player}’s hole: ${pos.toMove} moves from a hole of ${pos.toMove}’s own two rows (D-choice)`;
  const a = attemptMove(rules, pos, { start: { kind: 'sow', hole: local, clockwise: false }, decisions: [] }, firstTurn);
  // The engine names the hole by its column ("b1: …"); the reader sees the board's letters.
  return `${name} cannot start a move${a.kind === 'refused' ? `: ${a.message.replace(/^[a-z]\d+: /, '')}` : ''}`;
}
