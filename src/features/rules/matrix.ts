/**
 * The rules matrix (/rules/), derived from the same ruleset data the engine plays: each row reads
 * one or more switches of a Ruleset and turns each value into a short sentence with its clause,
 * so the table cannot drift from the code. Board size reads the `boardWidths` switch's clause;
 * its sentences say what the texts say of other sizes (the engine itself takes any width from 8 to 16).
 */
import { applyOptions, RULESETS, type Ruleset } from '../../engine/index.ts';
import { INCREMENT_FROM } from '../../components/divergence.ts';
import { PRESETS, presetHref } from '../compare/compare.ts';
import { CAPTURE_DUTY, RULESET_TITLE } from '../../data/clauses.ts';

export interface Cell {
  readonly text: string;
  readonly clause: string;
}

export interface Row {
  readonly id: string;
  readonly title: string;
  readonly cell: (r: Ruleset) => Cell;
}

/** One sentence per switch value: adding a value to a switch type without a sentence fails type-checking. */
export const OPPOSITION: Readonly<Record<Ruleset['opposition']['test'], string>> = {
  'front-and-back': 'A lap ending in an occupied front hole captures only if both of the opponent’s holes in that file are occupied.',
  'front': 'A lap ending in an occupied front hole captures if the opponent’s front hole facing it is occupied; the back hole behind is taken too if it holds any.',
};
export const SINGLE: Readonly<Record<Ruleset['singleIncrement']['treatment'], string>> = {
  'sow': 'Everything in the facing holes, sown like any other increment.',
  'lift-with-own': 'Everything in the facing holes; a lone captured marble is lifted with the capturing hole’s own and sown from the next hole.',
  'back-hole-holds-one': 'Everything in the facing holes; if the back hole that receives them held exactly one marble, it is sown with them.',
};
export const REVERSE_HOLES: Readonly<Record<NonNullable<Ruleset['reverse']>['holes'], string>> = {
  'turning-base': 'the turning base (I, J, K, L)',
  'murray-reverse-holes': 'Murray’s reverse holes (A and O in his lettering)',
};
export const CHAIN: Readonly<Record<NonNullable<Ruleset['reverse']>['chain'], string>> = {
  lango: 'a clockwise capture may be sown clockwise again from the same hole as long as it captures, anywhere in the move',
  ikibuguzo: 'a clockwise capture may be chained clockwise only on the move’s first sowing',
  'every-lap': 'any lap that starts there may go clockwise, the move’s first, a relay or the captured marbles sown from there, when it lands in a front hole facing marbles en prise, even an empty one (so it may capture nothing); nothing is left in a hole',
};
/** When a clockwise lap is allowed (L-turn, K-reverse; LU-cw). */
export const CLOCKWISE_WHEN: Readonly<Record<NonNullable<Ruleset['reverse']>['test']['landing'], string>> = {
  'capture': 'when that captures',
  'faces-en-prise': 'when the lap lands in a front hole facing marbles en prise, occupied or not',
};
export const CHAIN_START: Readonly<Record<NonNullable<Ruleset['reverse']>['chainStart']['first'], string>> = {
  'after-origin': 'Captured marbles played clockwise again “from the same hole” start in the next hole clockwise from the hole that began the clockwise lap.',
  'origin': 'Captured marbles played clockwise again “from the same hole” drop their first marble into the hole that began the clockwise lap.',
};
export const CLOCKWISE_INCREMENT_FIRST: Readonly<Record<NonNullable<Ruleset['reverse']>['clockwiseIncrement']['first'], string>> = {
  'capturing-hole': 'its first marble into the capturing hole',
  'next-hole': 'its first marble into the next hole clockwise',
};
export const CLOCKWISE_SINGLE: Readonly<Record<'true' | 'false', string>> = {
  false: 'a single marble lifted with the hole’s own stays counter-clockwise',
  true: 'a single marble lifted with the hole’s own may go clockwise too',
};
export const LAP_WRAP: Readonly<Record<Ruleset['lapWrap']['lifted'], string>> = {
  drop: 'A lap that comes round to the hole it was lifted from drops a marble in it, as in any other hole.',
  skip: 'A lap that comes round to the hole it was lifted from passes it by; an increment, lifted from no hole, skips nothing.',
};
export const START_SINGLE: Readonly<Record<NonNullable<Ruleset['startCapture']>['singleTreatment'], string>> = {
  'lift-with-own': 'a lone marble taken is lifted with the capturing hole’s own (AMB-4)',
  'sow': 'a lone marble taken is sown alone from the capturing hole (AMB-4)',
};
export const START_HOLES: Readonly<Record<Extract<Ruleset['opening'], { kind: 'simultaneous' }>['startHoles']['holes'], string>> = {
  'any-back': 'from any back-row hole',
  'any-hole': 'from any of the player’s holes (all hold two marbles at the start)',
  'a-or-b': 'only from a or b (the rightmost back hole or the one beside it)',
};
export const START_PAIRS: Readonly<Record<Extract<Ruleset['opening'], { kind: 'simultaneous' }>['startPairs']['pairs'], string>> = {
  'independent': 'Each player chooses his start hole on his own; the same hole for both is usual, not required.',
  'same-column': 'Both players start from the same column: aA or bB.',
};
export const OPENING_CLOCKWISE: Readonly<Record<NonNullable<Extract<Ruleset['opening'], { kind: 'simultaneous' }>['clockwiseChances']>['choice'], string>> = {
  'each-chance': 'Clockwise laps from the turning base are allowed when they capture; each chance is a separate free choice.',
  'whole-opening': 'Clockwise laps from the turning base are allowed when they capture; a player decides at his first chance, and that decision holds for the rest of his opening.',
};
export const BACK_ROW: Readonly<Record<Extract<Ruleset['opening'], { kind: 'simultaneous' }>['backRowCaptures'], string>> = {
  'until-front-row': 'the opponent’s untouched marbles may be taken from the back row until the sowing reaches the front row',
  'never': 'no captures from the back row',
};
export const ENDLESS: Readonly<Record<Ruleset['endless']['policy'], string>> = {
  forbid: 'A move that would never end is not allowed (the engine proves cycles; after {maxLaps} laps a move counts as unresolved).',
  stop: 'A move that would never end is stopped where the cycle is found.',
};

const BOARD_SIZES: Readonly<Record<Ruleset['id'], string>> = {
  didinga: 'Eight holes a row; longer boards of up to 16 holes a row among the Longarim and Topotha, as DLP reports.',
  lango: 'Eight holes a row; the text names no other size.',
  ikibuguzo: 'Eight holes a row in Murray’s account.',
  // Ludii 1.3.13 plays the same boards (Pereaüni also on 9 to 16 holes a row).
  'ludii-didinga': 'Eight holes a row; longer boards of up to 16 holes a row among the Longarim and Topotha, as DLP reports.',
  'ludii-lango': 'Eight holes a row; the text names no other size.',
  'ludii-ikibuguzo': 'Eight holes a row in Murray’s account.',
};

/** Ludii's first turns (LU-open): where they start. */
export const SEQUENTIAL_START: Readonly<Record<Extract<Ruleset['opening'], { kind: 'sequential' }>['startHoles'], string>> = {
  'back-row': 'from any back-row hole',
  'last-two-back': 'from one of the two rightmost back-row holes',
};

function setupCell(r: Ruleset): Cell {
  switch (r.opening.kind) {
    case 'simultaneous': return { text: 'Four rows of eight holes; two marbles in every hole.', clause: r.opening.clause };
    case 'sequential': return { text: 'Four rows of eight holes; two marbles in every hole.', clause: r.opening.clause };
    case 'array': return { text: `Four rows of eight holes; the players first arrange Murray’s ${r.opening.array === 1 ? 'first array (groups of three)' : 'second array (four in each back hole)'}.`, clause: r.opening.clause };
  }
}

export const ROWS: readonly Row[] = [
  {
    id: 'setup', title: 'Board and setup',
    cell: setupCell,
  },
  {
    id: 'opening', title: 'Opening',
    cell: (r) => r.opening.kind === 'simultaneous'
      ? { text: `Both players sow their first move at once; ${BACK_ROW[r.opening.backRowCaptures]}.`, clause: r.opening.clause }
      : r.opening.kind === 'sequential'
        ? { text: 'Not simultaneous: A plays his first turn, then B his; then the main phase.', clause: r.opening.clause }
        : { text: 'Each player lifts the array’s groups in turn and places them as Murray describes.', clause: r.opening.clause === 'LU-open' ? r.opening.clause : 'K-array-capture' },
  },
  {
    id: 'opening-start', title: 'Where the opening may start',
    cell: (r) => r.opening.kind === 'simultaneous'
      ? { text: `The first move starts ${START_HOLES[r.opening.startHoles.holes]}.`, clause: r.opening.startHoles.clause }
      : r.opening.kind === 'sequential'
        ? { text: `Each player’s first turn starts ${SEQUENTIAL_START[r.opening.startHoles]}.`, clause: r.opening.clause }
        : { text: 'No choice: the array fixes the holes lifted (Murray names them for the first array; the order for the second is DLP’s).', clause: r.opening.clause },
  },
  {
    id: 'opening-pairs', title: 'The two players’ start holes',
    cell: (r) => r.opening.kind === 'simultaneous'
      ? { text: START_PAIRS[r.opening.startPairs.pairs], clause: r.opening.startPairs.clause }
      : r.opening.kind === 'sequential'
        ? { text: 'Each player chooses his own, on his own turn.', clause: r.opening.clause }
        : { text: 'Both players lift the same holes of the same array in turn.', clause: r.opening.clause },
  },
  {
    id: 'opening-clockwise', title: 'Clockwise play in the opening',
    cell: (r) => r.opening.kind === 'simultaneous'
      ? r.opening.clockwiseChances === null
        ? { text: 'None: the opening is sown counter-clockwise only.', clause: 'D-sow' }
        : { text: OPENING_CLOCKWISE[r.opening.clockwiseChances.choice], clause: r.opening.clockwiseChances.clause }
      : r.opening.kind === 'sequential'
        ? { text: r.opening.clockwise ? 'As in the main phase.' : 'None: a first turn is sown counter-clockwise only.', clause: r.opening.clause }
        : { text: 'None: the array operations are fixed.', clause: r.opening.clause },
  },
  {
    id: 'first', title: 'Who moves first',
    cell: (r) => r.opening.kind === 'simultaneous'
      ? { text: 'Both players make their first move at the same time; after that they take turns.', clause: r.opening.clause }
      : r.opening.kind === 'array' && r.opening.clause !== 'LU-open'
        ? { text: 'A makes the first operation of the array and the first move; after that the players take turns. Murray does not say who begins, and as the array is the same for both, this only names the first mover.', clause: 'AMB-20' }
        : { text: 'A opens; after that the players take turns.', clause: r.opening.clause },
  },
  {
    id: 'direction', title: 'Sowing direction',
    cell: (r) => r.reverse === null
      ? { text: 'Always counter-clockwise around the player’s own two rows.', clause: 'D-sow' }
      : { text: `Counter-clockwise; clockwise from ${REVERSE_HOLES[r.reverse.holes]} ${CLOCKWISE_WHEN[r.reverse.test.landing]}, never compulsorily.`, clause: r.reverse.clause },
  },
  { id: 'min', title: 'Minimum to move', cell: (r) => ({ text: `A hole needs at least ${r.minToStart} marbles to start a move or a lap.`, clause: 'D-min' }) },
  {
    id: 'relay', title: 'Relay sowing (laps)',
    cell: (r) => ({
      text: `A lap whose last marble falls into an occupied hole, and takes nothing there, goes on: that hole’s marbles, with the last one, are lifted and sown on${r.reverse === null ? '' : `, clockwise too from ${REVERSE_HOLES[r.reverse.holes]} ${CLOCKWISE_WHEN[r.reverse.test.landing]}`}; the move ends only when a lap ends in an empty hole.`,
      clause: 'D-def-lap',
    }),
  },
  { id: 'opposition', title: 'Opposition (en prise)', cell: (r) => ({ text: OPPOSITION[r.opposition.test], clause: r.opposition.clause }) },
  { id: 'captured', title: 'What is captured', cell: (r) => ({ text: SINGLE[r.singleIncrement.treatment], clause: r.singleIncrement.clause }) },
  {
    id: 'increment', title: 'Where the increment is sown',
    cell: (r) => ({ text: `From ${INCREMENT_FROM[r.incrementStart.from]}.`, clause: r.incrementStart.clause }),
  },
  {
    id: 'reverse', title: 'Reverse sowing and which holes',
    cell: (r) => r.reverse === null
      ? { text: 'None: every lap goes counter-clockwise.', clause: 'D-sow' }
      : { text: `From ${REVERSE_HOLES[r.reverse.holes]}; ${CHAIN[r.reverse.chain]}${r.reverse.incrementFromCapturingHole ? `; an increment sown from a capturing hole there may go clockwise too, ${CLOCKWISE_INCREMENT_FIRST[r.reverse.clockwiseIncrement.first]}, and ${CLOCKWISE_SINGLE[String(r.reverse.clockwiseIncrement.singleLift) as 'true' | 'false']}` : ''}.`, clause: r.reverse.clause },
  },
  {
    id: 'chain-start', title: 'Clockwise again: the first hole',
    cell: (r) => r.reverse === null
      ? { text: 'None: every lap goes counter-clockwise.', clause: 'D-sow' }
      : r.reverse.chain === 'every-lap'
        ? { text: 'No chain: each lap that starts in a clockwise hole is judged on its own.', clause: r.reverse.clause }
        : { text: CHAIN_START[r.reverse.chainStart.first], clause: r.reverse.chainStart.clause },
  },
  {
    id: 'start-capture', title: 'Start-of-move captures',
    cell: (r) => r.startCapture === null
      ? { text: 'None: a move starts by lifting a hole.', clause: 'D-def-move' }
      : { text: `Marbles en prise at the start of a move must be taken first and sown from the capturing hole; ${START_SINGLE[r.startCapture.singleTreatment]}.`, clause: r.startCapture.clause },
  },
  {
    id: 'compulsion', title: 'Compulsion',
    cell: (r) => r.forcedCapture !== null
      ? { text: `${CAPTURE_DUTY} The exception is the start of a turn: when some lap could capture, the turn must start with a lap that lands in a front hole facing marbles en prise, whether or not that hole is occupied (so it may capture nothing).`, clause: r.forcedCapture.clause }
      : r.startCapture === null
      ? { text: CAPTURE_DUTY, clause: 'D-choice' }
      : { text: `${CAPTURE_DUTY} The exception is the start of a move: marbles en prise then must be taken first.`, clause: r.startCapture.clause },
  },
  { id: 'lap-wrap', title: 'Laps that go all the way round', cell: (r) => ({ text: LAP_WRAP[r.lapWrap.lifted], clause: r.lapWrap.clause }) },
  {
    id: 'endless', title: 'Endless moves',
    cell: (r) => r.gameLaps !== null
      ? { text: `A move that would never end is played until the cycle is found or ${r.endless.maxLaps} laps pass, and the game ends there, drawn; a game is also drawn after ${r.gameLimit.maxPlies} moves or ${r.gameLaps.max} laps in all, and never by repetition.`, clause: r.gameLaps.clause }
      : { text: ENDLESS[r.endless.policy].replace('{maxLaps}', String(r.endless.maxLaps)), clause: r.endless.clause },
  },
  {
    id: 'end', title: 'End of game and extra wins',
    cell: (r) => r.endHoleWin === null
      ? { text: 'A player who cannot move loses.', clause: 'D-end' }
      : { text: 'A player who cannot move loses; taking both of the opponent’s front-row end holes in one turn also wins.', clause: r.endHoleWin.clause },
  },
  { id: 'size', title: 'Board size variants', cell: (r) => ({ text: BOARD_SIZES[r.id], clause: r.boardWidths.clause }) },
];

export interface Column {
  readonly id: string;
  readonly title: string;
  readonly ruleset: Ruleset;
  /** Only the rows where this reading departs from its code are shown (secondary readings). */
  readonly onlyWhereDeparts?: Ruleset;
}

function dlpLango(): Ruleset {
  const r = applyOptions('lango', ['lango.increment=dlp']);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export const COLUMNS: readonly Column[] = [
  { id: 'didinga', title: RULESET_TITLE.didinga, ruleset: RULESETS.didinga },
  { id: 'lango', title: RULESET_TITLE.lango, ruleset: RULESETS.lango },
  { id: 'ikibuguzo', title: RULESET_TITLE.ikibuguzo, ruleset: RULESETS.ikibuguzo },
  { id: 'lango-dlp', title: 'Lango as DLP reads it (AMB-6)', ruleset: dlpLango(), onlyWhereDeparts: RULESETS.lango },
];

/** Ludii 1.3.13's rulesets, each beside the code of the sources it departs from (a table of its own on /rules/). */
export const LUDII_COLUMNS: readonly (Column & { readonly code: Ruleset })[] = [
  { id: 'ludii-didinga', title: RULESET_TITLE['ludii-didinga'], ruleset: RULESETS['ludii-didinga'], code: RULESETS.didinga },
  { id: 'ludii-lango', title: RULESET_TITLE['ludii-lango'], ruleset: RULESETS['ludii-lango'], code: RULESETS.lango },
  { id: 'ludii-ikibuguzo', title: RULESET_TITLE['ludii-ikibuguzo'], ruleset: RULESETS['ludii-ikibuguzo'], code: RULESETS.ikibuguzo },
];

/**
 * Ludii's table: for each row, one cell per Ludii ruleset, null where it says what its code
 * says; rows where all three agree with their codes are left out.
 */
export function ludiiMatrix(): { row: Row; cells: (MatrixCell | null)[] }[] {
  return ROWS.map((row) => ({
    row,
    cells: LUDII_COLUMNS.map((col) => {
      const c = row.cell(col.ruleset);
      if (row.cell(col.code).text === c.text) return null;
      return { ...c, differs: true, example: exampleFor(c.clause) };
    }),
  })).filter((r) => r.cells.some((c) => c !== null));
}

export interface MatrixCell extends Cell {
  /** Differs from the Didinga baseline. */
  readonly differs: boolean;
  /** A comparison that shows the clause, if a preset does. */
  readonly example: string | null;
}

function exampleFor(clause: string): string | null {
  const p = PRESETS.find((x) => x.clauses.includes(clause));
  return p ? presetHref(p.id) : null;
}

/** The matrix: for each row, one cell per column (null where a secondary reading agrees with its code). */
export function matrix(): { row: Row; cells: (MatrixCell | null)[] }[] {
  return ROWS.map((row) => {
    const base = row.cell(RULESETS.didinga);
    return {
      row,
      cells: COLUMNS.map((col) => {
        const c = row.cell(col.ruleset);
        if (col.onlyWhereDeparts && row.cell(col.onlyWhereDeparts).text === c.text) return null;
        return { ...c, differs: c.text !== base.text, example: exampleFor(c.clause) };
      }),
    };
  });
}
