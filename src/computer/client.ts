/**
 * The computer player as the play page sees it: one Web Worker (so the page never freezes while
 * it thinks), asked for a move and answering with its notation. A newer request supersedes an
 * older one (answers are matched by id); `cancel` ends the thinking at once by terminating the
 * worker, and the next request starts a fresh one.
 */
import type { AiLevelId, SearchStats } from './search.ts';
import type { AiBudget, AiMoveRequest, AiResponse } from './protocol.ts';

/** A request for a move: the game, and a level (the play page's opponent and hints) or an explicit budget (a game's analysis). */
export type ThinkRequest = {
  /** The game so far as the engine's record (game.ts), so the search knows the moves played (AMB-11). */
  readonly record: string;
  readonly seed: number;
} & ({ readonly level: AiLevelId; readonly budget?: undefined } | { readonly budget: AiBudget; readonly level?: undefined });

export interface ThinkAnswer {
  readonly notation: string;
  readonly stats: SearchStats;
}

export class Computer {
  private worker: Worker | null = null;
  private nextId = 1;
  private waiting = new Map<number, { resolve: (a: ThinkAnswer) => void; reject: (e: Error) => void }>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent) => this.answer(e.data);
    w.onerror = (e: ErrorEvent) => {
      const error = new Error(`the computer player stopped: ${e.message || 'an error in its worker'}`);
      for (const p of this.waiting.values()) p.reject(error);
      this.waiting.clear();
      this.worker?.terminate();
      this.worker = null;
    };
    this.worker = w;
    return w;
  }

  private answer(data: unknown): void {
    const msg = data as AiResponse;
    const p = typeof msg.id === 'number' ? this.waiting.get(msg.id) : undefined;
    if (!p) return; // superseded or cancelled
    this.waiting.delete(msg.id as number);
    if (msg.type === 'move') p.resolve({ notation: msg.notation, stats: msg.stats });
    else p.reject(new Error(msg.message));
  }

  think(req: ThinkRequest): Promise<ThinkAnswer> {
    const id = this.nextId++;
    for (const p of this.waiting.values()) p.reject(new Error('superseded'));
    this.waiting.clear();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      const request: AiMoveRequest = { type: 'move', id, record: req.record, seed: req.seed, ...(req.budget ? { budget: req.budget } : { level: req.level }) };
      this.start().postMessage(request);
    });
  }

  cancel(): void {
    for (const p of this.waiting.values()) p.reject(new Error('cancelled'));
    this.waiting.clear();
    this.worker?.terminate();
    this.worker = null;
  }
}
