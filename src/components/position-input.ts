/**
 * A position typed by a reader (the comparison's and the try panel's text fields): read through
 * the engine's parser, with the one message both widgets show when it cannot be read.
 */
import { err, ok, parsePosition, type Position, type Result } from '../engine/index.ts';

export function readPositionInput(text: string): Result<Position, string> {
  const r = parsePosition(text);
  return r.ok ? ok(r.value) : err(`That position cannot be read: ${r.error.message}. The board keeps the last valid position.`);
}
