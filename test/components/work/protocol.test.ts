/**
 * The widget workers' envelope (src/components/work/protocol.ts): one typed answer for every
 * request, whatever it is; the job sees only plain fields.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../src/engine/index.ts';
import { handleWork, MAX_FIELD_CHARS, textField, type WorkAnswer, type WorkJob } from '../../../src/components/work/protocol.ts';
import { hostileRequests } from './hostile.ts';

/** A job that echoes its "text" field upper-cased, refuses "no", and fails inside on "boom". */
const echo: WorkJob<string> = {
  type: 'echo',
  fields: ['text', 'extra'],
  run(f) {
    const t = textField(f, 'text', 'a string');
    if (!t.ok) return t;
    if (t.value === 'no') return err('"no" is refused');
    if (t.value === 'boom') throw new Error('a fault inside the job');
    return ok(t.value.toUpperCase());
  },
};

describe('handleWork', () => {
  it('answers a request with its id and the job’s value', () => {
    expect(handleWork({ type: 'echo', id: 7, text: 'ab' }, echo)).toEqual({ type: 'done', id: 7, value: 'AB' });
  });

  it.each<[string, unknown, WorkAnswer<string>]>([
    ['not an object', 'echo', { type: 'error', id: null, message: 'a request must be an object such as {"type": "echo", "id": 1, …}; got "echo"' }],
    ['a list', [1], { type: 'error', id: null, message: 'a request must be an object such as {"type": "echo", "id": 1, …}; got a list' }],
    ['no id', { type: 'echo', text: 'a' }, { type: 'error', id: null, message: 'the request needs an "id", a whole number 0 or more; got undefined' }],
    ['a fractional id', { type: 'echo', id: 1.5, text: 'a' }, { type: 'error', id: null, message: 'the request needs an "id", a whole number 0 or more; got number' }],
    ['another type', { type: 'move', id: 2, text: 'a' }, { type: 'error', id: 2, message: 'unknown request type "move": this worker answers only "echo"' }],
    ['an unknown field', { type: 'echo', id: 3, txt: 'a' }, { type: 'error', id: 3, message: 'unknown field "txt"; a "echo" request has "text", "extra"' }],
    ['a field of the wrong type', { type: 'echo', id: 4, text: 5 }, { type: 'error', id: 4, message: '"text" must be a string; got number' }],
    ['an overlong field', { type: 'echo', id: 5, text: 'x'.repeat(MAX_FIELD_CHARS + 1) }, { type: 'error', id: 5, message: `"text" is ${MAX_FIELD_CHARS + 1} characters long; at most ${MAX_FIELD_CHARS} are read` }],
    ['a refusal of the job', { type: 'echo', id: 6, text: 'no' }, { type: 'error', id: 6, message: '"no" is refused' }],
    ['a fault of the job', { type: 'echo', id: 8, text: 'boom' }, { type: 'error', id: 8, message: 'the request could not be answered: a fault inside the job' }],
    ['a getter that throws while the request is read', Object.defineProperty({ type: 'echo', id: 9 }, 'text', { enumerable: true, get() { throw new Error('no'); } }), { type: 'error', id: null, message: 'the request could not be read: no' }],
  ])('%s: a typed error naming it', (_name, request, answer) => {
    expect(handleWork(request, echo)).toEqual(answer);
  });

  it('hostile requests (throwing getters, proxies, cycles, huge values): one typed answer, never an exception (property-based)', () => {
    fc.assert(fc.property(hostileRequests({ type: 'echo', id: 1, text: 'a' }, ['text', 'extra']), (hostile) => {
      let r: WorkAnswer<string> | undefined;
      expect(() => { r = handleWork(hostile.make(), echo); }).not.toThrow();
      expect(structuredClone(r)).toEqual(r);
      if (r!.type === 'error') {
        expect(r!.message.length).toBeGreaterThan(0);
        expect(r!.message.length).toBeLessThan(600);
        expect(r!.id === null || r!.id === 1).toBe(true);
      } else {
        expect(r!.id).toBe(1);
      }
    }), { seed: 19, numRuns: 300 });
  });
});
