/**
 * The "Working…" line of a widget whose view is computed in a worker: a status region (announced
 * politely: role="status" implies aria-live="polite") while
 * the work runs, with a Cancel button; afterwards a failure or a cancellation is said in words.
 * The live region is always in the page, so screen readers hear each change.
 */
import type { WorkState } from './useWork.ts';

export function WorkStatus({ state, onCancel, what }: { state: WorkState; onCancel: () => void; what: string }) {
  return (
    <div class="work-status" role="status" data-work={state.status}>
      {state.status === 'working' && (
        <>
          <span>Working… {what}</span>{' '}
          <button type="button" class="work-status__cancel" onClick={onCancel}>Cancel</button>
        </>
      )}
      {state.status === 'failed' && <span class="try__problem">{state.message}</span>}
      {state.status === 'cancelled' && <span>Cancelled: the last result is still shown. Change a setting to work again.</span>}
    </div>
  );
}
