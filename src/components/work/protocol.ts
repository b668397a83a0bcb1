/**
 * The envelope every widget worker speaks (/compare/, the examples' "try your own" panel,
 * /opening/, /play/'s replays of saved games): one request in, exactly one answer out, matched by id. Each feature supplies a
 * pure job (`WorkJob`) that reads its own fields and computes a plain-data view; this module
 * reads the request defensively and turns anything that goes wrong into a typed error answer.
 *
 * Request (page → worker):  { type: 'compare' | 'try' | 'race', id: 7, …the job's fields }
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
    if (typeof v === 'string' && v.length > maxChars) return err({ id, message: `"${k}" is ${v.length} characters long; at most ${maxChars} are read` });
    fields[k] = v;
  }
  return ok({ id, fields });
}

/** Answer one request. Never throws. */
export function handleWork<V>(data: unknown, job: WorkJob<V>): WorkAnswer<V> {
  let id: WorkId | null = null;
  try {
    const read = readFields(data, job);
    if (!read.ok) return { type: 'error', id: read.error.id, message: read.error.message };
    id = read.value.id;
    const r = job.run(read.value.fields);
    return r.ok ? { type: 'done', id, value: r.value } : { type: 'error', id, message: r.error };
  } catch (e) {
    // A getter or proxy that throws, or a fault in the job itself: still one answer.
    let why = 'an error';
    try {
      why = e instanceof Error ? e.message : String(e);
    } catch {
      // An error whose message itself throws: keep the generic words.
    }
    return { type: 'error', id, message: `the request could not be answered: ${why.slice(0, 200)}` };
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
