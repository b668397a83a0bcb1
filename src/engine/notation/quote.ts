/**
 * Quoting text from the input in messages: a message names what is wrong, and the input it
 * quotes may be anything a link or a command line carries. Control characters are shown as
 * escapes (so a message never moves a terminal's cursor or hides text), and a long value is cut
 * with an ellipsis and its length (so a message stays one readable line).
 */

/** Longest stretch of input a message quotes before cutting it. */
export const QUOTE_LIMIT = 40;

/** Escape control characters (C0, DEL, C1, line and paragraph separators, bidirectional controls) as \xNN or \uNNNN. */
export function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, (c) => {
    const code = c.charCodeAt(0);
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Input text as a message shows it: escaped, and cut after `limit` characters with "…" and the full length. */
export function quoteInput(text: string, limit: number = QUOTE_LIMIT): string {
  const chars = [...text];
  return `"${cutInput(text, limit)}"${chars.length > limit ? ` (${chars.length} characters)` : ''}`;
}

/** Input text named in passing, unquoted (a move in "move 3 (b7)"): escaped, and cut after `limit` characters with "…". */
export function cutInput(text: string, limit: number = QUOTE_LIMIT): string {
  const chars = [...text];
  return escapeControls(chars.length > limit ? `${chars.slice(0, limit).join('')}…` : text);
}
