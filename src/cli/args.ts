/**
 * Reading command-line arguments, shared by `choro` and the scripts (`npm run arena`, `bench`,
 * `evidence`, `solve-openings`, `solver-weights`, `serve`): one way to read a whole number, a
 * list of known names, a folder to make or a file to write (both checked before the work they
 * serve), a search's table memory (checked against the machine's), `choro`'s command line
 * (readCommandLine: a command and its flags, read once for every command), and one way to say
 * what is wrong with it. A problem is a UsageError whose message is the one line to print
 * (the caller adds its own name and exits with status 2); the input is quoted escaped and cut
 * (quoteInput), so no control character reaches the terminal.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { quoteInput } from '../engine/index.ts';

/** A bad argument; the message names it and says what it takes. */
export class UsageError extends Error {}

/** A whole-number argument: digits only, at most 15 (enough for every bound used, few enough to be exact). */
const WHOLE = /^\d{1,15}$/;

/**
 * The whole number `value` given to `name`, from `lo` to `hi`. Anything else, a missing value
 * included, is a UsageError naming the flag and the range.
 */
export function wholeNumber(name: string, value: string | undefined, lo: number, hi: number): number {
  if (value === undefined) throw new UsageError(`${name} needs a whole number from ${lo} to ${hi}`);
  if (!WHOLE.test(value) || Number(value) < lo || Number(value) > hi) {
    throw new UsageError(`${name}: ${quoteInput(value)} is not a whole number from ${lo} to ${hi}`);
  }
  return Number(value);
}

/**
 * A comma-separated list of names from `known` given to `name`, each once, in the order given.
 * An empty list or an unknown name is a UsageError naming the flag and the names it knows.
 */
export function listOf<T extends string>(name: string, value: string | undefined, known: readonly T[]): T[] {
  const items = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) throw new UsageError(`${name} takes a comma-separated list of ${known.join(', ')}; got nothing`);
  for (const it of items) if (!(known as readonly string[]).includes(it)) throw new UsageError(`${name}: unknown ${quoteInput(it)}; known: ${known.join(', ')}`);
  return [...new Set(items)] as T[];
}

/**
 * The folder `value` given to `name`, made with its missing parents, as an absolute path (relative
 * ones from `base`). A path that cannot be made is a UsageError naming the flag and the system's
 * code. The parents are made one at a time, not with mkdir's `recursive`, which never returns in
 * some folders of the system (Node 24 loops on ENOENT under /proc).
 */
export function folderMade(name: string, value: string | undefined, base: string): string {
  if (value === undefined || value === '') throw new UsageError(`${name} needs a folder`);
  const path = resolve(base, value);
  const missing: string[] = [];
  for (let p = path; !existsSync(p); p = dirname(p)) {
    missing.unshift(p);
    if (dirname(p) === p) break;
  }
  try {
    for (const p of missing) mkdirSync(p);
    if (!statSync(path).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (e) {
    throw new UsageError(`${name}: cannot make the folder ${quoteInput(value)} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  return path;
}

/**
 * The file `value` given to `name` to be written, as an absolute path (relative ones from `base`),
 * checked before the work whose result it keeps: its folder must exist, and it must not be a folder.
 */
export function fileToWrite(name: string, value: string | undefined, base: string): string {
  if (value === undefined || value === '') throw new UsageError(`${name} needs a file`);
  const path = resolve(base, value);
  if (!existsSync(dirname(path))) throw new UsageError(`${name} ${quoteInput(value)}: the folder ${quoteInput(dirname(path))} does not exist`);
  if (!statSync(dirname(path)).isDirectory()) throw new UsageError(`${name} ${quoteInput(value)}: ${quoteInput(dirname(path))} is a file, not a folder`);
  if (existsSync(path) && statSync(path).isDirectory()) throw new UsageError(`${name} ${quoteInput(value)}: a folder, not a file`);
  return path;
}

const MB = 2 ** 20;

/** `mb` MB, or for several tables (one a thread) their sum too: what a message names. */
function tablesText(mb: number, tables: number): string {
  return tables === 1 ? `${mb} MB` : `${mb} MB a thread on ${tables} threads (${mb * tables} MB)`;
}

/**
 * Refuse tables of `mb` MB each (`tables` of them: one a thread) that add up to more than the
 * machine's memory (`totalBytes`, os.totalmem): the system sets a table's pages aside only as the
 * search fills them, so such a run would start and be ended by the system, perhaps hours in.
 */
export function checkTableMemory(name: string, mb: number, tables = 1, totalBytes = os.totalmem()): void {
  const total = Math.floor(totalBytes / MB);
  if (mb * tables > total) throw new UsageError(`${name}: ${tablesText(mb, tables)} is more than this machine's memory, ${total} MB`);
}

/**
 * A note (one line, or null) when the tables are more than the memory free now (`freeBytes`,
 * os.freemem: on Linux what can be had without swapping): allowed, since other programs may end,
 * but a search that fills its table may then be ended by the system.
 */
export function tableMemoryNote(name: string, mb: number, tables = 1, freeBytes = os.freemem()): string | null {
  const free = Math.floor(freeBytes / MB);
  return mb * tables > free ? `${name} ${tablesText(mb, tables)} is more than the memory free now, ${free} MB: the system may end the run once the search fills its table` : null;
}

/**
 * The one line for a table that could not be set aside (V8's RangeError "Array buffer
 * allocation failed", or an array too long), or null for any other error, which is not this
 * one's to explain. `e` may be the error or its message alone (a worker thread sends the message).
 */
export function tableAllocationError(name: string, mb: number, e: unknown, tables = 1): UsageError | null {
  const message = typeof e === 'string' ? e : e instanceof RangeError ? e.message : null;
  if (message === null || !/allocation failed|invalid (typed )?array (buffer )?length/i.test(message)) return null;
  return new UsageError(`could not set aside ${tablesText(mb, tables)} for the search's table${tables === 1 ? '' : 's'} (${name}): ${message}; ask for less`);
}

/**
 * Run `make`, which sets aside a search's table(s) of `mb` MB: a table the system cannot set aside
 * is thrown as tableAllocationError's one line naming `name`, any other error as it was.
 */
export function withTable<T>(name: string, mb: number, make: () => T, tables = 1): T {
  try {
    return make();
  } catch (e) {
    throw tableAllocationError(name, mb, e, tables) ?? e;
  }
}

/**
 * A command line as `choro` reads it: the command, each value flag's values in the order given,
 * and the boolean flags given. Read by readCommandLine; a flag's value by `one` or `wholeFrom`.
 */
export interface CommandLine {
  readonly command: string;
  readonly flags: Map<string, string[]>;
  readonly booleans: Set<string>;
}

/** The flags a command line may hold: which take a value, which not, and which take one optionally (`--trace=ndjson`). */
export interface FlagKinds {
  readonly values: ReadonlySet<string>;
  readonly booleans: ReadonlySet<string>;
  /** A boolean flag that may also be given `--flag=v`, v one of these: kept as its one value. */
  readonly optionalValues: Readonly<Record<string, readonly string[]>>;
}

/**
 * Read `argv` (the command, then its flags: `--flag v`, `--flag=v`, `--bool`; `-h` is `--help`).
 * A flag no kind names is an "unknown argument"; a value flag without a value, a boolean given
 * one, or an optional value not among its own, a UsageError naming it.
 */
export function readCommandLine(argv: readonly string[], kinds: FlagKinds): CommandLine {
  const [command = '', ...rest] = argv;
  const flags = new Map<string, string[]>();
  const booleans = new Set<string>();
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const name = eq > 0 ? a.slice(0, eq) : a;
    const optional = Object.hasOwn(kinds.optionalValues, name) ? kinds.optionalValues[name]! : null;
    if (optional !== null && eq > 0) {
      const value = a.slice(eq + 1);
      if (!optional.includes(value)) throw new UsageError(`${name} takes no value or ${optional.map((v) => `"${v}"`).join(' or ')}; got ${quoteInput(value)}`);
      booleans.add(name);
      flags.set(name, [value]);
    } else if (kinds.booleans.has(name)) {
      if (eq > 0) throw new UsageError(`${name} takes no value`);
      booleans.add(name === '-h' ? '--help' : name);
    } else if (kinds.values.has(name)) {
      const value = eq > 0 ? a.slice(eq + 1) : rest[++i];
      if (value === undefined) throw new UsageError(`${name} needs a value`);
      flags.set(name, [...(flags.get(name) ?? []), value]);
    } else {
      throw new UsageError(`unknown argument ${quoteInput(a)}`);
    }
  }
  return { command, flags, booleans };
}

/** The one value of a flag, or undefined; given twice, a UsageError. */
export function one(p: CommandLine, name: string): string | undefined {
  const v = p.flags.get(name);
  if (v && v.length > 1) throw new UsageError(`${name} is given ${v.length} times`);
  return v?.[0];
}

/** The whole number a flag gives, from `lo` to `hi` (wholeNumber), or undefined when it is not given. */
export function wholeFrom(p: CommandLine, name: string, lo: number, hi: number): number | undefined {
  const v = one(p, name);
  return v === undefined ? undefined : wholeNumber(name, v, lo, hi);
}
