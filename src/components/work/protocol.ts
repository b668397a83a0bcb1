/**
 * The one worker protocol: the envelope every job sent off the page's thread speaks (/compare/,
 * the examples' "try your own" panel, /opening/, /play/'s replays of saved games and the
 * computer's thinking: its moves, hints and analyses). One request in, exactly one answer out,
 * matched by id. Each feature supplies a pure job (`WorkJob`) that reads its own fields and
 * computes plain data; this module reads the request defensively and turns anything that goes
 * wrong into a typed error answer. The page's side is client.ts (start, supersede, cancel,
 * deadline), the worker's serve.ts; no other module posts or receives a worker's messages
 * (test/architecture.test.ts).
 *
 * It lives with the components because every widget's view imports it (useWork, WorkStatus) and
 * the layering lets the components import only the engine: the computer, which may not import
 * the components either, supplies its think job as a pure function (src/computer/think.ts) that
 * /play/ wraps as the job `think` (src/features/play/think.ts).
 *
 * Request (page → worker):  { type: 'compare' | 'try' | 'race' | 'replay' | 'think', id: 7, …the job's fields }
 * Answer  (worker → page):  { type: 'done', id: 7, value: … }
 *                           { type: 'error', id: 7 | null, message: 'what is wrong' }
 *
 * A request is untrusted input (the page builds it from the address). Whatever arrives — not an
 * object, fields of the wrong type, getters that throw, proxies, cyclic objects, overlong
 * strings — the answer is an `error` naming the problem; the handler never throws.
 */
import { err, ok, type Result } from '../../engine/index.ts';

export type WorkId = number;

export interface WorkDone<V> {
  readonly type: 'done';
  readonly id: WorkId;
  readonly value: V;
}

export interface WorkError {
  readonly type: 'error';
  readonly id: WorkId | null;
  readonly message: string;
}

export type WorkAnswer<V> = WorkDone<V> | WorkError;

/**
 * Longest text field a request may carry. A position on the widest board with the most marbles
 * the engine accepts is a few hundred characters; anything far longer is refused before parsing.
 */
export const MAX_FIELD_CHARS = 4096;

/** The fields of a request, read once into plain values (a throwing getter is an error, not an exception). */
export type Fields = Readonly<Record<string, unknown>>;

/** A feature's job: its request type, its field names, and the pure computation. */
export interface WorkJob<V> {
  readonly type: string;
  /** Every field besides `type` and `id`; others are refused by name. */
  readonly fields: readonly string[];
  /** The longest text field this job reads (default MAX_FIELD_CHARS): a game record is longer than a position. */
  readonly maxChars?: number;
  /** The longest text of a field whose limit is not `maxChars` (the think job's record beside its position). */
  readonly fieldChars?: Readonly<Record<string, number>>;
  run(fields: Fields): Result<V, string>;
}

function describe(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'a list';
  return typeof x === 'string' ? `"${x.slice(0, 24).replace(/[^\x20-\x7e]/g, '?')}${x.length > 24 ? '…' : ''}"` : typeof x;
}

/** Read the request into plain fields, or name what is wrong with it. */
export function readFields(data: unknown, job: WorkJob<unknown>): Result<{ id: WorkId; fields: Fields }, { id: WorkId | null; message: string }> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return err({ id: null, message: `a request must be an object such as {"type": "${job.type}", "id": 1, …}; got ${describe(data)}` });
  }
  const src = data as Record<string, unknown>;
  const rawId = src.id;
  const id = typeof rawId === 'number' && Number.isSafeInteger(rawId) && rawId >= 0 ? rawId : null;
  if (id === null) return err({ id: null, message: `the request needs an "id", a whole number 0 or more; got ${describe(rawId)}` });
  if (src.type !== job.type) return err({ id, message: `unknown request type ${describe(src.type)}: this worker answers only "${job.type}"` });
  const keys = Object.keys(src);
  const extra = keys.filter((k) => k !== 'type' && k !== 'id' && !job.fields.includes(k));
  if (extra.length > 0) {
    return err({ id, message: `unknown field${extra.length > 1 ? 's' : ''} ${extra.slice(0, 5).map(describe).join(', ')}; a "${job.type}" request has ${job.fields.map((k) => `"${k}"`).join(', ')}` });
  }
  const fields: Record<string, unknown> = {};
  const maxChars = job.maxChars ?? MAX_FIELD_CHARS;
  for (const k of job.fields) {
    const v = src[k];
    const limit = job.fieldChars?.[k] ?? maxChars;
    if (typeof v === 'string' && v.length > limit) return err({ id, message: `"${k}" is ${v.length} characters long; at most ${limit} are read` });
    fields[k] = v;
  }
  return ok({ id, fields });
}

/**
 * Answer one request. Never throws: a fault while reading the request (a getter or a proxy that
 * throws) is an error that the request could not be read, a fault in the job one that it could
 * not be answered.
 */
export function handleWork<V>(data: unknown, job: WorkJob<V>): WorkAnswer<V> {
  let read: ReturnType<typeof readFields>;
  try {
    read = readFields(data, job);
  } catch (e) {
    return { type: 'error', id: null, message: `the request could not be read: ${messageOf(e)}` };
  }
  if (!read.ok) return { type: 'error', id: read.error.id, message: read.error.message };
  const { id, fields } = read.value;
  try {
    const r = job.run(fields);
    return r.ok ? { type: 'done', id, value: r.value } : { type: 'error', id, message: r.error };
  } catch (e) {
    // A fault in the job itself (or in a value it reads): still one answer.
    return { type: 'error', id, message: `the request could not be answered: ${messageOf(e)}` };
  }
}

/** A thrown value's message, cut short; the generic words when even reading it throws. */
function messageOf(e: unknown): string {
  try {
    return (e instanceof Error ? String(e.message) : String(e)).slice(0, 200);
  } catch {
    return 'an error';
  }
}

/** A string field, or the message naming it. */
export function textField(fields: Fields, key: string, what: string): Result<string, string> {
  const v = fields[key];
  return typeof v === 'string' ? ok(v) : err(`"${key}" must be ${what}; got ${describe(v)}`);
}

/** An optional string field (undefined when absent). */
export function optionalText(fields: Fields, key: string, what: string): Result<string | undefined, string> {
  return fields[key] === undefined ? ok(undefined) : textField(fields, key, what);
}
