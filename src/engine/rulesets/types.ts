/**
 * A ruleset is frozen data: a handful of independent switches, each naming its reading and the
 * clause it comes from. The three codes differ only in these switches; the
 * move machinery in `../machine/` reads them and nothing else.
 */
import type { ClauseId, RulesetId } from '../types.ts';

/** Where a switch's reading comes from: the three editions, DLP's summaries, Mancala World, or (for the `ludii-` rulesets) the Ludii program at version 1.3.13, as it behaves when run. */
export type SourceId = 'driberg-1927a' | 'driberg-1927b' | 'murray-1951' | 'dlp' | 'mancala-world' | 'ludii-1.3.13';

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
   * - `back-hole-behind`: DLP's reading of Lango, put in the own back hole behind the capturing hole and sown on from there (AMB-6);
   * - `back-hole-captured`: Ludii 1.3.13 (LU-back): into the own back hole of the capturing
   *   hole's column, then as many marbles as were captured sown on from the hole after it; the
   *   back hole's own marbles stay (except a single one, `singleIncrement` `back-hole-holds-one`);
   * - `lap-origin-whole`: Ludii 1.3.13's Ikibuguzo (LU-origin): into the hole the lap was lifted
   *   from, then that whole hole lifted and sown from the hole after it.
   */
  readonly incrementStart: Cited & { readonly from: 'after-lap-origin' | 'lap-origin' | 'capturing-hole' | 'back-hole-behind' | 'back-hole-captured' | 'lap-origin-whole' };

  /**
   * A single captured marble (front hole 1, back hole empty): sown like any increment, or
   * lifted with the capturing hole's own marbles and sown from the next hole (L-single).
   * `back-hole-holds-one` (Ludii 1.3.13, LU-single): not the capture's size but the back hole
   * that receives it decides: if that hole held exactly one marble, it is sown with the captured ones.
   */
  readonly singleIncrement: Cited & { readonly treatment: 'sow' | 'lift-with-own' | 'back-hole-holds-one' };

  /**
   * LU-force (Ludii 1.3.13's Choro): when some lap could capture at the start of a turn, the
   * player must start with one that "can capture", judged by the hole the lap lands in alone: a
   * front hole facing marbles en prise, whether or not it is occupied (so the lap may capture
   * nothing). Null where the code has no such rule (every code of the sources).
   */
  readonly forcedCapture: null | Cited;

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
     * - `ikibuguzo`: the same, but only on the first sowing of the move; a later clockwise capture is sown counter-clockwise;
     * - `every-lap` (Ludii 1.3.13, LU-cw): no chain at all: every lap that starts in a reverse
     *   hole (the move's first, a relay, or an increment sown from the hole it was put in) may
     *   go clockwise if `test` allows it; nothing is ever left in a hole ("^" does not exist).
     */
    readonly chain: 'lango' | 'ikibuguzo' | 'every-lap';
    /**
     * When a clockwise lap is allowed: `capture`, only if it would end in an occupied front hole
     * facing marbles en prise (L-turn, K-reverse); `faces-en-prise` (Ludii 1.3.13, LU-cw): if it
     * ends in a front hole facing marbles en prise, occupied or not, so it may capture nothing.
     */
    readonly test: Cited & { readonly landing: 'capture' | 'faces-en-prise' };
    /**
     * How many marbles the clockwise test counts on a lap sown from a hole the increment was put
     * in: `sown`, the marbles being sown; `hole` (Ludii 1.3.13, LU-count), all the marbles in
     * that hole, its own ones included, though only the captured ones are sown.
     */
    readonly continuationCount: Cited & { readonly count: 'sown' | 'hole' };
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

  /**
   * LU-limit (Ludii 1.3.13): a game also stops, drawn, when its laps add up to this many, and a
   * move that never ends stops the game. Null for the codes of the sources, which count moves only (AMB-11).
   */
  readonly gameLaps: null | (Cited & { readonly max: number });

  /** AMB-3: what happens to a move that never ends (proven cycle) or reaches the lap bound. */
  readonly endless: Cited & { readonly policy: 'forbid' | 'stop'; readonly maxLaps: number };

  /**
   * AMB-19: the game of a player to move whose every move never ends, when such moves are
   * forbidden (AMB-3): he `loses`, as a player who cannot move (D-end), or the game is `drawn`,
   * as one that never ends (AMB-11). Driberg's immobility is "through having lost all his marbles
   * or through his remaining marbles being disposed singly", which such a player is not.
   */
  readonly onlyEndless: Cited & { readonly result: 'loses' | 'drawn' };

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
      /**
       * Ludii 1.3.13 (LU-open): no simultaneous opening; A plays his first turn, then B his,
       * each under the rules below, then the main phase. The first turns are the game's first
       * two moves (`sequentialOpeningPlies`).
       */
      readonly kind: 'sequential';
      /** `back-row`: any back-row hole (Pereaüni); `last-two-back`: back columns N−1 and N from the player's left (Choro). */
      readonly startHoles: 'back-row' | 'last-two-back';
      /** Whether a clockwise lap may be played during the first turn. */
      readonly clockwise: boolean;
      /**
       * Where LU-force looks in a first turn: `start-holes`, the holes the turn may start from;
       * `back-row`, every back-row hole (Choro), so a capture that only a hole the player may
       * not start from could make still forbids the start holes that cannot capture.
       */
      readonly forcedCaptureHoles: 'start-holes' | 'back-row';
    })
  | (Cited & {
      readonly kind: 'array';
      /** Murray's first or second conventional array (K-array-1, K-array-2). */
      readonly array: 1 | 2;
    });
