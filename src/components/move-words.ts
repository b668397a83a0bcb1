/**
 * Moves in words, read by the engine's parser: what each sign after a `/` does at a choice met
 * inside a move, a move spelt out as an instruction (the notation key, the solved openings' key),
 * and a move named for the ear (what /play/'s live region says): a screen reader reads
 * `xf4/</</<` sign by sign, "x f 4 slash less-than …", where a reader needs the words.
 */
import { CHOICE_WORDS, formatHole, parseMove, type DecisionToken } from '../engine/index.ts';

/** The board of the sources: 8 columns. */
const COLS = 8;

/** The same words as what was done ("taking the clockwise chance"), for a move named after it is played. */
const CHOICE_DONE: Readonly<Record<DecisionToken, string>> = Object.fromEntries(
  Object.entries(CHOICE_WORDS).map(([token, words]) => [token, words.replace(/\b(go|take|leave|play)\b/g, (verb) => `${verb.replace(/e$/, '')}ing`)]),
) as Record<DecisionToken, string>;

/** Small counts in words, as the site's prose writes them. */
const NUMBER_WORDS: readonly string[] = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The choices a move meets, each said with `words`: "take the clockwise chance at each of the three choices the move meets". */
function choicesInWords(decisions: readonly DecisionToken[], words: Readonly<Record<DecisionToken, string>>): string {
  const count = NUMBER_WORDS[decisions.length] ?? String(decisions.length);
  if (decisions.length === 1) return `${words[decisions[0]!]} at the one choice the move meets`;
  if (decisions.every((d) => d === decisions[0])) return `${words[decisions[0]!]} at each of the ${count} choices the move meets`;
  return `at the ${count} choices the move meets, in order: ${decisions.map((d) => words[d]).join('; ')}`;
}

/**
 * A move spelt out from its notation, as the engine's parser reads it: "take the marbles en prise
 * facing f4 and sow them from it, then take the clockwise chance at each of the three choices the
 * move meets". The clauses behind each part are the key's (/notation/#moves). Null for a text the
 * parser refuses.
 */
export function moveInWords(move: string, cols: number = COLS): string | null {
  const parsed = parseMove(move, cols);
  if (!parsed.ok) return null;
  const { start, decisions } = parsed.value;
  const hole = formatHole(start.hole, cols);
  const head = start.kind === 'capture'
    ? `take the marbles en prise facing ${hole} and sow them from it`
    : `lift ${hole} and sow it ${start.clockwise ? 'clockwise' : 'counter-clockwise'}`;
  return decisions.length === 0 ? head : `${head}, then ${choicesInWords(decisions, CHOICE_WORDS)}`;
}

/**
 * A move named for the ear, after "A played" or "Taken back:": a plain start by its hole ("b5"),
 * as it is read aloud well; any sign in words ("b5 clockwise", "a start capture from f4, taking
 * the clockwise chance at each of the three choices the move meets"). A text the parser refuses
 * is given back as it is.
 */
export function spokenMove(move: string, cols: number = COLS): string {
  const parsed = parseMove(move, cols);
  if (!parsed.ok) return move;
  const { start, decisions } = parsed.value;
  const hole = formatHole(start.hole, cols);
  const head = start.kind === 'capture' ? `a start capture from ${hole}` : start.clockwise ? `${hole} clockwise` : hole;
  return decisions.length === 0 ? head : `${head}, ${choicesInWords(decisions, CHOICE_DONE)}`;
}

/**
 * The move in words where its notation has signs a reader may not know (or a screen reader reads
 * one by one): spokenMove's words, or null for a plain start ("b5"), which says itself.
 */
export function moveWordsBeyondNotation(move: string, cols: number = COLS): string | null {
  const words = spokenMove(move, cols);
  return words === move ? null : words;
}

/**
 * The first caption of a move's steps: who plays it, in notation, and the same move in words where
 * they say more (moveWordsBeyondNotation): "A plays xf4/<: a start capture from f4, taking the
 * clockwise chance at the one choice the move meets."
 */
export function playsCaption(who: string, move: string, cols: number = COLS): string {
  const words = moveWordsBeyondNotation(move, cols);
  return words === null ? `${who} plays ${move}.` : `${who} plays ${move}: ${words}.`;
}
