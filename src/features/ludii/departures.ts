/**
 * The page /ludii/: how the Ludii program, version 1.3.13, plays the three games (established by
 * running it; docs/ludii-1.3.13.md), one note per departure (the LU- clauses of
 * src/data/clauses.json), each with an example position whose outcomes the engine computes at
 * build time, so no number on the page is typed by hand. Quotations of DLP's written rules for
 * Choro are verbatim from source-captures/dlp-ruleset-265-choro-lango.txt (a test checks them).
 */
import {
  formatPosition, listMoves, parseMove, parsePosition, play, RULESETS, type Position, type RulesetId,
} from '../../engine/index.ts';

export interface Departure {
  /** The clause id, the anchor on /ludii/. */
  readonly id: string;
  readonly title: string;
  /** Which of Ludii's games it concerns. */
  readonly games: string;
  /** What Ludii 1.3.13 does, in the site's words. */
  readonly ludii: string;
  /** What the sources say instead, with their clause ids. */
  readonly texts: string;
  /** Where DLP's written rules for Choro say otherwise: a verbatim quotation and a comment. */
  readonly dlp?: { readonly quote: string; readonly comment: string };
  readonly example: {
    readonly ludii: RulesetId;
    /** The code of the sources it is compared with. */
    readonly code: RulesetId;
    readonly position: string;
    /** Moves to show; none: every legal move of the position under both. */
    readonly moves?: readonly string[];
    /** A first turn of Ludii's sequential opening (LU-open). */
    readonly firstTurn?: boolean;
    readonly comment: string;
    /** A /compare/ preset showing it, if one does. */
    readonly preset?: string;
  };
}

export const DEPARTURES: readonly Departure[] = [
  {
    id: 'LU-force', title: 'A forced start that “can capture”, judged by the landing hole alone', games: 'Choro',
    ludii: 'Nothing is taken without sowing at the start of a turn. When some lap could capture at the start of a turn, the turn must begin with a lap that lands in a front hole facing an occupied front hole of the opponent, whether or not the landing hole is occupied: so the forced lap may capture nothing. Later laps of the turn are free.',
    texts: 'Driberg’s Lango takes marbles en prise at the start of a move first, without sowing (L-start); otherwise any hole of two or more may start (D-choice).',
    dlp: { quote: 'If a player can make a capture on the first sowing they must.', comment: 'Ludii’s test of “can make a capture” does not look at whether the landing hole is occupied.' },
    example: { ludii: 'ludii-lango', code: 'lango', position: '0,0,2,0,0,0,0,0/3,1,2,0,0,0,0,0/3,4,4,5,6,7,3,1/0,3,4,0,5,3,7,1 A', comment: 'Ludii’s first main-phase turn of a game: it offers exactly two turns; Driberg’s Lango offers six start captures, none reaching either position.', preset: 'ludii-lango' },
  },
  {
    id: 'LU-back', title: 'The capture goes into the back hole of the column, and only that many are sown on', games: 'Choro, Pereaüni',
    ludii: 'The captured marbles are put into the capturing player’s own back hole of the capturing hole’s column; then exactly as many marbles as were captured are sown on from there, the first into the next hole. The marbles already in the back hole stay.',
    texts: 'Driberg sows the Lango increment from the capturing hole itself (L-inc) and the Didinga increment from where the last lap began (D-inc; the hole after it by default, AMB-1).',
    dlp: { quote: 'places them in the outer row hole next to the hole from which the capture occurred. The player then sows the captured counters from this hole.', comment: 'DLP’s rules put the captured marbles in the same back hole; the site plays them under its reading of DLP’s increment (AMB-6).' },
    example: { ludii: 'ludii-didinga', code: 'didinga', position: '1,1,0,2,2,1,1,0/0,0,2,2,2,0,0,0/4,1,4,4,4,1,0,7/3,1,5,5,1,2,5,3 A', moves: ['b8'], comment: 'Both relay to f4 and take B’s column 4 (2 + 2); Ludii sows the 4 on from A’s b4, Driberg’s Didinga from the hole after the last lap’s origin.', preset: 'ludii-didinga' },
  },
  {
    id: 'LU-single', title: 'A back hole holding one marble goes with the capture', games: 'Choro, Pereaüni',
    ludii: 'If the back hole that receives the captured marbles held exactly one marble, that marble is sown with them. A single marble captured into a back hole holding none, or several, is sown alone.',
    texts: 'Driberg: a single captured marble is lifted with the capturing hole’s own marbles (L-single); Didinga has no such rule (D-inc).',
    dlp: { quote: 'If the capture is only of one counter, the contents of the appropriate outer row hole on the player\'s side are sown along with the one captured counter.', comment: 'DLP ties the rule to a capture of one marble; Ludii tests what the back hole holds instead.' },
    example: { ludii: 'ludii-didinga', code: 'didinga', position: '0,0,0,0,0,0,1,0/0,0,0,0,0,0,2,0/0,0,0,0,0,0,1,0/0,0,0,0,0,0,1,2 A', moves: ['b8'], comment: 'b8 ends in f7, facing B’s 2 + 1; A’s b7 held one marble, so the 3 and it, 4 marbles, are sown on from b7.' },
  },
  {
    id: 'LU-cw', title: 'Clockwise laps that need not capture, on any lap', games: 'Choro, Ikibuguzo',
    ludii: 'A lap may go clockwise from the clockwise holes (Choro: the two leftmost columns of the player’s rows; Ikibuguzo: A’s b1 and f2) whenever it starts there, as the first lap, a relay, or the captured marbles sown on from there, and would land in a front hole facing marbles en prise (Choro: an occupied front hole; Ikibuguzo: both holes), even when the landing hole is empty. There is no chain rule and no “^”; Ludii’s Ikibuguzo has no win by the two front end holes.',
    texts: 'Driberg allows a clockwise lap only to take an increment, and chains clockwise captures from the hole that began them (L-turn); DLP’s reading of Murray likewise (K-reverse, K-chain), and Murray’s players win by taking both front end holes in one turn (K-win).',
    dlp: { quote: 'Clockwise moves can only be made from these holes if they immediately lead to a capture.', comment: 'Ludii allows them when they land facing marbles en prise, captured or not.' },
    example: { ludii: 'ludii-ikibuguzo', code: 'ikibuguzo', position: '0,0,1,0,0,0,0,0/0,0,1,0,0,0,0,0/0,2,0,0,0,0,0,0/2,0,0,0,0,0,0,0 A', comment: 'f2 relays in b1 with 3; clockwise they would end in the empty f3, which faces two occupied holes: Ludii offers it, the site’s Ikibuguzo (after DLP) does not.' },
  },
  {
    id: 'LU-count', title: 'The clockwise test counts the whole back hole', games: 'Choro',
    ludii: 'When the captured marbles are sown on from a back hole in the two leftmost columns, Ludii tests a clockwise lap with every marble in that hole, its own included, though only the captured ones are sown: it may offer a clockwise lap that lands facing nothing, or refuse one that would capture.',
    texts: 'Driberg allows a clockwise lap “in order to take an increment which is en prise”; the site judges that by the marbles actually sown (L-turn).',
    example: { ludii: 'ludii-lango', code: 'lango', position: '0,1,0,0,0,0,0,0/0,1,1,0,0,0,0,0/0,1,0,2,0,0,0,0/0,2,0,0,0,0,0,0 A', moves: ['f4/<', 'f4/>'], comment: 'f4 takes 2 into b2, which holds 2: counting 4, a clockwise lap would reach f3, facing an occupied hole, so it is offered; the 2 sown clockwise end in f1, facing nothing.' },
  },
  {
    id: 'LU-open', title: 'The openings are played in turn', games: 'all three',
    ludii: 'No opening is simultaneous. In Choro A plays his first turn, then B his: each starts from back column 7 or 8, has no clockwise lap, and its capture test (LU-force) looks at every back-row hole, so a capture only another back hole could make leaves the player no first turn. In Pereaüni each first turn starts from the back row. Ikibuguzo’s Opening 1, played as forced moves, reaches the position of Murray’s first array played alternately; Opening 2 (four in every back hole, the rightmost holding four sown two, one, one, until the leftmost has been) follows the procedure of his second array (K-array-2).',
    texts: 'Driberg’s Didinga and Lango open with both players sowing at once (D-open, L-open); Murray’s arrays are sown by the players in turn (K-array-1, K-array-2).',
    dlp: { quote: 'Two players play simultaneously', comment: 'DLP’s rules keep the simultaneous opening; Ludii plays it in turn.' },
    example: { ludii: 'ludii-lango', code: 'lango', position: '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A', firstTurn: true, comment: 'From the start, A’s first turn: b7 or b8, and nothing else.' },
  },
  {
    id: 'LU-origin', title: 'Ikibuguzo’s capture goes into the lap’s origin, and that whole hole is sown', games: 'Ikibuguzo',
    ludii: 'The captured marbles go into the hole the capturing lap was lifted from, and that whole hole is sown on, with any marble a lap of sixteen or more left in it on the way round.',
    texts: 'The increment is sown from the hole after the one last lifted (K-opp, after DLP).',
    example: { ludii: 'ludii-ikibuguzo', code: 'ikibuguzo', position: '17,0,0,0,0,0,6,0/0,0,2,1,2,1,2,1/1,2,1,2,1,2,0,0/0,6,0,0,0,0,0,17 A', moves: ['b2'], comment: 'After the first array: the lap from A’s 18 marbles goes round, leaving one in b8, and takes 8; Ludii sows 9 from b8, the site’s Ikibuguzo (after DLP) 8.', preset: 'ludii-ikibuguzo' },
  },
  {
    id: 'LU-opp', title: 'Pereaüni captures with the facing front hole alone', games: 'Pereaüni',
    ludii: 'A lap ending in an occupied front hole captures when the opponent’s facing front hole is occupied; the back hole behind is taken too if it holds any. No clockwise play, no compulsory capture, no limit on the start holes.',
    texts: 'Driberg’s Didinga captures only when both facing holes are occupied (D-opp).',
    example: { ludii: 'ludii-didinga', code: 'didinga', position: '0,0,0,0,0,0,0,0/0,0,0,0,0,0,1,0/0,0,0,0,0,0,1,0/0,0,0,0,0,0,0,2 A', moves: ['b8'], comment: 'f7 faces one marble in B’s front row and nothing behind it: Ludii takes it, Driberg’s Didinga goes on.' },
  },
  {
    id: 'LU-limit', title: 'Game limits instead of a cycle test', games: 'all three',
    ludii: 'Ludii looks for no endless relay; it stops a game, drawn, after 1,250 turns a player or 10,000 laps in all. The engine plays a move that never ends and ends the game there, drawn; it draws a game after 2,500 moves or 10,000 laps; there is no draw by repetition.',
    texts: 'The sources say nothing of moves that never end (AMB-3) or of games that never end (AMB-11); the engine forbids the first and draws the second on a repetition or a move limit.',
    example: { ludii: 'ludii-didinga', code: 'didinga', position: '1,1,3,0,3,1,4,3/0,3,4,1,0,1,3,2/2,4,4,1,2,2,2,0/3,2,3,3,3,2,3,4 A', moves: ['b8'], comment: 'b8 relays for ever under Ludii’s rules: the move is played and the game is drawn.' },
  },
];

/** Differences from DLP's written rules for Choro, in the order the page lists them. */
export const DLP_DIFFERENCES: readonly { readonly id: string; readonly text: string }[] = [
  { id: 'LU-open', text: 'The opening is played in turn, not simultaneously.' },
  { id: 'LU-force', text: 'The forced-capture test ignores whether the landing hole is occupied.' },
  { id: 'LU-cw', text: 'Clockwise laps are allowed without a capture.' },
  { id: 'LU-count', text: 'The clockwise test on a continuation counts the whole back hole, not the marbles sown.' },
  { id: 'LU-single', text: 'The single-marble rule is tested on the back hole’s content, not on the capture.' },
];

export interface ExampleRow {
  readonly move: string;
  /** The position after it, or why it is refused. */
  readonly ludii: string;
  readonly code: string;
}

function outcome(rules: RulesetId, pos: Position, move: string, firstTurn: boolean): string {
  const m = parseMove(move, pos.cols);
  if (!m.ok) return `not a move: ${m.error.message}`;
  const r = play(RULESETS[rules], pos, m.value, { opening: firstTurn });
  if (!r.ok) return `refused: ${r.error.message}`;
  return `${formatPosition(r.value.after)} (${r.value.captured} taken${r.value.status === 'ended' ? '' : `; ${r.value.status} after ${r.value.laps} laps`})`;
}

/** An example's moves under Ludii and under the code, computed with the engine (at build time on /ludii/). */
export function exampleRows(d: Departure): ExampleRow[] {
  const p = parsePosition(d.example.position);
  if (!p.ok) throw new Error(`${d.id}: ${p.error.message}`);
  const pos = p.value;
  const firstTurn = d.example.firstTurn ?? false;
  const moves = d.example.moves ?? [...new Set([
    ...listMoves(RULESETS[d.example.ludii], pos, { opening: firstTurn }).legal.map((m) => m.notation),
    ...(firstTurn ? [] : listMoves(RULESETS[d.example.code], pos).legal.map((m) => m.notation)),
  ])];
  return moves.map((move) => ({ move, ludii: outcome(d.example.ludii, pos, move, firstTurn), code: outcome(d.example.code, pos, move, false) }));
}
