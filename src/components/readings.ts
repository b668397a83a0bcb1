/**
 * How readers see the engine's options (the readings of the sources' ambiguities, and the
 * engine's bounds): by what they decide and in plain words, each option's `label` and
 * `valueLabels` in src/engine/rulesets/options.ts. The keys (`lango.increment=dlp`) are for
 * addresses and the command line; no menu, heading or sentence of a widget shows one.
 */
import type { OptionSpec } from '../engine/index.ts';

/** One value of an option in plain words: "DLP’s increment, sown on from the back hole behind". */
export function valueWords(spec: OptionSpec, value: string): string {
  const words = spec.valueLabels?.[value];
  if (words !== undefined) return words;
  // A whole-number option: what it bounds, and the number.
  return `${spec.label.charAt(0).toLowerCase()}${spec.label.slice(1)}: ${value}`;
}

/**
 * A reading given as `key=value`, in plain words, looked up in `specs` (the engine's OPTIONS: a
 * parameter, so that a widget that shows only some options, such as /opening/'s, does not load
 * them all). The pairs reaching a widget have been through `applyOptions`, which refuses an
 * unknown key; one that has not is shown as it was written.
 */
export function readingWords(pair: string, specs: readonly OptionSpec[]): string {
  const eq = pair.indexOf('=');
  const spec = eq > 0 ? specs.find((o) => o.key === pair.slice(0, eq)) : undefined;
  return spec ? valueWords(spec, pair.slice(eq + 1)) : pair;
}

/** A menu entry for one value: its words, and "(default)" for the default reading. */
export function valueChoice(spec: OptionSpec, value: string): string {
  return `${valueWords(spec, value)}${value === spec.defaultValue ? ' (default)' : ''}`;
}

/** An element id for an option's hint, as HTML allows: "try-opt-lango-increment". */
export function optionHintId(prefix: string, spec: OptionSpec): string {
  return `${prefix}-opt-${spec.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** The value a reading list gives an option: the one written in `pairs`, else its default. */
export function chosenValue(pairs: readonly string[], spec: OptionSpec): string {
  const given = pairs.find((p) => p.startsWith(`${spec.key}=`));
  return given === undefined ? spec.defaultValue : given.slice(spec.key.length + 1);
}

/** Whether the reading an option needs (its `requires`, AMB-13 beside AMB-5), if any, is in `pairs`. */
export function requirementMet(pairs: readonly string[], spec: OptionSpec): boolean {
  return spec.requires === undefined || pairs.includes(spec.requires);
}

/**
 * `pairs` with `spec` set to `value`: a default is left out, as the engine writes options, and an
 * option whose required reading is no longer chosen goes back to its default with it (its menu
 * is disabled until that reading is chosen again). `specs` are the options the list may hold.
 */
export function withReading(pairs: readonly string[], specs: readonly OptionSpec[], spec: OptionSpec, value: string): string[] {
  const rest = pairs.filter((p) => !p.startsWith(`${spec.key}=`));
  const wanted = value === spec.defaultValue ? rest : [...rest, `${spec.key}=${value}`];
  return wanted.filter((p) => {
    const other = specs.find((o) => p.startsWith(`${o.key}=`));
    return other === undefined || requirementMet(wanted, other);
  });
}

/** Whether `value` is one the option takes: one of its values, or a whole number for a bound. */
function takes(spec: OptionSpec, value: string): boolean {
  return spec.values === null ? /^[1-9]\d{0,8}$/.test(value) : spec.values.includes(value);
}

/**
 * A message of the engine's (an option refused, a move or an opening refused under a reading) as
 * a widget shows it: every reading it names by its key (`option "lango.clockwiseIncrement=yes"`,
 * `under didinga.openingStart=back-row`) is named by its words instead ("the reading
 * “increments from I or J may go clockwise”"), and an option given twice by the two readings
 * given. The engine's messages keep the keys: they are written for the command line too. What is
 * not a reading (a key no option has, a value an option does not take) is left as the address
 * wrote it, for the reader to find there.
 */
export function readingsInWords(message: string, specs: readonly OptionSpec[]): string {
  const specOf = (key: string) => specs.find((o) => o.key === key);
  const twice = message.replace(/option "([^"=\s]+)" is given twice, as "([^"]*)" and as "([^"]*)"; give it once/g, (all, key: string, a: string, b: string) => {
    const spec = specOf(key);
    return spec && takes(spec, a) && takes(spec, b)
      ? `two readings of one question are given, “${valueWords(spec, a)}” and “${valueWords(spec, b)}”; give one`
      : all;
  });
  // `option "k=v"` and `option k=v` are "the reading “…”"; `"k=v"` alone is its words in quotes;
  // a bare `k=v` in a sentence ("under k=v the opening…") is "the reading “…”" too.
  return twice.replace(/(option )?(?:"([A-Za-z][\w.]*)=([\w-]+)"|(?<![\w.=-])([A-Za-z][\w.]*)=([\w-]+)(?![\w=-]|\.\w))/g, (all, option: string | undefined, qKey?: string, qValue?: string, bKey?: string, bValue?: string) => {
    const key = qKey ?? bKey!;
    const value = qValue ?? bValue!;
    const spec = specOf(key);
    if (!spec || !takes(spec, value)) return all;
    const words = `“${valueWords(spec, value)}”`;
    return option !== undefined || qKey === undefined ? `the reading ${words}` : words;
  });
}
