/**
 * A ruleset is frozen data: a handful of independent switches, each naming its reading and the
 * clause it comes from. The three codes differ only in these switches; the
 * move machinery in `../machine/runner.ts` reads them and nothing else.
 */
import type { ClauseId, RulesetId } from '../types.ts';

export type SourceId = 'driberg-1927a' | 'driberg-1927b' | 'murray-1951' | 'dlp' | 'mancala-world';

export interface Cited {
  readonly source: SourceId;
  readonly clause: ClauseId;
}

export interface Ruleset {
  readonly id: RulesetId;
  readonly name: string;
  readonly people: string;
  readonly source: SourceId;

  /**
   * The board widths (holes a row) the code is recorded on: 8 to 16 for the Didinga game, which
   * the Longarim and Topotha play on wider boards (D-wide); 8 for Lango (L-open) and Ikibuguzo
   * (K-array-1). The pages offer these widths;
   * the move machine itself plays any width from MIN_COLUMNS to MAX_COLUMNS (geometry.ts).
   */
  readonly boardWidths: Cited & { readonly min: number; readonly max: number };

  /** Fewest marbles a hole needs to start a move or a lap ("at least two marbles", D-min). */
  readonly minToStart: number;

  /**
   * When the opponent's marbles facing a front hole are en prise:
   * - `front-and-back`: both facing holes occupied (D-opp, K-opp);
   * - `front`: the facing front hole occupied, the back one taken too if it holds any (L-opp).
   */
  readonly opposition: Cited & { readonly test: 'front-and-back' | 'front' };

  /**
   * Where the increment is sown:
   * - `after-lap-origin`: from the hole after the one the last lap was lifted from (D-inc, AMB-1 default);
   * - `lap-origin`: from that hole itself (AMB-1, the general rule read literally);
   * - `capturing-hole`: from the hole that made the capture, first marble into it (L-inc);
   * - `back-hole-behind`: DLP's reading of Lango, put in the own back hole behind the capturing hole and sown on from there (AMB-6).
   */
  readonly incrementStart: Cited & { readonly from: 'after-lap-origin' | 'lap-origin' | 'capturing-hole' | 'back-hole-behind' };

  /**
   * A single captured marble (front hole 1, back hole empty): sown like any increment, or
   * lifted with the capturing hole's own marbles and sown from the next hole (L-single).
   */
  readonly singleIncrement: Cited & { readonly treatment: 'sow' | 'lift-with-own' };

  /** Start-of-move captures (L-start): null where the code has none. */
  readonly startCapture: null | (Cited & {
    /** Whether L-single governs a start capture of a single marble (AMB-4). */
    readonly singleTreatment: 'sow' | 'lift-with-own';
  });

  /** Clockwise (reverse) sowing: null where the code has none. */
  readonly reverse: null | (Cited & {
    /** Lango's turning base IJKL (L-turn) or Murray's reverse holes A and O (K-reverse). */
    readonly holes: 'turning-base' | 'murray-reverse-holes';
    /**
     * How captures made clockwise may chain (L-turn vs K-chain):
     * - `lango`: the increment may go clockwise again from the hole that began the clockwise lap, as long as it captures, anywhere in the move;
     * - `ikibuguzo`: the same, but only on the first sowing of the move; a later clockwise capture is sown counter-clockwise.
     */
    readonly chain: 'lango' | 'ikibuguzo';
    /** Whether an increment sown from a capturing hole inside the reverse holes may go clockwise (AMB-5). */
    readonly incrementFromCapturingHole: boolean;
    /**
     * Where the captured marbles, played clockwise again "from the same hole as originated the
     * clockwise lap" (L-turn, K-chain), drop their first marble (AMB-12):
     * - `after-origin`: the next hole clockwise from that hole;
     * - `origin`: that hole itself, as "drop them singly from f onwards" counts from f.
     */
    readonly chainStart: Cited & { readonly first: 'after-origin' | 'origin' };
    /**
     * Two details of an increment that goes clockwise from a capturing hole in the reverse holes,
     * read only when `incrementFromCapturingHole` holds (AMB-13):
     * - `first`: its first marble into the capturing hole itself (`capturing-hole`, as L-inc's
     *   "he drops them at f, g, h"), or into the next hole clockwise (`next-hole`, as L-turn's
     *   chain starts after its origin);
     * - `singleLift`: whether a single marble lifted with the capturing hole's own (L-single)
     *   may be sown clockwise too, from the next hole clockwise.
     */
    readonly clockwiseIncrement: Cited & { readonly first: 'capturing-hole' | 'next-hole'; readonly singleLift: boolean };
  });

  /** K-win: capturing both of the opponent's front-row end holes in one turn wins. */
  readonly endHoleWin: null | Cited;

  readonly opening: OpeningRules;

  /**
   * AMB-14: a lap of as many marbles as the player has holes, or more, comes round to the hole
   * it was lifted from: `drop` puts a marble in it as in any other hole, `skip` passes it by.
   * Only a lap lifted from a hole skips it; an increment, which nobody lifted, skips nothing.
   */
  readonly lapWrap: Cited & { readonly lifted: 'drop' | 'skip' };

  /** AMB-3: what happens to a move that never ends (proven cycle) or reaches the lap bound. */
  readonly endless: Cited & { readonly policy: 'forbid' | 'stop'; readonly maxLaps: number };

  /** AMB-11: the game-level limit that keeps play and simulation finite; a game reaching it is drawn. */
  readonly gameLimit: Cited & { readonly maxPlies: number; readonly repetitions: number };
}

export type OpeningRules =
  | (Cited & {
      readonly kind: 'simultaneous';
      /**
       * The holes an opening may start from:
       * - `any-back`: any hole of the player's back row (D-open; AMB-17's default);
       * - `any-hole`: any of his sixteen holes, all of which hold two marbles at the start (AMB-17);
       * - `a-or-b`: only A or B (L-open).
       * Cited: AMB-17 for Didinga, whose text leaves "another hole" open; L-open for Lango.
       */
      readonly startHoles: Cited & { readonly holes: 'any-back' | 'any-hole' | 'a-or-b' };
      /**
       * Whether the two players' start holes are chosen each on his own (`independent`) or as a
       * pair from one column, aA or bB (`same-column`). D-open: the same hole is usual, "but this
       * is not obligatory"; L-open: "either at aA or bB" read either way (AMB-16).
       */
      readonly startPairs: Cited & { readonly pairs: 'independent' | 'same-column' };
      /** Back-row captures: until the player's sowing reaches his front row (D-open) or never (L-open). */
      readonly backRowCaptures: 'until-front-row' | 'never';
      /**
       * Clockwise chances from the turning base in the opening: none in Didinga, whose sowing is
       * counter-clockwise only (D-open, D-sow); in Lango "permitted during the opening under the
       * conditions described above" (L-open), which make each chance a free choice. `choice`
       * (AMB-18): `each-chance`, a decision at every chance, as in the game proper; or
       * `whole-opening`, one decision at the player's first chance that holds for the rest of
       * his opening.
       */
      readonly clockwiseChances: null | (Cited & { readonly choice: 'each-chance' | 'whole-opening' });
    })
  | (Cited & {
      readonly kind: 'array';
      /** Murray's first or second conventional array (K-array-1, K-array-2). */
      readonly array: 1 | 2;
    });
