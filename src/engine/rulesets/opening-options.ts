/**
 * The readings of the simultaneous opening (D-open, L-open) as named options: which holes a
 * Didinga opening may start from (AMB-17), which pairs of starts the Lango opening allows
 * (AMB-16), and how clockwise chances in the Lango opening are decided (AMB-18). They are part of
 * the engine's OPTIONS (options.ts); kept here so that the opening race can apply them alone.
 */
import type { Result, RulesetId } from '../types.ts';
import { applyOptionsFrom, describeOptionsFrom, type OptionError, type OptionSpec } from './option-apply.ts';
import type { Ruleset } from './types.ts';

export const OPENING_OPTIONS: readonly OptionSpec[] = [
  {
    key: 'didinga.openingStart', rulesets: ['didinga'], clause: 'AMB-17', openingOnly: true,
    values: ['back-row', 'any-hole'], defaultValue: 'back-row',
    summary: '"another hole": any back-row hole, as in every opening the text describes, or any of the player\'s holes',
    label: 'Holes a Didinga opening may start from',
    valueLabels: { 'back-row': 'openings from back-row holes', 'any-hole': 'openings from any of the player’s holes' },
    apply: (r, v) => (r.opening.kind === 'simultaneous'
      ? { ...r, opening: { ...r.opening, startHoles: { holes: v === 'any-hole' ? 'any-hole' : 'any-back', source: 'driberg-1927a', clause: 'AMB-17' } } }
      : r),
  },
  {
    key: 'lango.openingPairs', rulesets: ['lango'], clause: 'AMB-16', raceOnly: true, openingOnly: true,
    values: ['independent', 'same-column'], defaultValue: 'independent',
    summary: '"either at aA or bB": each player from A or B as he likes, or both from the same column',
    label: 'Which start holes the two Lango openings may pair',
    valueLabels: { 'independent': 'each player opens from A or B as he likes', 'same-column': 'both players open from the same column' },
    apply: (r, v) => (r.opening.kind === 'simultaneous'
      ? { ...r, opening: { ...r.opening, startPairs: { pairs: v === 'same-column' ? 'same-column' : 'independent', source: 'driberg-1927b', clause: 'AMB-16' } } }
      : r),
  },
  {
    key: 'lango.openingClockwise', rulesets: ['lango'], clause: 'AMB-18', raceOnly: true, openingOnly: true,
    values: ['each-chance', 'whole-opening'], defaultValue: 'each-chance',
    summary: 'a clockwise chance in the opening: a free choice each time, or the first choice holds for the whole opening',
    label: 'Clockwise chances in the Lango opening',
    valueLabels: { 'each-chance': 'a free clockwise choice at each chance', 'whole-opening': 'the first clockwise choice holds for the whole opening' },
    apply: (r, v) => (r.opening.kind === 'simultaneous' && r.opening.clockwiseChances !== null
      ? { ...r, opening: { ...r.opening, clockwiseChances: { ...r.opening.clockwiseChances, choice: v === 'whole-opening' ? 'whole-opening' : 'each-chance' } } }
      : r),
  },
];

/** Apply readings of the opening only (`key=value`); any other option is refused as unknown here. */
export function applyOpeningOptions(id: RulesetId, pairs: readonly string[]): Result<Ruleset, OptionError> {
  return applyOptionsFrom(OPENING_OPTIONS, [], id, pairs, `readings of the ${id} opening`);
}

/** The non-default readings of the opening among `key=value` pairs, in the order of OPENING_OPTIONS. */
export function describeOpeningOptions(pairs: readonly string[]): string[] {
  return describeOptionsFrom(OPENING_OPTIONS, pairs);
}
