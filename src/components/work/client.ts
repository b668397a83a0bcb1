/**
 * The page's side of the one worker protocol (protocol.ts), for every job a widget sends off the
 * main thread, the computer's thinking included: `run(request, { deadlineMs })` posts one request and
 * resolves with its outcome. A newer request supersedes an older one still running (the worker
 * busy with it is terminated, so stale work never delays the new answer); `cancel` terminates the
 * worker at once; a deadline passed terminates it too and says so. The next request starts a
 * fresh worker. Never rejects: every way a request can end is an outcome.
 */
import type { WorkAnswer, WorkId } from './protocol.ts';

/** The part of a Worker the client uses (tests pass a fake). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}

export type WorkOutcome<V> =
  | { readonly kind: 'done'; readonly value: V }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'deadline'; readonly message: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'superseded' };

/** How long a widget waits before giving up: long enough for any position within the engine's limits. */
export const DEFAULT_DEADLINE_MS = 20_000;

interface Pending<V> {
  readonly id: WorkId;
  readonly resolve: (o: WorkOutcome<V>) => void;
  readonly timer: ReturnType<typeof setTimeout> | null;
}

export class WorkClient<V> {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private pending: Pending<V> | null = null;

  private readonly makeWorker: () => WorkerLike;
  private readonly name: string;

  /** `name` says who stopped when the worker fails ("the computer player stopped: …"). */
  constructor(makeWorker: () => WorkerLike, opts: { name?: string } = {}) {
    this.makeWorker = makeWorker;
    this.name = opts.name ?? 'the worker';
  }

  /** Whether a request is being worked on. */
  get busy(): boolean {
    return this.pending !== null;
  }

  run(request: Readonly<Record<string, unknown>>, opts: { deadlineMs?: number } = {}): Promise<WorkOutcome<V>> {
    if (this.pending) this.stop({ kind: 'superseded' });
    const id = this.nextId++;
    const deadlineMs = opts.deadlineMs ?? DEFAULT_DEADLINE_MS;
    return new Promise((resolve) => {
      const timer = Number.isFinite(deadlineMs)
        ? setTimeout(() => {
            if (this.pending?.id !== id) return;
            this.stop({ kind: 'deadline', message: `Stopped: the work took longer than ${formatSeconds(deadlineMs)}. Try a position with fewer marbles.` });
          }, deadlineMs)
        : null;
      this.pending = { id, resolve, timer };
      let w: WorkerLike;
      try {
        w = this.start();
        w.postMessage({ ...request, id });
      } catch (e) {
        this.finish({ kind: 'error', message: `the worker could not be started: ${e instanceof Error ? e.message : String(e)}` });
      }
    });
  }

  /** End the work under way at once (the worker is terminated). */
  cancel(): void {
    if (this.pending) this.stop({ kind: 'cancelled' });
  }

  private start(): WorkerLike {
    if (this.worker) return this.worker;
    const w = this.makeWorker();
    w.onmessage = (e: MessageEvent) => this.answer(e.data);
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault?.();
      this.worker?.terminate();
      this.worker = null;
      this.finish({ kind: 'error', message: `${this.name} stopped: ${e.message || `an error in ${this.name === 'the worker' ? 'the worker' : 'its worker'}`}` });
    };
    this.worker = w;
    return w;
  }

  private answer(data: unknown): void {
    const msg = data as WorkAnswer<V> | null;
    if (!this.pending || typeof msg !== 'object' || msg === null || msg.id !== this.pending.id) return; // stale
    this.finish(msg.type === 'done' ? { kind: 'done', value: msg.value } : { kind: 'error', message: String(msg.message) });
  }

  private stop(outcome: WorkOutcome<V>): void {
    this.worker?.terminate();
    this.worker = null;
    this.finish(outcome);
  }

  private finish(outcome: WorkOutcome<V>): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    if (p.timer !== null) clearTimeout(p.timer);
    p.resolve(outcome);
  }
}

function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
