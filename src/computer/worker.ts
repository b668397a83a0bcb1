/**
 * The computer player's Web Worker: a thin wrapper around `handleAiRequest`
 * (src/computer/protocol.ts, where the protocol is documented), so the search never blocks the
 * page. Load it as a module worker:
 *
 *     const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
 *     worker.onmessage = (e: MessageEvent<AiResponse>) => { … };
 *     worker.postMessage(requestForGame(game, id, { level: 'strong', seed }));
 *
 * One request at a time is searched; requests posted meanwhile queue and are answered in order.
 * To cancel a search, terminate the worker and start a new one.
 */
import { handleAiRequest, type AiResponse } from './protocol.ts';

/** The worker global, typed minimally (the project's type-check uses the DOM library, not WebWorker). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: AiResponse): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  scope.postMessage(handleAiRequest(event.data));
};
