/**
 * A widget's view computed off the main thread: give the request (or null when the view is
 * already known, e.g. the default state rendered at build time) and get back the latest view,
 * whether work is under way, the message of a failure, and `cancel`. The last view stays shown
 * while new work runs, so nothing the reader sees or typed is lost.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { WorkClient, type WorkerLike } from './client.ts';

export type WorkState =
  | { readonly status: 'idle' }
  | { readonly status: 'working' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'cancelled' };

export interface UseWork<V> {
  /** The latest view received, with the key of the request it answers. */
  readonly result: { readonly key: string; readonly value: V } | null;
  readonly state: WorkState;
  cancel(): void;
}

export function useWork<V>(
  makeWorker: () => WorkerLike,
  request: Readonly<Record<string, unknown>> | null,
  opts: { deadlineMs?: number } = {},
): UseWork<V> {
  const client = useRef<WorkClient<V> | null>(null);
  const [result, setResult] = useState<{ key: string; value: V } | null>(null);
  const [state, setState] = useState<WorkState>({ status: 'idle' });
  const key = request === null ? null : JSON.stringify(request);

  useEffect(() => {
    if (key === null || request === null) {
      client.current?.cancel();
      setState({ status: 'idle' });
      return;
    }
    if (result?.key === key) {
      // Back to the view already shown: any work under way is for another request.
      client.current?.cancel();
      setState({ status: 'idle' });
      return;
    }
    client.current ??= new WorkClient<V>(makeWorker);
    setState({ status: 'working' });
    let live = true;
    void client.current.run(request, opts).then((o) => {
      if (!live) return;
      if (o.kind === 'done') {
        setResult({ key, value: o.value });
        setState({ status: 'idle' });
      } else if (o.kind === 'error' || o.kind === 'deadline') setState({ status: 'failed', message: o.message });
      else if (o.kind === 'cancelled') setState({ status: 'cancelled' });
    });
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => () => client.current?.cancel(), []);

  return { result, state, cancel: () => client.current?.cancel() };
}
