/**
 * The worked examples the sources themselves describe, defined once. Each names its source,
 * the words it illustrates (verbatim), the position (with a note on every value the text leaves
 * open), the ruleset and options, and the move. The stepper, the edition pages, /examples/ and
 * the tests all read this list; `test/data/examples.test.ts` plays every variant through the
 * engine and checks the numbers the text states.
 */
import type { EditionId } from './clauses.ts';

export const EXAMPLE_IDS = ['EX-c10', 'EX-m4', 'EX-open-l', 'EX-b-f', 'EX-b-f-single', 'EX-start-f', 'EX-turn', 'EX-ik-1', 'EX-ik-2'] as const;
export type ExampleId = (typeof EXAMPLE_IDS)[number];

/**
 * How a variant is played:
 * - `move`: a whole move from the position (the engine's `play`);
 * - `lap-in-move`: a lap the text tells as if it began a move, though under its code it can only
 *   occur inside one (AMB-9): the start-of-move capture rule is set aside;
 * - `opening-lap`: one player's opening move, the other not yet having touched the holes it
 *   meets (D-open);
 * - `array-opening`: Murray's array and its opening sowings (K-array-1, K-array-2).
 */
export type VariantKind = 'move' | 'lap-in-move' | 'opening-lap' | 'array-opening';

export interface ExampleVariant {
  /** Short key, unique within the example (used in URLs). */
  readonly key: string;
  readonly label: string;
  readonly rules: 'didinga' | 'lango' | 'ikibuguzo';
  /** AMB options as `key=value` pairs, as the CLI takes them. */
  readonly options: readonly string[];
  readonly kind: VariantKind;
  /** Position notation (not for `array-opening`). */
  readonly position?: string;
  /** Move notation (not for `array-opening`). */
  readonly move?: string;
  /** Where and why this variant departs from the others of the same example. */
  readonly departs?: string;
}

export interface WorkedExample {
  readonly id: ExampleId;
  readonly title: string;
  /** One line for the list on /examples/. */
  readonly summary: string;
  readonly edition: EditionId;
  readonly pages: string;
  /** The clauses it illustrates, first the main one. */
  readonly clauses: readonly string[];
  /** The source's words it illustrates, verbatim. */
  readonly quote: string;
  readonly lettering: 'driberg' | 'murray';
  /** Which values the text leaves open and what was chosen. */
  readonly chosen: string;
  /** Slips of the captured text inside the quotation, shown as they are, with the reading. */
  readonly slips?: readonly { readonly as: string; readonly read: string }[];
  readonly variants: readonly ExampleVariant[];
}

const START = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2';
/** EX-b-f's position, shared by its four variants: b 4, f 1; G 2, N 1; B to move. */
const B_TO_F = '4,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,1,0,0,0,0 B';

export const EXAMPLES: readonly WorkedExample[] = [
  {
    id: 'EX-c10',
    title: 'Ten marbles from c',
    summary: 'A single lap: ten marbles lifted at c fall one by one in d … m.',
    edition: 'driberg-1927a',
    pages: '170–172',
    clauses: ['D-sow', 'D-def-move'],
    quote: 'Thus 10 marbles at hole c, if moved, would be dropped singly in d, e, f, g, h, i, j, k, 1, m. Should m be vacant the move then ends.',
    lettering: 'driberg',
    slips: [{ as: 'k, 1, m', read: 'k, l, m (the letter l, captured as the digit 1)' }],
    chosen: 'The text gives only c’s ten marbles. Every other hole of B is empty here (so m is vacant) and A keeps two in each hole.',
    variants: [
      { key: 'didinga', label: 'Didinga (1927a)', rules: 'didinga', options: [], kind: 'move', position: `0,0,0,0,0,0,0,0/10,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 B`, move: 'f8' },
    ],
  },
  {
    id: 'EX-m4',
    title: 'From m with four: an increment from I and L',
    summary: 'Two laps, then 7 marbles taken from I and L are sown again from b and end at h.',
    edition: 'driberg-1927a',
    pages: '170–172',
    clauses: ['D-inc', 'D-opp', 'D-def-lap', 'AMB-1'],
    quote: 'For example, the player starts at m with 4 marbles, and drops one each at n, o, p, a, but finding 2 marbles at a (which now number 3) he takes them up and drops them at b, c, d, d is occupied by one or more marbles, and at I there are three marbles and at L there are four marbles. These 7 marbles form an increment which the player picks up and with them begins again at b, which was the starting hole of the last lap of the move, and dropping one at each hole ends at h. If h is unoccupied the move now ends;',
    lettering: 'driberg',
    slips: [{ as: 'd, d is occupied', read: 'd. d is occupied (the comma probably stands for a full stop)' }],
    chosen: 'The text says d is “occupied by one or more marbles”: it holds 1 here. The holes the laps pass (n, o, p, b, c, e–h) are empty, so h is unoccupied and the move ends there. A’s other holes are empty.',
    variants: [
      { key: 'didinga', label: 'Didinga (1927a)', rules: 'didinga', options: [], kind: 'move', position: '0,2,0,0,0,4,0,0/0,1,0,0,0,0,0,0/0,3,0,0,0,0,0,0/0,4,0,0,0,0,0,0 B', move: 'b3' },
      {
        key: 'didinga-origin', label: 'Didinga, increment sown from the origin (AMB-1)', rules: 'didinga', options: ['didinga.incrementStart=origin'], kind: 'move',
        position: '0,2,0,0,0,4,0,0/0,1,0,0,0,0,0,0/0,3,0,0,0,0,0,0/0,4,0,0,0,0,0,0 B', move: 'b3',
        departs: 'Read literally, “starting again … at the hole from which … the last lap started” puts the first marble of the increment in a itself, so the 7 marbles end at g, not at h as the example counts.',
      },
    ],
  },
  {
    id: 'EX-open-l',
    title: 'An opening from l: two increments to the back row',
    summary: 'In the opening, back-row captures: 4 from F and O, 4 from H and M, and p ends with 4.',
    edition: 'driberg-1927a',
    pages: '170–172',
    clauses: ['D-open', 'D-inc'],
    quote: 'Thus a player starts at 1 and drops a marble at m, n: if his opponent has not moved his marbles from FO, he may take these (which will of course number 4) and drop them at m, n, o, p: similarly he takes the marbles from HM (if they are still there) and again drops them at m, n, o, p. p must now contain 4 marbles, viz., the original 2 plus 1 from each increment, and taking these up he continues the move by dropping them at a, b, c, d and so on until the move is completed.',
    lettering: 'driberg',
    slips: [{ as: 'starts at 1', read: 'starts at l (the letter, captured as the digit 1)' }],
    chosen: 'The start of the game, two in every hole; A has not yet moved (“if his opponent has not moved his marbles”). The move goes on after d as the rules require.',
    variants: [
      { key: 'didinga', label: 'Didinga opening (1927a)', rules: 'didinga', options: [], kind: 'opening-lap', position: `${START} B`, move: 'b2' },
    ],
  },
  {
    id: 'EX-b-f',
    title: 'From b to f: one lap under three codes',
    summary: 'b (4) → c, d, e, f; 3 taken from G and N. Lango sows them f, g, h; Didinga and Ikibuguzo from after b.',
    edition: 'driberg-1927b',
    pages: '186–187',
    clauses: ['L-inc', 'D-inc', 'AMB-1', 'AMB-9'],
    quote: 'a player moving 4 marbles from b drops them in c,d,e,f, and opposite f takes an increment of 3 marbles fron GN. Under the Didinga code he would start dropping the three marbles at b, but under the Lango code he drops them at f,g,h.',
    lettering: 'driberg',
    slips: [{ as: 'fron GN', read: 'from GN' }],
    chosen: 'f holds 1 (it must be occupied for the lap to capture), G 2 and N 1 (3 in all); every other hole is empty.',
    variants: [
      {
        key: 'lango', label: 'Lango (1927b), the lap as Driberg tells it', rules: 'lango', options: [], kind: 'lap-in-move', position: B_TO_F, move: 'b8',
        departs: 'The increment goes into f itself and on to g and h (L-inc). Under Lango this lap can only occur inside a move: at the start f already faces an occupied G, so the player would have to capture first (AMB-9).',
      },
      {
        key: 'didinga', label: 'Didinga (1927a)', rules: 'didinga', options: [], kind: 'move', position: B_TO_F, move: 'b8',
        departs: 'The increment is sown from the hole after b (c, d, e), as the examples of 1927a count (AMB-1); 1927b says “at b”.',
      },
      {
        key: 'ikibuguzo', label: 'Ikibuguzo (M51, after DLP)', rules: 'ikibuguzo', options: [], kind: 'move', position: B_TO_F, move: 'b8',
        departs: 'Like Didinga here: both facing holes must be occupied, and the increment is sown from the hole after the one last lifted (K-opp, after DLP).',
      },
      {
        key: 'lango-required', label: 'Lango: what the code requires from this position', rules: 'lango', options: [], kind: 'move', position: B_TO_F, move: 'xf5',
        departs: 'At the start of the move G and N are en prise to f, so the Lango player must take them first and sow them from f (L-start); b cannot be played.',
      },
    ],
  },
  {
    id: 'EX-b-f-single',
    title: 'From b to f, when only one marble is taken',
    summary: 'The single marble from G is lifted with f’s own and sown from g.',
    edition: 'driberg-1927b',
    pages: '186–187',
    clauses: ['L-single', 'L-inc'],
    quote: 'Should there be only a single marble however in the opponent\'s first row hole and none in the corresponding back row hole, this marble is taken up together with whatever marbles are in the player\'s corresponding hole and these are dropped singly from the next hole. hus in the last example supposing that instead of 3 marbles from GN the player took only 1 marble from G, he would add to this his own marbles from f and start dropping them from g onwards.',
    lettering: 'driberg',
    slips: [{ as: 'hus in the last example', read: 'Thus in the last example' }],
    chosen: 'As in EX-b-f, with 1 marble in G and none in N; f holds 1 before the lap.',
    variants: [
      { key: 'lango', label: 'Lango (1927b)', rules: 'lango', options: [], kind: 'lap-in-move', position: '4,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0/0,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0 B', move: 'b8' },
    ],
  },
  {
    id: 'EX-start-f',
    title: 'A marble at f, G and N en prise: the compulsory start capture',
    summary: 'Lango’s start-of-move capture: G and N are taken and sown from f onwards.',
    edition: 'driberg-1927b',
    pages: '186–187',
    clauses: ['L-start', 'L-inc'],
    quote: 'the player has a marble at f and his opponent is en prise at GN: the player must first take up the marbles from GN and drop them singly from f onwards and so continue the move in the usual manner.',
    lettering: 'driberg',
    chosen: 'f holds 1, G and N 2 each; B also has 4 in b, which he may not play first.',
    variants: [
      { key: 'lango', label: 'Lango (1927b)', rules: 'lango', options: [], kind: 'move', position: '4,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,2,0,0,0,0 B', move: 'xf5' },
    ],
  },
  {
    id: 'EX-turn',
    title: 'Clockwise from the turning base, and clockwise again',
    summary: 'A constructed Lango move: a clockwise capture at the turning base, a second from the same hole, then counter-clockwise.',
    edition: 'driberg-1927b',
    pages: '186–187',
    clauses: ['L-turn', 'L-inc', 'AMB-5', 'AMB-12'],
    quote: 'After a lap played clockwise from the turning base, the marbles captured from the opponent may again be played clockwise from the same hole as originated the clockwise lap if their number suffices to take another increment, and this movement may continue as long as the captured marbles permit fresh increments. When no fresh increments are possible, the move must continue counterclockwise, starting from the hole opposite the last increment;',
    lettering: 'driberg',
    chosen: 'The text gives no position; this one is constructed. H 4 and L 2 for A; d 1, a 1, c 2, b 1 for B. The first lap passes I, J, K and ends in L, a turning-base hole, from which the clockwise chance arises.',
    variants: [
      { key: 'lango', label: 'Lango (1927b)', rules: 'lango', options: [], kind: 'move', position: '1,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0/0,0,4,0,0,0,0,0/0,2,0,0,0,0,0,0 A', move: 'f3/</<' },
      {
        key: 'lango-origin', label: 'Lango, re-sown from L itself (AMB-12)', rules: 'lango', options: ['lango.chainStart=origin'], kind: 'move',
        position: '1,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0/0,0,4,0,0,0,0,0/0,2,0,0,0,0,0,0 A', move: 'f3/<',
        departs: 'If the two captured marbles are played clockwise again with the first into L itself, they end in K, a back hole, and take nothing; so there is no second clockwise lap, and they go on counter-clockwise from I: I, J, where J still takes c and b.',
      },
    ],
  },
  {
    id: 'EX-ik-1',
    title: 'Ikibuguzo’s first array',
    summary: 'Murray’s first conventional array and its opening sowings from N, L and J.',
    edition: 'murray-1951',
    pages: '217',
    clauses: ['K-array-1', 'K-array-capture'],
    quote: 'Thus, after starting from the first of these arrays, A lifts each group of three beans in turn, beginning from N and placing two beans in O and one in P, then lifting 3L and placing two beans in M and one in N, and so on.',
    lettering: 'murray',
    chosen: 'The array’s counts are DLP’s: the capture does not show Murray’s own; the players alternate, A first.',
    variants: [{ key: 'ikibuguzo', label: 'Ikibuguzo (M51)', rules: 'ikibuguzo', options: ['ikibuguzo.array=1'], kind: 'array-opening' }],
  },
  {
    id: 'EX-ik-2',
    title: 'Ikibuguzo’s second array',
    summary: 'Four beans in each back hole, lifted in turn and placed two, one, one.',
    edition: 'murray-1951',
    pages: '217',
    clauses: ['K-array-2', 'K-array-capture'],
    quote: 'Or, starting from the second array, the groups of four beans are lifted in turn and placed anticlockwise, two in the next hole and one in each of the two holes beyond.',
    lettering: 'murray',
    chosen: 'The order of lifting (from the rightmost hole) is DLP’s; Murray says only “in turn”. The players alternate, A first.',
    variants: [{ key: 'ikibuguzo', label: 'Ikibuguzo (M51)', rules: 'ikibuguzo', options: ['ikibuguzo.array=2'], kind: 'array-opening' }],
  },
];

export function exampleById(id: string): WorkedExample {
  const e = EXAMPLES.find((x) => x.id === id);
  if (!e) throw new Error(`unknown example id "${id}"; known: ${EXAMPLE_IDS.join(', ')}`);
  return e;
}

/** URL slug of an example's own page: EX-m4 → /examples/ex-m4/. */
export function exampleHref(id: string): string {
  return `/examples/${exampleById(id).id.toLowerCase()}/`;
}

/** The `choro play --mode` each kind of variant is replayed with (`array-opening` uses `choro opening`). */
const PLAY_MODE: Readonly<Record<Exclude<VariantKind, 'array-opening'>, string | null>> = {
  'move': null, // the default mode, left unsaid
  'lap-in-move': 'lap',
  'opening-lap': 'opening',
};

/**
 * The `choro` arguments that replay a variant with every step (`--trace`), derived from its data
 * alone: the kind picks the command and mode, the rules, options, position and move are passed as
 * they are. The example pages show `variantCommand`, the tests run these arguments.
 */
export function variantArgv(v: ExampleVariant): string[] {
  const options = v.options.flatMap((o) => ['--option', o]);
  if (v.kind === 'array-opening') return ['opening', '--rules', v.rules, ...options, '--trace'];
  if (v.position === undefined || v.move === undefined) throw new Error(`variant "${v.key}": a ${v.kind} variant needs a position and a move`);
  const mode = PLAY_MODE[v.kind];
  return ['play', '--rules', v.rules, ...options, '--position', v.position, '--move', v.move, ...(mode ? ['--mode', mode] : []), '--trace'];
}

/** A word as a POSIX shell reads it: bare when it holds only safe characters, else in single quotes. */
export function shellWord(word: string): string {
  if (/^[A-Za-z0-9_.,:=@%+\/-]+$/.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The command line that replays a variant, to copy into a shell in a checkout of the site's repository. */
export function variantCommand(v: ExampleVariant): string {
  return ['npx', 'choro', ...variantArgv(v)].map(shellWord).join(' ');
}
