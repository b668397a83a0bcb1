/**
 * Driberg's remarks on the opening, quoted on /opening/ beside the simulator: verbatim from the
 * captures in source-captures/ (test/features/opening/race.test.ts checks each one against the
 * capture's `Content "…"` field), each with the anchor on its edition page and its clause.
 */
import type { EditionId } from './clauses.ts';

export interface OpeningQuote {
  /** The words, exactly as captured (straight quotes and spacing included). */
  readonly text: string;
  /** The capture file in source-captures/. */
  readonly source: string;
  readonly edition: EditionId;
  /** The element id on the edition page: a clause id or a paragraph (p-N). */
  readonly anchor: string;
  readonly where: string;
  /** The clause the remark bears on. */
  readonly clause: string;
}

export const D27A = 'dlp-evidence-684-pereauni-didinga.txt';
export const D27B = 'dlp-evidence-711-choro-lango.txt';

export const OPENING_QUOTES: readonly OpeningQuote[] = [
  {
    text: 'The preliminary opening is conducted as speedily as possible by both players simultaneously, starting generally at aA or bB. The two marbles are lifted by each from the hole and they proceed as described above, taking the opponent\'s marbles whenever they are en prise, and each continuing until he ends in a vacant hole.',
    source: D27A, edition: 'driberg-1927a', anchor: 'D-open', where: 'pp. 170–172', clause: 'D-open',
  },
  {
    text: 'For the purpose of the opening only and not in the game proper an opponent\'s marbles are en prise at this stage of play even if the player concludes a lap in the back row.',
    source: D27A, edition: 'driberg-1927a', anchor: 'p-14', where: 'pp. 170–172', clause: 'D-open',
  },
  {
    text: 'Usually players start their opening simultaneously from the same hole and generally from aA or bB; but this is not obligatory and an expert player will often start from another hole unobserved by his opponent in order to secure a different " position " or arrangement of marbles which he can exploit by his superior technique to greater advantage. There is a great deal of finesse in the opening and an expert by observing his opponent, who is playing simultaneously, and by increasing or retarding the speed of his own play may secure a disposition of marbles which will give him a tactical advantage even if he has to concede his opponent the first move in the game.',
    source: D27A, edition: 'driberg-1927a', anchor: 'p-16', where: 'pp. 170–172', clause: 'AMB-2',
  },
  {
    text: 'The opening is played in the same way as in the Didinga variation, with the exception that the players must start either at aA or bB. Clockwise motion from the turning base is also permitted during the opening under the conditions described above. The opponent\'s marbles are never en prise to the player\'s back row.',
    source: D27B, edition: 'driberg-1927b', anchor: 'L-open', where: 'pp. 186–187', clause: 'L-open',
  },
];

