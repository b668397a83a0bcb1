/**
 * The body of a widget worker: answer each message with `handleWork` (protocol.ts). A feature's
 * worker file is one line, `serveWork(itsJob)`, so each page loads only its own job's code.
 */
import { handleWork, type WorkAnswer, type WorkJob } from './protocol.ts';

/** The worker global, typed minimally (the project's type-check uses the DOM library, not WebWorker). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: WorkAnswer<unknown>): void;
}

export function serveWork<V>(job: WorkJob<V>): void {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = (event) => {
    scope.postMessage(handleWork(event.data, job));
  };
}
