/**
 * Hostile requests for the one worker protocol's handler (src/components/work/protocol.ts), with
 * every job's fields (the computer's think job and the widgets'): anything at all, requests with fields of the wrong
 * type, getters and proxies that throw, cyclic objects, huge strings and numbers.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { handleWork, type WorkJob } from '../../../src/components/work/protocol.ts';

/** A getter that throws, on one named field of an otherwise plain request. */
function throwingField(base: Record<string, unknown>, key: string): object {
  const o: Record<string, unknown> = { ...base };
  delete o[key];
  Object.defineProperty(o, key, { enumerable: true, get() { throw new Error(`getter of ${key}`); } });
  return o;
}

/** A proxy every operation on which throws, or whose thrown value itself throws when read. */
function throwingProxy(kind: number): object {
  const thrown = kind === 0 ? new Error('trap') : { get message(): string { throw new Error('message'); }, toString(): string { throw new Error('toString'); } };
  return new Proxy({}, {
    get() { throw thrown; },
    has() { throw thrown; },
    ownKeys() { throw thrown; },
    getOwnPropertyDescriptor() { throw thrown; },
    getPrototypeOf() { throw thrown; },
  });
}

function cyclic(base: Record<string, unknown>, keys: readonly string[]): object {
  const o: Record<string, unknown> = { ...base };
  for (const k of keys) o[k] = o;
  o.options = [o];
  return o;
}

const weird = fc.oneof(
  fc.anything(),
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.POSITIVE_INFINITY, Number.NaN, -0, 2 ** 53, 1e308),
  fc.string({ minLength: 0, maxLength: 40 }),
  fc.constantFrom('x'.repeat(1_000_000), `${'9999,'.repeat(7)}9999/`.repeat(4) + ' A', '\u0000\u001b[31m'.repeat(1000)),
);

/**
 * Requests a handler must refuse with a typed error, each as a function making it (fast-check
 * itself reads its values, which a throwing proxy would not survive). `base` is a valid request;
 * `keys` its fields. Each sample breaks it: a field of the wrong kind, a throwing getter, a
 * proxy, a cycle, a huge value, or it is replaced by anything at all.
 */
export function hostileRequests(base: Record<string, unknown>, keys: readonly string[]): fc.Arbitrary<{ readonly kind: string; make(): unknown }> {
  const make = (kind: string, f: () => unknown) => ({ kind, make: f, toString: () => kind });
  return fc.oneof(
    fc.anything().map((x) => make('anything', () => x)),
    fc.tuple(fc.constantFrom(...keys), weird).map(([k, v]) => make(`${k} replaced`, () => ({ ...base, [k]: v }))),
    fc.constantFrom(...keys, 'type', 'id').map((k) => make(`getter of ${k} throws`, () => throwingField(base, k))),
    fc.constantFrom(0, 1).map((n) => make(`throwing proxy ${n}`, () => throwingProxy(n))),
    fc.subarray([...keys]).map((ks) => make(`cycle through ${ks.join(', ')}`, () => cyclic(base, ks))),
    fc.dictionary(fc.string({ maxLength: 12 }), weird, { maxKeys: 6 }).map((extra) => make('extra fields', () => ({ ...base, ...extra, bogus: 1 }))),
  );
}

/**
 * A widget job's property (its tests share it): every hostile variation of a valid request, one
 * for each of the job's fields, gets exactly one typed answer, never an exception, and an error
 * always says something. Seed 19, 150 runs, as every widget's.
 */
export function assertHostileRequestsAnswered(job: WorkJob<unknown>, base: Record<string, unknown>): void {
  fc.assert(fc.property(hostileRequests(base, job.fields), (hostile) => {
    const r = handleWork(hostile.make(), job);
    expect(['done', 'error']).toContain(r.type);
    if (r.type === 'error') expect(r.message.length).toBeGreaterThan(0);
  }), { seed: 19, numRuns: 150 });
}
