/**
 * The lessons' logic, without a board: whether a try is the answer, what it did in words, and
 * the reader's progress as kept in the browser. The rules are the engine's: a move is judged by
 * what `play` reports of it (laps, marbles taken, the opponent's moves after it).
 */
import { listMoves, parsePosition, type MoveResult, type Player, type Position, type Ruleset } from '../../engine/index.ts';
import { letterOf, parseLetter, type Lettering } from '../../components/holes.ts';
import { boardIndex } from '../../engine/index.ts';
import type { Lesson, LessonIdea } from '../../data/lessons.ts';
import { plural } from '../../components/captions.ts';

/** Whether a move shows a lesson's idea (see LessonIdea). */
export function showsIdea(idea: LessonIdea, m: MoveResult, rules: Ruleset): boolean {
  switch (idea) {
    case 'single-lap': return m.laps === 1 && m.captured === 0;
    case 'relays': return m.laps >= 3 && m.captured === 0;
    case 'captures': return m.captured > 0;
    case 'start-capture': return m.move.start.kind === 'capture';
    case 'clockwise': return (m.move.start.kind === 'sow' && m.move.start.clockwise) || m.move.decisions.includes('<');
    case 'clockwise-chain': return m.move.decisions.filter((d) => d === '<').length + (m.move.start.kind === 'sow' && m.move.start.clockwise ? 1 : 0) >= 2;
    // D-end: the opponent has no legal move left (a K-win ends the game another way).
    case 'immobilises': return !m.endHoleWin && listMoves(rules, m.after).legal.length === 0;
    case 'end-hole-win': return m.endHoleWin;
  }
}

/** A lesson's position; the lesson data is checked by its test, so a bad one is a programming error. */
export function lessonPosition(lesson: Pick<Lesson, 'id' | 'position'>): Position {
  const p = parsePosition(lesson.position);
  if (!p.ok) throw new Error(`lesson "${lesson.id}": ${p.error.message}`);
  return p.value;
}

/** The whole-board indices of a hole lesson's answers, from their letters. */
export function answerHoles(holes: readonly string[], lettering: Lettering): number[] {
  return holes.map((h) => {
    const r = parseLetter(h, lettering);
    if (!r.ok) throw new Error(`lesson hole "${h}": ${r.error.message}`);
    return boardIndex(r.value.player, r.value.local, 8);
  });
}

/**
 * A move's name in a lesson: the letter of the hole it starts from, in the lettering the lesson's
 * page names holes in, then its notation, which says the rest (signs for its choices): "E (f6)".
 */
export function moveName(m: MoveResult, mover: Player, lettering: Lettering): string {
  return `${letterOf(mover, m.move.start.hole, lettering)} (${m.notation})`;
}

/** What a move did, in words: "f5: 3 laps, 2 marbles taken.", the move named `name`. */
export function moveFacts(m: MoveResult, rules: Ruleset, name: string = m.notation): string {
  const taken = m.captured === 0 ? 'nothing taken' : `${plural(m.captured, 'marble')} taken`;
  const after = m.endHoleWin ? '; it wins the game (K-win)' : listMoves(rules, m.after).legal.length === 0 ? `; ${m.after.toMove} cannot move` : '';
  return `${name}: ${plural(m.laps, 'lap')}, ${taken}${after}.`;
}

/** The verdict on a move tried in a move lesson, the move named by its hole's letter in `lettering` (moveName). */
export function judgeMove(lesson: Lesson, m: MoveResult, rules: Ruleset, lettering: Lettering): { readonly right: boolean; readonly words: string } {
  if (lesson.task.kind !== 'move') throw new Error(`lesson "${lesson.id}" asks for no move`);
  const right = lesson.task.answers.includes(m.notation);
  const facts = moveFacts(m, rules, moveName(m, lessonPosition(lesson).toMove, lettering));
  return { right, words: right ? `Right. ${facts} ${lesson.shown}` : `Not this one. ${facts} ${lesson.hint}` };
}

// ------------------------------------------------------------------ progress

/** Where the lessons done are kept in the browser: only lesson ids, never anything else. */
export const PROGRESS_KEY = 'choro.lessons.v1';

/** The lessons done, from what local storage holds; anything unreadable counts as none, never an error. */
export function readProgress(text: string | null, known: readonly string[]): Set<string> {
  if (!text) return new Set();
  try {
    const v = JSON.parse(text) as unknown;
    const done = v && typeof v === 'object' && Array.isArray((v as { done?: unknown }).done) ? (v as { done: unknown[] }).done : [];
    return new Set(done.filter((id): id is string => typeof id === 'string' && known.includes(id)));
  } catch {
    return new Set();
  }
}

export function writeProgress(done: ReadonlySet<string>): string {
  return JSON.stringify({ done: [...done].sort() });
}
