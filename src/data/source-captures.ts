/**
 * The source captures (source-captures/ at the root of the repository): plain-text copies of the
 * pages whose `Content "…"` fields quote Driberg 1927a, Driberg 1927b and Murray 1951 verbatim.
 * Build-time and test-time only (it reads files): the content schema checks that an edition's
 * `sourceFile` is one of them, and the tests compare the site's quotations with them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The folder of the captures, as a file path ending in a separator. */
export const CAPTURES_DIR = fileURLToPath(new URL('../../source-captures/', import.meta.url));

/** The capture files (`*.txt`), sorted. */
export function captureFiles(): string[] {
  return readdirSync(CAPTURES_DIR).filter((f) => f.endsWith('.txt')).sort();
}

/**
 * The first `Content "…"` field of a capture: the verbatim quotation without the page around it.
 * Throws, naming the file and the folder, when the capture or its field is missing.
 */
export function captureQuote(file: string): string {
  const where = `${CAPTURES_DIR}${file}`;
  if (!existsSync(where)) throw new Error(`no source capture "${file}" in ${CAPTURES_DIR}; the captures are: ${captureFiles().join(', ')}`);
  const m = /Content "([\s\S]*?)" (?:Driberg|Murray) \d{4}[ab]?: /.exec(readFileSync(where, 'utf8'));
  if (!m?.[1]) throw new Error(`no Content "…" field in the source capture ${file}`);
  return m[1];
}
