/**
 * Build-time extraction of engine source code for the "How the engine implements this" panels
 * of the edition pages. Reads a file of src/engine with node:fs, finds a symbol by name and
 * returns its text, doc comment included, with the line range it comes from.
 *
 * Symbols:
 * - `name`: a top-level `export function name`, `export const name` or `function name`;
 * - `Class.method`: a method (or property) of `class Class`, any modifiers (`private`, `static`…).
 *
 * A symbol that cannot be found throws an Error naming the clause, the file and the symbol, so
 * a renamed engine function fails `astro build` instead of leaving a stale panel.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SymbolRef {
  /** Repository-relative path, e.g. `src/engine/machine/runner.ts`. */
  readonly file: string;
  /** `name` or `Class.member`. */
  readonly symbol: string;
}

export interface ExtractedSymbol extends SymbolRef {
  readonly code: string;
  /** 1-based, inclusive: the first line of the doc comment (or of the declaration) and the last line. */
  readonly startLine: number;
  readonly endLine: number;
}

/** The repository root: two levels above src/lib (works from the sources and from Astro's build). */
export function repoRoot(): string {
  return process.cwd();
}

const cache = new Map<string, string>();

function readSource(file: string): string {
  if (!file.startsWith('src/engine/')) throw new Error(`engine source: "${file}" is not under src/engine/`);
  let text = cache.get(file);
  if (text === undefined) {
    const full = path.join(repoRoot(), file);
    try {
      text = readFileSync(full, 'utf8');
    } catch {
      throw new Error(`engine source: cannot read "${file}" (looked for ${full})`);
    }
    cache.set(file, text);
  }
  return text;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Index just past the block that opens at the first "{" at or after `from` (or the end of the
 * statement at ";" if a ";" comes first, as in `export const X = 16;`). Strings, template
 * literals and comments are skipped so that braces inside them do not count.
 */
function endOfDeclaration(text: string, from: number): number {
  let depth = 0;
  let i = from;
  let opened = false;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) return text.length;
      continue;
    }
    if (c === '/' && next === '*') {
      i = text.indexOf('*/', i + 2) + 2;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      i++;
      while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '{') {
      depth++;
      opened = true;
    } else if (c === '}') {
      depth--;
      if (opened && depth === 0) {
        // A type literal closed (`): { a: number } {`): the body is still to come.
        const rest = text.slice(i + 1).match(/^\s*(\S)/)?.[1];
        if (rest !== '{' && rest !== '|' && rest !== '&' && rest !== '=') return i + 1;
        opened = false;
      }
    } else if (c === ';' && depth === 0) return i + 1;
    i++;
  }
  return text.length;
}

/** Start of the doc comment (`/** … *\/`) that ends just before `declStart`, or `declStart`. */
function withDocComment(text: string, declStart: number): number {
  const before = text.slice(0, declStart).replace(/[ \t]*$/, '');
  const trimmed = before.replace(/\s*$/, '');
  if (!trimmed.endsWith('*/')) return declStart;
  const open = trimmed.lastIndexOf('/**');
  if (open < 0) return declStart;
  // Back to the start of the comment's line, keeping its indentation.
  return text.lastIndexOf('\n', open) + 1;
}

function lineOf(text: string, index: number): number {
  let n = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

function dedent(code: string): string {
  const lines = code.split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => l.match(/^[ \t]*/)![0].length);
  const min = Math.min(...indents);
  return lines.map((l) => l.slice(min)).join('\n');
}

/** Find `ref.symbol` in `ref.file`; throws a clear Error when it is not there. `context` names who asked (a clause id). */
export function extractSymbol(ref: SymbolRef, context = ''): ExtractedSymbol {
  const text = readSource(ref.file);
  const who = context ? `${context}: ` : '';
  let declStart = -1;
  const dot = ref.symbol.indexOf('.');
  if (dot < 0) {
    const re = new RegExp(`^(?:export\\s+)?(?:async\\s+)?(?:function\\s*\\*?|const|let|class|interface|type)\\s+${escapeRe(ref.symbol)}\\b`, 'm');
    const m = re.exec(text);
    if (m) declStart = m.index;
  } else {
    const cls = ref.symbol.slice(0, dot);
    const member = ref.symbol.slice(dot + 1);
    const cm = new RegExp(`^(?:export\\s+)?(?:abstract\\s+)?class\\s+${escapeRe(cls)}\\b`, 'm').exec(text);
    if (!cm) throw new Error(`${who}engine symbol not found: class "${cls}" is not in ${ref.file} (looking for ${ref.symbol})`);
    const classEnd = endOfDeclaration(text, cm.index);
    const body = text.slice(cm.index, classEnd);
    const mm = new RegExp(
      `^[ \\t]+(?:(?:public|private|protected|static|readonly|async|override)\\s+)*${escapeRe(member)}\\s*[(<:=]`,
      'm',
    ).exec(body);
    if (mm) declStart = cm.index + mm.index;
  }
  if (declStart < 0) {
    throw new Error(`${who}engine symbol not found: "${ref.symbol}" is not declared in ${ref.file}. Update "implementation" in src/data/clauses.json.`);
  }
  const end = endOfDeclaration(text, declStart);
  const start = withDocComment(text, declStart);
  return {
    ...ref,
    code: dedent(text.slice(start, end)),
    startLine: lineOf(text, start),
    endLine: lineOf(text, end - 1),
  };
}

