/**
 * What a settled search shows besides its value, read back from its table: the principal line
 * (the moves in notation) and the size of the proof. Reading them expands positions again; the
 * search's own counts are taken before.
 */
import { listMoves, makePosition, opponent, type Player, type Position, type Ruleset } from '../engine/index.ts';
import { PROOF_COUNT_LIMIT } from './options.ts';
import type { Search } from './search.ts';

/** The notation of the legal move from `pos` that reaches `board`. */
function moveTo(rules: Ruleset, pos: Position, board: Int32Array): string | null {
  for (const m of listMoves(rules, pos).legal) {
    let same = true;
    for (let i = 0; i < board.length && same; i++) same = m.after.counts[i] === board[i];
    if (same) return m.notation;
  }
  return null;
}

/**
 * The principal line under the question that settled the value: where the side to move reaches
 * its goal, the child that fails it soonest; where it fails, the child that holds out longest.
 * With `drawFree` (a win or a loss), a goal is reached only through a child that leans on no draw.
 */
export function principalLine(search: Search, root: Position, attacker: Player, drawFree: boolean): string[] {
  search.setQuestion(attacker);
  const line: string[] = [];
  let pos = root;
  search.enter(0, Int32Array.from(root.counts), root.toMove);
  for (let depth = 0; depth < search.maxDepth; depth++) {
    const kids = search.children(depth, pos.toMove);
    if (kids.length === 0) break;
    const goal = kids.some((k) => k.delta === 0);
    let pick = -1;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i]!;
      if (goal ? k.delta !== 0 || (drawFree && k.drew) : k.phi !== 0) continue;
      if (pick < 0 || (goal ? k.len < kids[pick]!.len : k.len > kids[pick]!.len)) pick = i;
    }
    if (pick < 0) break; // the table no longer holds this part
    const board = kids[pick]!.board;
    const notation = moveTo(search.rules, pos, board);
    if (notation === null) break;
    line.push(notation);
    // A child settled with no line after it ends the game there (K-win, a draw, no move left).
    if (kids[pick]!.len === 0) break;
    pos = makePosition(pos.cols, board, opponent(pos.toMove));
    search.enter(depth + 1, board, pos.toMove);
  }
  return line;
}
/**
 * Distinct positions in the proof tree of the settled question: every child where the side to
 * move fails its goal, one child where it reaches it. Null if the table lost a part of it.
 */
export function countProof(search: Search, root: Position, attacker: Player, drawFree: boolean): number | null {
  search.setQuestion(attacker);
  const seen = new Set<string>();
  let complete = true;
  const visit = (depth: number, board: Int32Array, toMove: Player): void => {
    if (seen.size >= PROOF_COUNT_LIMIT || !complete) return;
    const key = `${toMove}${board.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    search.enter(depth, board, toMove);
    const kids = search.children(depth, toMove);
    if (kids.length === 0) return;
    // With `drawFree` (a win or a loss), only a child that leans on no draw reaches the goal.
    const goal = kids.findIndex((k) => k.delta === 0 && !(drawFree && k.drew));
    if (goal < 0 && kids.some((k) => k.delta === 0)) {
      complete = false;
      return;
    }
    const next = opponent(toMove);
    const follow = goal >= 0 ? [kids[goal]!] : kids;
    for (const k of follow) {
      if (goal < 0 && (k.phi !== 0 || (drawFree && k.drew))) {
        complete = false;
        return;
      }
      // Terminal children (K-win, draws, immobile) are counted, not expanded.
      if (k.len === 0) {
        seen.add(`${next}${k.board.join(',')}`);
        continue;
      }
      visit(depth + 1, k.board, next);
    }
  };
  visit(0, Int32Array.from(root.counts), root.toMove);
  return complete ? seen.size : null;
}
