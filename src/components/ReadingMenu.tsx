/**
 * One option as a menu, the same in every widget that offers readings (the play setup, /opening/,
 * the examples' try panel): headed by what the option decides, its values in plain words with the
 * default marked, and under it a line that says what the option is about, or which reading it
 * needs first, with its clause. Never a key (see readings.ts). A value the engine would refuse
 * beside the readings already chosen (one that has no effect under another, OPTION_CONFLICTS) is
 * offered but disabled, and says so: the reader changes the other reading first.
 */
import type { OptionSpec } from '../engine/index.ts';
import { clauseHref } from '../data/clauses.ts';
import { upperFirst } from './sentence.ts';
import { optionHintId, readingWords, requirementMet, valueChoice, withReading } from './readings.ts';

export interface ReadingMenuProps {
  readonly spec: OptionSpec;
  /** The readings chosen so far (`key=value`, defaults left out). */
  readonly pairs: readonly string[];
  /** The options `pairs` may hold, to name a required reading in words. */
  readonly specs: readonly OptionSpec[];
  /** The widget's prefix for the hint's id ("play", "race", "try"). */
  readonly idPrefix: string;
  /** The class of the menu's box, and of its hint line, from the widget's styles. */
  readonly boxClass: string;
  readonly hintClass: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Whether the engine accepts a list of readings (applyOptions, or the opening's). */
  readonly accepts: (pairs: readonly string[]) => boolean;
}

export function ReadingMenu({ spec, pairs, specs, idPrefix, boxClass, hintClass, value, onChange, accepts }: ReadingMenuProps) {
  const met = requirementMet(pairs, spec);
  const hintId = optionHintId(idPrefix, spec);
  return (
    <div class={boxClass}>
      <label>
        <span>{spec.label}</span>
        <select name={spec.key} value={value} disabled={!met} aria-describedby={hintId} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
          {spec.values!.map((v) => {
            const refused = v !== value && !accepts(withReading(pairs, specs, spec, v));
            return <option key={v} value={v} disabled={refused}>{valueChoice(spec, v)}{refused ? ' — not with the other readings chosen' : ''}</option>;
          })}
        </select>
      </label>
      <p id={hintId} class={hintClass}>
        {met ? <>{upperFirst(spec.summary)}. </> : <>Only with “{readingWords(spec.requires!, specs)}”. </>}
        <a href={clauseHref(spec.clause)}>{spec.clause}</a>
      </p>
    </div>
  );
}
