/**
 * The page's side of a widget worker (src/components/work/client.ts), against a fake worker and
 * fake timers: answers matched by id, superseding, cancelling and the deadline all end the work
 * (the worker is terminated) and say which it was.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkClient, type WorkerLike, type WorkOutcome } from '../../../src/components/work/client.ts';

class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: Record<string, unknown>[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    this.posted.push(message as Record<string, unknown>);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(data: unknown): void {
    this.onmessage?.({ data } as MessageEvent);
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const client = new WorkClient<string>(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  return { client, workers };
}

describe('WorkClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts the request with a fresh id and resolves with the answer of that id', async () => {
    const { client, workers } = setup();
    const p = client.run({ type: 'echo', text: 'a' });
    expect(client.busy).toBe(true);
    expect(workers[0]!.posted).toEqual([{ type: 'echo', text: 'a', id: 1 }]);
    workers[0]!.answer({ type: 'done', id: 99, value: 'stale' }); // not this request's: ignored
    workers[0]!.answer({ type: 'done', id: 1, value: 'A' });
    await expect(p).resolves.toEqual({ kind: 'done', value: 'A' });
    expect(client.busy).toBe(false);
    // The worker is kept for the next request.
    void client.run({ type: 'echo', text: 'b' });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.posted[1]).toEqual({ type: 'echo', text: 'b', id: 2 });
  });

  it('an error answer is an error outcome with its message', async () => {
    const { client, workers } = setup();
    const p = client.run({ type: 'echo' });
    workers[0]!.answer({ type: 'error', id: 1, message: 'position: too many marbles' });
    await expect(p).resolves.toEqual({ kind: 'error', message: 'position: too many marbles' });
  });

  it('a newer request supersedes an older one: the busy worker is terminated and a fresh one answers', async () => {
    const { client, workers } = setup();
    const first = client.run({ type: 'echo', text: 'slow' });
    const second = client.run({ type: 'echo', text: 'new' });
    await expect(first).resolves.toEqual({ kind: 'superseded' });
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    workers[1]!.answer({ type: 'done', id: 2, value: 'NEW' });
    await expect(second).resolves.toEqual({ kind: 'done', value: 'NEW' });
  });

  it('cancel terminates the worker at once; the next request starts another', async () => {
    const { client, workers } = setup();
    const p = client.run({ type: 'echo' });
    client.cancel();
    await expect(p).resolves.toEqual({ kind: 'cancelled' });
    expect(workers[0]!.terminated).toBe(true);
    expect(client.busy).toBe(false);
    void client.run({ type: 'echo' });
    expect(workers).toHaveLength(2);
  });

  it('a deadline passed terminates the worker and says so; an answer just before it wins', async () => {
    const { client, workers } = setup();
    const late = client.run({ type: 'echo' }, { deadlineMs: 500 });
    vi.advanceTimersByTime(499);
    expect(client.busy).toBe(true);
    vi.advanceTimersByTime(1);
    const outcome = await late;
    expect(outcome.kind).toBe('deadline');
    expect((outcome as Extract<WorkOutcome<string>, { kind: 'deadline' }>).message).toBe('Stopped: the work took longer than 0.5 s. Try a position with fewer marbles.');
    expect(workers[0]!.terminated).toBe(true);

    const inTime = client.run({ type: 'echo' }, { deadlineMs: 500 });
    vi.advanceTimersByTime(400);
    workers[1]!.answer({ type: 'done', id: 2, value: 'ok' });
    vi.advanceTimersByTime(1000);
    await expect(inTime).resolves.toEqual({ kind: 'done', value: 'ok' });
    expect(workers[1]!.terminated).toBe(false);
  });

  it('a worker that fails (an error event) is an error outcome, and is replaced', async () => {
    const { client, workers } = setup();
    const p = client.run({ type: 'echo' });
    workers[0]!.onerror?.({ message: 'script failed', preventDefault() {} } as ErrorEvent);
    await expect(p).resolves.toEqual({ kind: 'error', message: 'the worker stopped: script failed' });
    void client.run({ type: 'echo' });
    expect(workers).toHaveLength(2);
  });

  it('a named worker says who stopped (the computer player, as /play/ names its think workers)', async () => {
    const workers: FakeWorker[] = [];
    const client = new WorkClient<string>(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    }, { name: 'the computer player' });
    const p = client.run({ type: 'think' });
    workers[0]!.onerror?.({ message: 'boom', preventDefault() {} } as ErrorEvent);
    await expect(p).resolves.toEqual({ kind: 'error', message: 'the computer player stopped: boom' });
    const q = client.run({ type: 'think' });
    workers[1]!.onerror?.({ message: '', preventDefault() {} } as ErrorEvent);
    await expect(q).resolves.toEqual({ kind: 'error', message: 'the computer player stopped: an error in its worker' });
  });

  it('a request with no deadline (the think job: its budget is its limit) waits as long as it takes', async () => {
    const { client, workers } = setup();
    const p = client.run({ type: 'think' }, { deadlineMs: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(10 * 60_000);
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.answer({ type: 'done', id: 1, value: 'f3' });
    await expect(p).resolves.toEqual({ kind: 'done', value: 'f3' });
  });

  it('a worker that cannot be started is an error outcome, not an exception', async () => {
    const client = new WorkClient<string>(() => { throw new Error('workers are blocked'); });
    await expect(client.run({ type: 'echo' })).resolves.toEqual({ kind: 'error', message: 'the worker could not be started: workers are blocked' });
    expect(client.busy).toBe(false);
  });
});
