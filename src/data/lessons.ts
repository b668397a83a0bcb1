/**
 * The lessons of "How to play" (/learn/), defined once: for each code, short lessons on a real
 * board, one idea each, in the order a player needs them. Each names the clauses it teaches (they
 * link to the passage in the edition), gives a small position, asks for a hole or a move, and
 * says what to look for after a wrong try.
 *
 * The words are the site's own. The positions are constructed for the lesson (the texts give
 * positions only in their worked examples, which the "read" lessons point to), and every one
 * is checked by `test/data/lessons.test.ts`: a move lesson's answers are exactly the legal moves
 * that show its idea (`shows`), so the lesson never calls a move right that does not show it,
 * or wrong that does.
 */
import type { RulesetId } from '../engine/index.ts';
import type { ExampleId } from './examples.ts';

/** What a move must do to count as the answer: the idea the lesson teaches, as the engine reports it. */
export type LessonIdea =
  /** One lap that ends in an empty hole: the move is over (D-sow, D-def-move). */
  | 'single-lap'
  /** Three laps or more: each lap that ends in an occupied hole lifts it and goes on (D-def-lap). */
  | 'relays'
  /** Takes marbles (an increment). */
  | 'captures'
  /** A start capture: taking the marbles en prise before anything else (L-start). */
  | 'start-capture'
  /** Goes clockwise at some point (a start or an answer `<`). */
  | 'clockwise'
  /** Goes clockwise twice or more in one move (K-chain). */
  | 'clockwise-chain'
  /** Leaves the opponent without a legal move: he has lost (D-end). */
  | 'immobilises'
  /** Captures from both of the opponent's front-row end holes in one turn (K-win). */
  | 'end-hole-win';

export type LessonTask =
  /** Click one of these holes (letters of the lesson's lettering). */
  | { readonly kind: 'hole'; readonly holes: readonly string[] }
  /** Play a move that shows `idea`; `answers` lists every such move in notation. */
  | { readonly kind: 'move'; readonly idea: LessonIdea; readonly answers: readonly string[] }
  /** Nothing to do on a board: the lesson points to a worked example and a page where it is played. */
  | { readonly kind: 'read'; readonly example: ExampleId; readonly try: { readonly href: string; readonly label: string } };

export interface Lesson {
  /** Unique across the codes; the address's fragment and the key of the reader's progress. */
  readonly id: string;
  readonly title: string;
  /** The clauses it teaches, the main one first. */
  readonly clauses: readonly string[];
  /** Where the board itself is described when no clause covers it (an edition paragraph's anchor). */
  readonly passage?: { readonly edition: 'driberg-1927a' | 'driberg-1927b' | 'murray-1951'; readonly anchor: string; readonly label: string };
  /** What the lesson teaches, in a few sentences. */
  readonly teach: readonly string[];
  /** The question put to the learner. */
  readonly ask: string;
  /** Position notation (four rows, top to bottom as A sees them, then the side to move). */
  readonly position: string;
  readonly task: LessonTask;
  /** What to look for, said after a wrong try (after what the try did). */
  readonly hint: string;
  /** What the right answer shows, said once it is found. */
  readonly shown: string;
}

export interface LessonCourse {
  /** One of the three codes of the sources (Ludii's rulesets have no lessons). */
  readonly rules: Extract<RulesetId, 'didinga' | 'lango' | 'ikibuguzo'>;
  /** The address's last part: /learn/<slug>/. */
  readonly slug: string;
  readonly title: string;
  readonly lettering: 'driberg' | 'murray';
  readonly intro: string;
  readonly lessons: readonly Lesson[];
}

const START = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A';

export const COURSES: readonly LessonCourse[] = [
  {
    rules: 'didinga',
    slug: 'didinga',
    title: 'Pereaüni, the Didinga game',
    lettering: 'driberg',
    intro: 'Driberg gives the Didinga code first, and the Lango game as a set of changes to it. Start here.',
    lessons: [
      {
        id: 'didinga-board',
        title: 'The board, and whose holes are whose',
        clauses: [],
        passage: { edition: 'driberg-1927a', anchor: 'p-6', label: 'General principles' },
        teach: [
          'Four rows of eight holes, two marbles in each at the start. Each player owns the two rows on his side: the inner one is his front row, the outer one his back row. Player A sits at the bottom, B at the top.',
          'Driberg letters A’s holes with capitals and B’s with small letters. A’s back row reads K L M N O P A B from A’s left, his front row J I H G F E D C. The site’s own notation names a hole by its row and column instead: b1 is the back-row hole at the owner’s far left, f1 the front-row hole in front of it.',
        ],
        ask: 'Click the hole Driberg calls K.',
        position: START,
        task: { kind: 'hole', holes: ['K'] },
        hint: 'K is one of A’s holes (a capital), in A’s back row (the outer one, nearest A), at A’s far left.',
        shown: 'K is A’s b1: the back row, first column from A’s left. With I, J and L it makes up A’s turning base, the four left-hand holes, which matter in the Lango game.',
      },
      {
        id: 'didinga-sowing',
        title: 'Sowing: one marble a hole, counter-clockwise',
        clauses: ['D-sow', 'D-min', 'D-def-move'],
        teach: [
          'A move lifts all the marbles of one of your holes and drops them one by one into the following holes, counter-clockwise round your own two rows: along the back row to the right, then back along the front row to the left. You never sow into the opponent’s holes.',
          'A hole needs at least two marbles to start a move. If the last marble falls into an empty hole, the move is over and it is the opponent’s turn.',
        ],
        ask: 'Make the move whose last marble falls into an empty hole at once, so that it ends after a single lap.',
        position: '2,0,0,0,0,1,0,0/0,0,2,0,0,0,0,0/0,0,0,0,0,0,0,1/2,0,0,0,1,2,2,1 A',
        task: { kind: 'move', idea: 'single-lap', answers: ['b1'] },
        hint: 'Count the marbles in each hole you may start from, and follow them hole by hole, counter-clockwise: where does the last one land?',
        shown: 'Two marbles, two holes: the last lands in an empty hole and the move is over.',
      },
      {
        id: 'didinga-relay',
        title: 'Laps: when the last marble lands on others',
        clauses: ['D-def-lap', 'D-sow'],
        teach: [
          'If the last marble falls into a hole that already holds marbles, you lift them all, with the one just dropped, and sow on from the next hole. Each such run of sowing is a lap; a move goes on lap after lap until a last marble falls into an empty hole.',
        ],
        ask: 'Make a move of three laps or more.',
        position: '0,2,0,0,1,0,0,0/1,0,0,1,0,2,0,0/1,2,0,0,0,0,0,0/1,0,2,0,0,0,0,2 A',
        task: { kind: 'move', idea: 'relays', answers: ['f2'] },
        hint: 'A lap goes on only when its last marble lands in an occupied hole. Look for a start whose last marble reaches one of your single marbles.',
        shown: 'Each time the last marble lands on marbles, they are lifted together and sown on: three laps in one move.',
      },
      {
        id: 'didinga-capture',
        title: 'Opposition and capture',
        clauses: ['D-opp', 'D-def-increment', 'D-inc', 'AMB-1'],
        teach: [
          'When a lap ends in an occupied hole of your front row and both of the opponent’s holes in that column (his front and back holes) hold marbles, you capture them: they are the increment.',
          'The capturing hole keeps its marbles. The captured ones are sown as a new lap, starting again where the move, or its last lap, began: Driberg’s rule drops the first of them in that very hole, but his own worked examples drop it in the next one, and this site follows the examples (AMB-1). Taking marbles lying en prise is not optional.',
        ],
        ask: 'Make the move that captures.',
        position: '3,0,0,1,0,2,0,0/0,0,0,1,1,0,0,0/0,0,0,1,2,2,0,2/0,0,0,0,0,0,0,0 A',
        task: { kind: 'move', idea: 'captures', answers: ['f6'] },
        hint: 'A capture needs a lap that ends in your front row, in an occupied hole, facing a column where both of the opponent’s holes hold marbles.',
        shown: 'The lap ended in your front row facing two occupied holes of B: both were taken and sown on as the increment.',
      },
      {
        id: 'didinga-end',
        title: 'How a game ends',
        clauses: ['D-end', 'D-min'],
        teach: [
          'A player who cannot move has lost: he has no marbles left, or only single marbles, none of which may start a move. Capturing is how you bring that about.',
        ],
        ask: 'Make the move that leaves B unable to move.',
        position: '0,0,0,3,0,0,0,0/0,0,0,2,0,0,0,0/1,0,1,2,0,2,0,0/0,0,0,0,2,1,1,0 A',
        task: { kind: 'move', idea: 'immobilises', answers: ['f6'] },
        hint: 'Every hole of B that can start a move is in one column. Which of your moves captures that column?',
        shown: 'B has no marble left: he cannot start a move, and has lost.',
      },
      {
        id: 'didinga-opening',
        title: 'The opening',
        clauses: ['D-open'],
        teach: [
          'A game begins with an opening that both players play at the same time, each as fast as he can, from one of his back-row holes. Whoever finishes first moves first in the game proper. In the opening a lap that ends in the back row may capture too.',
          'The race is worked through on the opening page; the worked example shows one player’s opening from Driberg’s own words.',
        ],
        ask: 'Step through Driberg’s opening example, then race two openings against each other.',
        position: START,
        task: { kind: 'read', example: 'EX-open-l', try: { href: '/opening/', label: 'The opening race' } },
        hint: '',
        shown: '',
      },
    ],
  },
  {
    rules: 'lango',
    slug: 'lango',
    title: 'Choro, the Lango game',
    lettering: 'driberg',
    intro: 'Driberg describes the Lango game as the Didinga one with changes: learn the Didinga lessons first, then these.',
    lessons: [
      {
        id: 'lango-turning-base',
        title: 'The turning base',
        clauses: ['L-turn'],
        passage: { edition: 'driberg-1927a', anchor: 'p-6', label: 'General principles' },
        teach: [
          'Each player’s four left-hand holes, two in each of his rows, are his turning base. In Driberg’s letters they are I, J, K and L for A (i, j, k, l for B). The Didinga game does not use them; in the Lango game a lap may turn clockwise from them.',
        ],
        ask: 'Click any hole of A’s turning base.',
        position: START,
        task: { kind: 'hole', holes: ['I', 'J', 'K', 'L'] },
        hint: 'The turning base is A’s own four holes at A’s far left: two in the front row, two in the back row.',
        shown: 'I and J in the front row, K and L behind them: A’s turning base.',
      },
      {
        id: 'lango-start-capture',
        title: 'Captures come first, and the front hole is enough',
        clauses: ['L-start', 'L-opp', 'L-inc'],
        teach: [
          'In the Lango game a capture needs only the opponent’s front hole facing yours to be occupied; his back hole may be empty.',
          'If, when your move begins, one of your front-row holes holding marbles faces marbles of the opponent, those marbles are en prise and you must take them before anything else. The captured marbles are sown from the capturing hole itself.',
        ],
        ask: 'Take the marbles en prise. A click on any other hole says why it may not move.',
        position: '0,0,1,0,1,0,0,0/0,1,0,0,1,0,0,1/0,1,0,1,1,0,0,2/0,0,0,1,1,0,0,0 A',
        task: { kind: 'move', idea: 'start-capture', answers: ['xf8', 'xf5', 'xf2'] },
        hint: 'Look along your front row for a hole with marbles that faces an occupied hole of B.',
        shown: 'The capture comes first, and the marbles taken are sown on from the capturing hole.',
      },
      {
        id: 'lango-clockwise',
        title: 'Clockwise from the turning base',
        clauses: ['L-turn', 'AMB-5'],
        teach: [
          'When a lap ends in an occupied hole of your turning base, you may lift it and sow clockwise instead, if sowing that way captures. The board asks you which way when the chance comes.',
        ],
        ask: 'Make the move that turns clockwise at the turning base and captures.',
        position: '0,0,0,1,0,1,1,0/0,2,0,0,1,0,0,0/1,0,2,0,0,1,1,0/0,2,0,0,0,0,0,0 A',
        task: { kind: 'move', idea: 'clockwise', answers: ['f3/<'] },
        hint: 'Find a start whose lap ends in I, J, K or L on marbles; then take the clockwise chance when it is offered.',
        shown: 'The lap ended in the turning base, and going on clockwise captured.',
      },
      {
        id: 'lango-end',
        title: 'How a Lango game ends',
        clauses: ['D-end', 'L-start'],
        teach: [
          'As in the Didinga game, a player who cannot move has lost. In the Lango game a lone front-row marble facing an occupied hole still captures at the start of a move, so a player left with single marbles is not always beaten.',
        ],
        ask: 'Make the move that leaves B unable to move.',
        position: '0,0,0,0,0,0,0,0/1,0,0,0,2,0,0,1/0,2,0,1,0,2,1,0/0,0,0,0,0,0,0,0 A',
        task: { kind: 'move', idea: 'immobilises', answers: ['f6/<'] },
        hint: 'Only one line of play takes B’s two marbles; the board will offer you a choice on the way.',
        shown: 'B has nothing left to move with: the game is over.',
      },
      {
        id: 'lango-opening',
        title: 'The Lango opening',
        clauses: ['L-open'],
        teach: [
          'The Lango opening is played by both players at the same time, as in the Didinga game, but each must start from his back-row hole A or B (a or b for the other player). Clockwise captures are allowed; the back-row captures of the Didinga opening are not.',
        ],
        ask: 'Race two Lango openings on the opening page.',
        position: START,
        task: { kind: 'read', example: 'EX-turn', try: { href: '/opening/?rules=lango', label: 'The Lango opening race' } },
        hint: '',
        shown: '',
      },
    ],
  },
  {
    rules: 'ikibuguzo',
    slug: 'ikibuguzo',
    title: 'Ikibuguzo',
    lettering: 'murray',
    intro: 'Murray’s game from Bugufi and Urundi. His letters run differently from Driberg’s: A is A’s back-row hole at the far left.',
    lessons: [
      {
        id: 'ikibuguzo-reverse-holes',
        title: 'Murray’s letters and the reverse holes',
        clauses: ['K-reverse'],
        teach: [
          'Murray letters A’s back row A to H from A’s left, and his front row I to P from A’s right, so the front row reads P O N M L K J I from A’s left; B’s holes have the small letters. A’s holes A and O are his reverse holes (Driberg’s K and I): A is the back-row hole at A’s far left, O the front-row hole second from his left. Murray’s text does not say what they do; as the Digital Ludeme Project reads it, a lap may go clockwise from them, but only when that captures.',
        ],
        ask: 'Click one of A’s two reverse holes.',
        position: START,
        task: { kind: 'hole', holes: ['A', 'O'] },
        hint: 'The reverse holes are at A’s left: A in the back row, at the far left; O in the front row, second from the left.',
        shown: 'A and O: from these two holes a lap may turn clockwise when that captures.',
      },
      {
        id: 'ikibuguzo-reverse-sowing',
        title: 'Sowing clockwise from a reverse hole',
        clauses: ['K-reverse', 'K-opp'],
        teach: [
          'A move may start clockwise from a reverse hole when that captures; the board offers both ways when you click such a hole.',
        ],
        ask: 'Make the move that starts clockwise from a reverse hole and captures.',
        position: '0,0,1,1,0,0,0,0/0,0,1,2,1,3,0,0/0,2,1,1,0,0,0,3/1,0,0,0,0,0,0,0 A',
        task: { kind: 'move', idea: 'clockwise', answers: ['f2<'] },
        hint: 'Click a reverse hole with marbles and choose to sow it clockwise.',
        shown: 'Sown clockwise, the lap ended facing B’s marbles and took them.',
      },
      {
        id: 'ikibuguzo-capture',
        title: 'Opposition and increments',
        clauses: ['K-opp'],
        teach: [
          'Murray’s text says little about the game after the arrays; the site plays it as the Digital Ludeme Project reads it. As in the Didinga game, a lap that ends on marbles in your front row takes the opponent’s marbles in that column when both his holes there hold some, and they are sown on.',
        ],
        ask: 'Make the move that captures.',
        position: '0,0,0,0,1,0,2,0/0,0,1,0,2,1,0,0/0,0,2,0,2,1,2,0/0,1,0,0,1,0,0,1 A',
        task: { kind: 'move', idea: 'captures', answers: ['f7'] },
        hint: 'Follow each start to its last marble: which lap ends in your front row facing B’s marbles?',
        shown: 'The lap ended facing B’s marbles: they were taken and sown on.',
      },
      {
        id: 'ikibuguzo-chain',
        title: 'Chains of clockwise captures',
        clauses: ['K-chain', 'K-reverse'],
        teach: [
          'After a capture made sowing clockwise, the increment may go on clockwise too, if that captures again. The board asks at each chance.',
        ],
        ask: 'Make the move that captures clockwise twice in a row.',
        position: '0,2,1,0,0,0,0,0/0,1,1,0,0,0,0,0/0,1,1,0,0,0,0,0/2,0,0,0,0,0,0,0 A',
        task: { kind: 'move', idea: 'clockwise-chain', answers: ['b1</<'] },
        hint: 'Start clockwise from A, then keep going clockwise when the board offers it.',
        shown: 'Two clockwise captures in one move: a chain.',
      },
      {
        id: 'ikibuguzo-end-holes',
        title: 'Winning by the two front end holes',
        clauses: ['K-win', 'D-end'],
        teach: [
          'Besides leaving the opponent unable to move, a player wins at once by capturing from both of the opponent’s front-row end holes in the same turn.',
        ],
        ask: 'Win the game in one move.',
        position: '1,0,0,0,0,2,0,4/1,0,0,0,0,0,0,5/1,0,0,0,0,0,0,1/0,0,2,0,0,0,2,0 A',
        task: { kind: 'move', idea: 'end-hole-win', answers: ['b7'] },
        hint: 'B’s front-row end holes are i and p, the two ends of his front row. Which move takes from both in one turn?',
        shown: 'Both of B’s front-row end holes were captured from in one turn: A wins.',
      },
      {
        id: 'ikibuguzo-arrays',
        title: 'Murray’s arrays',
        clauses: ['K-array-1', 'K-array-2'],
        teach: [
          'Ikibuguzo does not begin with a race. Murray describes two arrays: the marbles are set out in a fixed pattern and a few sowings follow, and only then does the game proper begin.',
        ],
        ask: 'Step through the first array.',
        position: START,
        task: { kind: 'read', example: 'EX-ik-1', try: { href: '/play/?new=ikibuguzo&level=beginner', label: 'Play Ikibuguzo' } },
        hint: '',
        shown: '',
      },
    ],
  },
];

/** Every lesson with its course, in reading order. */
export const LESSONS: readonly (Lesson & { readonly course: LessonCourse })[] = COURSES.flatMap((c) => c.lessons.map((l) => ({ ...l, course: c })));

/** A course by its address's last part; an unknown one fails the build, naming the known ones. */
export function courseBySlug(slug: string): LessonCourse {
  const c = COURSES.find((x) => x.slug === slug);
  if (!c) throw new Error(`unknown course "${slug}"; known: ${COURSES.map((x) => x.slug).join(', ')}`);
  return c;
}

/** Where a lesson is: its course's page and its fragment. */
export function lessonHref(id: string): string {
  const l = LESSONS.find((x) => x.id === id);
  if (!l) throw new Error(`unknown lesson "${id}"`);
  return `/learn/${l.course.slug}/#${l.id}`;
}
