/**
 * How named options are read and applied, for any list of them: the engine's full list
 * (`OPTIONS`, options.ts) or the readings of the opening alone (opening-options.ts), which the
 * opening race uses without loading every option's text.
 */
import type { ClauseId, Result, RulesetId } from '../types.ts';
import { err, ok } from '../types.ts';
import { quoteInput } from '../notation/quote.ts';
import { RULESETS } from './index.ts';
import type { Ruleset } from './types.ts';

export interface OptionSpec {
  /** `didinga.incrementStart`, or `maxLaps` for an option of every code. */
  readonly key: string;
  /** The codes it applies to. */
  readonly rulesets: readonly RulesetId[];
  readonly clause: ClauseId;
  /** Allowed values; the first is the default. `null` for a whole-number option. */
  readonly values: readonly string[] | null;
  readonly defaultValue: string;
  /** A whole-number option's largest value, where the option bounds the engine's work (maxLaps). */
  readonly max?: number;
  /** A whole-number option's smallest value (default 1), where a smaller one would make no game (repetitions), and why. */
  readonly min?: { readonly value: number; readonly why: string };
  /** One line for `--help`, the site and the rules matrix. */
  readonly summary: string;
  /**
   * What the option decides, in plain words, for the site's menus ("Where a Lango increment is
   * sown from"): readers see this, never the key, which is for URLs and the command line.
   */
  readonly label: string;
  /**
   * Each allowed value in plain words, short enough to follow a code's name ("Lango, DLP's
   * increment, from the back hole behind"). A whole-number option has none: its value is the number.
   */
  readonly valueLabels?: Readonly<Record<string, string>>;
  /**
   * The option changes only how the two players' openings go together (which pairs of starts,
   * how clockwise chances are answered), never one player's move on a given board: a single
   * move, as /compare/ plays it, is the same under every value.
   */
  readonly raceOnly?: boolean;
  /**
   * The option changes only the opening (where it may start, how the two openings go together,
   * Murray's starting array), never a move of the game after it.
   */
  readonly openingOnly?: boolean;
  /**
   * The option (`key=value`) this one means something only beside: given without it, a value
   * other than the default is refused (OPTION_CONFLICTS). Pages that show a reading add it.
   */
  readonly requires?: string;
  readonly apply: (r: Ruleset, value: string) => Ruleset;
}

export interface OptionError {
  /** `conflict`: two options given together contradict each other, or one has no effect under the other. */
  readonly code: 'bad-syntax' | 'unknown-option' | 'wrong-ruleset' | 'bad-value' | 'conflict';
  readonly message: string;
}

/** A pair of options that cannot be given together: the message naming both, or null. */
export type OptionConflict = (given: ReadonlyMap<string, string>) => string | null;

/**
 * Parse `key=value` pairs against a list of options and apply them to a ruleset. Unknown keys
 * (named with `known`, the list offered instead) and values are named errors, and so are an
 * option given twice with different values and the `conflicts`.
 */
export function applyOptionsFrom(
  specs: readonly OptionSpec[], conflicts: readonly OptionConflict[], id: RulesetId, pairs: readonly string[], known: string,
): Result<Ruleset, OptionError> {
  let r: Ruleset = RULESETS[id];
  const given = new Map<string, string>();
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return err({ code: 'bad-syntax', message: `option ${quoteInput(pair)} is not of the form key=value` });
    const key = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const spec = specs.find((o) => o.key === key);
    if (!spec) {
      return err({ code: 'unknown-option', message: `unknown option ${quoteInput(key)}; ${known}: ${specs.filter((o) => o.rulesets.includes(id)).map((o) => o.key).join(', ')}` });
    }
    if (!spec.rulesets.includes(id)) {
      return err({ code: 'wrong-ruleset', message: `option "${key}" belongs to ${spec.rulesets.join(', ')}, not to ${id}` });
    }
    if (spec.values === null) {
      const least = spec.min?.value ?? 1;
      if (!/^[1-9]\d{0,8}$/.test(value)) return err({ code: 'bad-value', message: `option "${key}" takes a whole number from ${least} ${spec.max !== undefined ? `to ${spec.max}` : 'up'}; got ${quoteInput(value)}` });
      if (spec.max !== undefined && Number(value) > spec.max) return err({ code: 'bad-value', message: `option "${key}" takes a whole number from ${least} to ${spec.max}; got ${value}` });
      if (spec.min !== undefined && Number(value) < spec.min.value) return err({ code: 'bad-value', message: `option "${key}" takes a whole number from ${least}${spec.max !== undefined ? ` to ${spec.max}` : ' up'}; got ${value}: ${spec.min.why}` });
    } else if (!spec.values.includes(value)) {
      return err({ code: 'bad-value', message: `option "${key}" takes ${spec.values.map((v) => `"${v}"`).join(' or ')}; got ${quoteInput(value)}` });
    }
    const before = given.get(key);
    if (before !== undefined && before !== value) {
      return err({ code: 'conflict', message: `option "${key}" is given twice, as "${before}" and as "${value}"; give it once` });
    }
    given.set(key, value);
    r = spec.apply(r, value);
  }
  for (const conflict of conflicts) {
    const message = conflict(given);
    if (message !== null) return err({ code: 'conflict', message });
  }
  return ok(Object.freeze(r));
}

/** The non-default options of a ruleset as `key=value` pairs, in the order of `specs` (inverse of applyOptionsFrom). */
export function describeOptionsFrom(specs: readonly OptionSpec[], pairs: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const p of pairs) {
    const eq = p.indexOf('=');
    if (eq > 0) byKey.set(p.slice(0, eq).trim(), p.slice(eq + 1).trim());
  }
  return specs.filter((o) => byKey.has(o.key) && byKey.get(o.key) !== o.defaultValue).map((o) => `${o.key}=${byKey.get(o.key)}`);
}
