/**
 * The play page's state in words: the status line, a game's end, a hint, the computer's proved
 * win, each as a reader (and the live region) hears it.
 */
import { currentPosition, opponent, type Game, type GameEnd, type Player, type Position } from '../../../engine/index.ts';
import type { AiLevelId, SearchStats } from '../../../computer/search.ts';
import { plural } from '../../../components/captions.ts';
import { type Labels } from '../../../components/holes.ts';
import { moveStartHole } from '../../../components/move-choice.ts';
import { endOfGame, isComputerTurn, type PlaySetup } from '../play.ts';
import type { PlayState } from './tree.ts';
import { positionOf, endOf } from './query.ts';
import type { Hint } from './jobs.ts';

/** A player as the page names them: "You (A)" and "The computer (B)" against the computer, else "A". */
export function playerName(setup: PlaySetup, p: Player): string {
  return setup.opponent === 'computer' ? (p === setup.human ? `You (${p})` : `The computer (${p})`) : p;
}

export function endText(end: GameEnd, setup: PlaySetup): string {
  if (!end.over) return '';
  const who = (p: Player) => playerName(setup, p);
  const wins = (p: Player) => (setup.opponent === 'computer' && p === setup.human ? 'win' : 'wins');
  switch (end.reason) {
    // Mid-sentence, "the computer" takes a small letter.
    case 'immobile': return `${who(opponent(end.winner))} cannot move, so ${who(end.winner).replace(/^(The|You) /, (w) => w.toLowerCase())} ${wins(end.winner)} (D-end).`;
    case 'end-holes': return `${who(end.winner)} captured from both of the opponent’s front-row end holes in one turn, and ${wins(end.winner)} (K-win).`;
    case 'repetition': return 'The same position has come round again too often: the game is drawn (AMB-11; the sources set no rule).';
    case 'move-limit': return 'The game has reached the move limit: it is drawn (AMB-11; the sources set no rule).';
    case 'only-endless': return 'Every move left to the player to move would never end: under the reading chosen, the game is drawn (AMB-19; the sources set no rule).';
  }
}

/** Where a game stands, in a sentence for the live region: how it ended (`end`, if the caller has it), or whose move it is. */
export function standing(g: Game, setup: PlaySetup, end: GameEnd = endOfGame(g)): string {
  return end.over ? endText(end, setup) : `${currentPosition(g).toMove} to move.`;
}

/** `s` with `what` happened announced, then the status line (whose move, or the game's end). */
export function withStatus(s: PlayState, what: string): PlayState {
  return { ...s, announce: `${what} ${statusText(s)}` };
}

/** The status line. */
export function statusText(s: PlayState): string {
  const { phase, setup } = s;
  const pos = positionOf(s);
  const end = endOf(s);
  if (phase.kind === 'setup') return s.setupOpen ? 'Choose the game, then start it.' : 'Open “New game” to choose the game and start it.';
  if (phase.kind === 'opening') return setup.opponent === 'computer' ? `Choose the back-row hole you open from (you are ${phase.chooser}).` : `Player ${phase.chooser}: choose the back-row hole you open from.`;
  // The end is said once the last move has been shown: not before its last marble lands.
  if (s.animation) return s.animation.title;
  if (end.over) return endText(end, setup);
  if (s.decision) return setup.opponent === 'computer' ? `Your move (${pos.toMove}) asks a choice: answer it below, or cancel the move.` : `${pos.toMove}’s move asks a choice: answer it below, or cancel the move.`;
  if (s.computer.thinking !== null) return `The computer (${pos.toMove}) is thinking…`;
  if (isComputerTurn(setup, pos.toMove)) return `The computer (${pos.toMove}) is about to move.`;
  return setup.opponent === 'computer' ? `Your move (${pos.toMove}): choose a hole to sow.` : `${pos.toMove} to move: choose a hole to sow.`;
}

/** A proved win's length: every move of its line, both sides', and how many of them are the winner's (the first and the last are). */
function winLength(line: number, whose: string): string {
  return line === 1 ? '1 move' : `${plural(line, 'move')}, ${Math.ceil(line / 2)} of them ${whose}`;
}

/**
 * A proved loss's move, the first of the longest resistance the solver found, named `move` ("this
 * one" in a hint, "its move" under the computer's): "of the lines the solver found, this one holds
 * out longest (9 moves to the end)".
 */
export function holdsOutWords(line: number, move = 'this one'): string {
  return `of the lines the solver found, ${move} holds out longest (${plural(line, 'move')} to the end)`;
}

/** The computer's proved win, as it plays the first move of it (ComputerStats shows it from the move's start, the live region says it at its end): "plays", true at both. */
export function computerWinText(solved: NonNullable<SearchStats['solved']>): string {
  return solved.shortest
    ? `Solved: the computer wins by force in ${winLength(solved.line, 'its own')}, the fewest against the best defence, and plays ${solved.line === 1 ? 'it' : 'the first of them'}.`
    : `Solved: the computer has a forced win and plays its first move. The line it found ends the game in ${winLength(solved.line, 'its own')}, against the longest resistance it saw; a shorter win may exist.`;
}

/**
 * A hint in words: the move, the hole it starts from in the board's letters, and what the
 * search knows of it ("it wins by force in 5 moves", or its estimate). `name` says the move: its
 * notation on the page, spokenMove in the live region.
 */
/** The computer's easiest levels, against which a hint names its move and keeps its proof one click further (issue 45). */
export const LEARNER_LEVELS: readonly AiLevelId[] = ['beginner', 'quick'];

/** Whether the game is a learner's: against the computer at one of LEARNER_LEVELS. */
export function learnerGame(setup: PlaySetup): boolean {
  return setup.opponent === 'computer' && LEARNER_LEVELS.includes(setup.level);
}

/**
 * The hint in words, as it is shown and said: its move and why, or in a learner's game
 * (learnerGame) its move alone, why being behind a "Why this move?" of its own (Play.tsx).
 */
export function hintWords(h: Hint, pos: Position, labels: Labels, name: (move: string) => string = (m) => m, learner = false): string {
  if (h.notation === null) return h.failed !== null ? `No hint: ${h.failed}.` : `Looking for a good move for ${pos.toMove}…`;
  const why = learner ? '' : hintReason(h, pos);
  return `${hintMove(h, pos, labels, name)}${why ? `; ${why}` : ''}.`;
}

/** The hint's move alone ("Hint for A: play b3 (from b)"), without why; the hint must have its move. */
export function hintMove(h: Hint, pos: Position, labels: Labels, name: (move: string) => string = (m) => m): string {
  const start = moveStartHole(pos, h.notation!, labels);
  return `Hint for ${pos.toMove}: play ${name(h.notation!)}${start ? ` (from ${start.name})` : ''}`;
}

/**
 * Why the hint's move: a proof of a win or a loss, or the search's rating; '' with none. A learner
 * against the easiest levels is shown it one click further (Play.tsx, LEARNER_LEVELS): "it wins
 * by force in 41 moves" decides the game for them before they have played it.
 */
export function hintReason(h: Hint, pos: Position): string {
  const st = h.stats;
  return st?.solved?.value === 'win'
    ? st.solved.shortest
      ? `it wins by force in ${winLength(st.solved.line, `${pos.toMove}’s`)}, the fewest against the best defence`
      : `it wins by force: the line found ends the game in ${winLength(st.solved.line, `${pos.toMove}’s`)} (a shorter win may exist)`
    : st?.solved?.value === 'loss'
      ? `the solver proves that ${pos.toMove} loses against best play whatever the move${st.solved.holdsOut ? `; ${holdsOutWords(st.solved.line)}` : st.iterations > 0 ? `; this is the one the computer rates best after ${st.iterations.toLocaleString('en')} trial games` : ''}`
    // One move: the search plays no trial game, and its 50% would be no rating at all.
    : st && st.moves === 1 ? 'it is the only move'
    : st ? `the computer rates it at ${Math.round(st.winRate * 100)}% to win after ${st.iterations.toLocaleString('en')} trial games` : '';
}
