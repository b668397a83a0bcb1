/**
 * The fidelity table (/rules/fidelity/): for every clause of src/data/clauses.json, the engine
 * code that applies it, the tests that assert it, the worked examples that show it, the readings
 * (options) it has, and for an ambiguity its note on the edition page. Built at build time and in
 * the tests from the files themselves (node:fs), so the page and the check that guards it
 * (test/features/rules/fidelity.test.ts) read the same data.
 *
 * Which tests assert a clause is derived, not listed: a test asserts a clause when the clause id
 * stands in its full name (its `describe` titles and its own title), as the engine's tests
 * already name theirs ("L-start: a start capture that is not en prise is refused"). A list kept
 * beside the clauses would have to be edited on every renamed or added test and would go stale
 * silently; a name is what the test runner prints, so the table always shows what is run, and a
 * clause that no test names is reported at once. Names are read with the TypeScript parser, so
 * strings, comments and nesting are understood as the test runner understands them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import clausesJson from '../../data/clauses.json' with { type: 'json' };
import { EXAMPLES } from '../../data/examples.ts';
import { OPTIONS } from '../../engine/index.ts';
import { extractSymbol, repoRoot } from '../editions/engine-source.ts';

export interface ClauseEntry {
  readonly id: string;
  readonly edition: string;
  readonly title: string;
  readonly implementation?: readonly { readonly file: string; readonly symbol: string }[];
  readonly noImplementation?: string;
  /** Why an ambiguity has no option (`AMB-…` clauses only). */
  readonly noOption?: string;
}

export interface SourceFile {
  /** Repository-relative path. */
  readonly file: string;
  readonly text: string;
}

export interface FidelityInputs {
  readonly clauses: readonly ClauseEntry[];
  /** Unit tests (`test/**\/*.test.ts`) and browser tests (`test/e2e/*.spec.ts`). */
  readonly tests: readonly SourceFile[];
  /** The edition pages (src/content/editions/*.mdx). */
  readonly editions: readonly SourceFile[];
  readonly examples: readonly { readonly id: string; readonly clauses: readonly string[] }[];
  readonly options: readonly { readonly key: string; readonly clause: string; readonly values: readonly string[] | null; readonly defaultValue: string }[];
}

export interface TestRef {
  readonly file: string;
  /** The full name, `describe` titles and the test's own, joined by " › ". */
  readonly name: string;
}

export interface CodeRef {
  readonly file: string;
  readonly symbol: string;
  /** Where the symbol stands, or null with `error` when it is not in the file. */
  readonly lines: readonly [number, number] | null;
  /** The symbol's source with its doc comment (shown on the clause's page), or null with `error`. */
  readonly code: string | null;
  readonly error?: string;
}

export interface FidelityRow {
  readonly id: string;
  readonly edition: string;
  readonly title: string;
  readonly code: readonly CodeRef[];
  readonly noImplementation: string | null;
  readonly tests: readonly TestRef[];
  readonly examples: readonly string[];
  /** `key` with its values, the default first ("lango.startSingle=lift-with-own|sow"). */
  readonly options: readonly string[];
  readonly noOption: string | null;
  /** For an ambiguity: the edition page holding `<Note id="…">`, or null. */
  readonly note: string | null;
}

/** Vitest's and Playwright's groups and tests. */
const GROUPS = new Set(['describe', 'test.describe']);
const LEAVES = new Set(['it', 'test']);

/** The full names of the tests of one file. */
export function testNames(file: SourceFile): TestRef[] {
  const sf = ts.createSourceFile(file.file, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: TestRef[] = [];
  const titleOf = (arg: ts.Expression | undefined): string | null => {
    if (!arg) return null;
    if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return arg.text;
    if (ts.isTemplateExpression(arg)) return arg.getText(sf).slice(1, -1);
    return null;
  };
  const visit = (node: ts.Node, scope: readonly string[]): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sf);
      const title = titleOf(node.arguments[0]);
      if (title !== null && (GROUPS.has(callee) || LEAVES.has(callee))) {
        const names = [...scope, title];
        if (LEAVES.has(callee)) out.push({ file: file.file, name: names.join(' › ') });
        node.arguments.slice(1).forEach((a) => visit(a, names));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, scope));
  };
  visit(sf, []);
  return out;
}

/** A clause id as a whole token: "AMB-1" is not found in "AMB-11", nor "K-array-1" in "K-array-10". */
export function namesClause(text: string, id: string): boolean {
  return new RegExp(`(?<![\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text);
}

/** The notes of /ludii/, where the LU- clauses (Ludii 1.3.13's behaviour, not a source) have theirs. */
export const LUDII_NOTES = 'src/features/ludii/departures.ts';

export function fidelityRows(inputs: FidelityInputs): FidelityRow[] {
  const tests = inputs.tests.flatMap(testNames);
  return inputs.clauses.map((c) => {
    const code = (c.implementation ?? []).map((ref): CodeRef => {
      try {
        const e = extractSymbol(ref, c.id);
        return { ...ref, lines: [e.startLine, e.endLine], code: e.code };
      } catch (error) {
        return { ...ref, lines: null, code: null, error: (error as Error).message };
      }
    });
    // A clause's note: a <ClauseNote> beside the clause's words, or for an ambiguity a <Note>.
    // A Ludii behaviour (LU-…) is not in a source: its note is its entry on /ludii/ (src/features/ludii/departures.ts).
    const noteOn = inputs.editions.find((e) => e.text.includes(`<Note id="${c.id}"`) || e.text.includes(`<ClauseNote id="${c.id}"`))
      ?? (c.id.startsWith('LU-') ? inputs.editions.find((e) => e.file === LUDII_NOTES && e.text.includes(`id: '${c.id}'`)) : undefined);
    return {
      id: c.id,
      edition: c.edition,
      title: c.title,
      code,
      noImplementation: c.noImplementation ?? null,
      tests: tests.filter((t) => namesClause(t.name, c.id)),
      examples: inputs.examples.filter((e) => e.clauses.includes(c.id)).map((e) => e.id),
      options: inputs.options.filter((o) => o.clause === c.id).map((o) => `${o.key}=${o.values === null ? `${o.defaultValue} (a whole number)` : o.values.join('|')}`),
      noOption: c.noOption ?? null,
      note: noteOn ? noteOn.file : null,
    };
  });
}

/**
 * What the table lacks, one line per fault, naming the clause: code that is not there, no test,
 * no note on an edition page, and for an ambiguity (AMB-…) neither an option nor a reason
 * why there is none (or both: a reason left standing beside an option).
 */
export function fidelityProblems(rows: readonly FidelityRow[]): string[] {
  const problems: string[] = [];
  for (const r of rows) {
    if (r.code.length === 0 && r.noImplementation === null) problems.push(`${r.id}: no engine code applies it, and "noImplementation" does not say why (src/data/clauses.json)`);
    for (const c of r.code) if (c.lines === null) problems.push(`${r.id}: ${c.error}`);
    if (r.tests.length === 0) problems.push(`${r.id}: no test names it; put "${r.id}" in the title of a test (or of its describe block) that asserts it`);
    if (r.note === null) {
      const tag = r.id.startsWith('AMB-') ? 'Note' : 'ClauseNote';
      problems.push(r.id.startsWith('LU-')
        ? `${r.id}: no entry with id: '${r.id}' in ${LUDII_NOTES} (the notes of /ludii/)`
        : `${r.id}: no <${tag} id="${r.id}"> on an edition page (src/content/editions/*.mdx)`);
    }
    if (r.id.startsWith('AMB-')) {
      if (r.options.length === 0 && r.noOption === null) problems.push(`${r.id}: no option reads it (OPTIONS in src/engine/rulesets/options.ts) and "noOption" in src/data/clauses.json does not say why`);
      if (r.options.length > 0 && r.noOption !== null) problems.push(`${r.id}: has the option ${r.options.map((o) => o.split('=')[0]).join(', ')} but "noOption" in src/data/clauses.json still says why it has none; remove "noOption"`);
    } else if (r.noOption !== null) {
      problems.push(`${r.id}: "noOption" belongs to ambiguities (AMB-…) only`);
    }
  }
  return problems;
}

function filesUnder(dir: string, keep: (name: string) => boolean): SourceFile[] {
  const root = repoRoot();
  const out: SourceFile[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const p = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else if (keep(p)) out.push({ file: p, text: readFileSync(path.join(root, p), 'utf8') });
    }
  };
  walk(dir);
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

/** The inputs as they stand in the repository. */
export function readInputs(): FidelityInputs {
  return {
    clauses: clausesJson as ClauseEntry[],
    tests: filesUnder('test', (p) => p.endsWith('.test.ts') || (p.startsWith('test/e2e/') && p.endsWith('.spec.ts'))),
    editions: [...filesUnder('src/content/editions', (p) => p.endsWith('.mdx')), ...filesUnder('src/features/ludii', (p) => p === LUDII_NOTES)],
    examples: EXAMPLES,
    options: OPTIONS,
  };
}

let repositoryTable: FidelityRow[] | undefined;
/**
 * The table as the repository stands, read once a build: /rules/fidelity/ and every clause's own
 * page (/rules/clauses/…/) show rows of it, and parsing every test file again for each of them
 * would make the build slow for nothing.
 */
export function repositoryRows(): readonly FidelityRow[] {
  return (repositoryTable ??= fidelityRows(readInputs()));
}
