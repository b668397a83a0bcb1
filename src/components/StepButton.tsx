/**
 * A button that steps through frames or moves (First, Previous, Next, Last; Undo, Redo). When it
 * cannot step it says so with aria-disabled and does nothing, rather than being disabled: a
 * disabled button loses the focus, which the browser drops to the page, so a keyboard reader who
 * pressed Last would have to find the way back to the controls from the top.
 */
export function StepButton({ label, name, keys, off, onPress, className }: {
  /** The visible words. */
  readonly label: string;
  /** The accessible name, where the visible words are arrows and short words ("Last step" for "Last ⇥"). */
  readonly name?: string;
  /** The key that does the same where the buttons' group listens for it (aria-keyshortcuts: "ArrowLeft"). */
  readonly keys?: string;
  readonly off: boolean;
  readonly onPress: () => void;
  readonly className?: string;
}) {
  return (
    <button type="button" class={className} aria-label={name} aria-keyshortcuts={keys} aria-disabled={off ? 'true' : undefined} onClick={() => { if (!off) onPress(); }}>
      {label}
    </button>
  );
}
