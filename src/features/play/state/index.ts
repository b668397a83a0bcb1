/**
 * The play page's state machine (/play/): one state tree in slices, each a module of its own
 * with its state, its defaults, its actions and its transitions, combined here into `reduce`, a
 * pure function from a state and an action to the next state.
 *
 * | slice | holds |
 * | --- | --- |
 * | setup.ts | the New game form, the setup played, the opening that begins a game |
 * | game.ts | the game on the board, a move under way, stepping through the game |
 * | saves.ts | the load, the saved-games list, other tabs, a pasted record |
 * | view.ts | the animation, the speed and letters, messages and the live region |
 * | jobs.ts | the computer's move, the reader's hint and a game's analysis, asked of its worker: one lifecycle (`Job`) |
 *
 * query.ts says what a state implies, words.ts says it in words; tree.ts joins the slices' types.
 * Nothing here has a side effect: the worker, the timers, local storage, the address and the
 * clipboard live in the view and its hooks (hooks.ts), which read this state and dispatch
 * actions. The rules are the engine's, reached through play.ts.
 */
import { SETUP_ACTIONS, setupDefaults, stepSetup, type SetupAction } from './setup.ts';
import { GAME_ACTIONS, gameDefaults, stepGame, type GameAction } from './game.ts';
import { SAVES_ACTIONS, savesDefaults, stepSaves, type SavesAction } from './saves.ts';
import { VIEW_ACTIONS, viewDefaults, stepView, type ViewAction } from './view.ts';
import { dropStaleAnalysis, dropStaleHint, jobsDefaults, JOBS_ACTIONS, playChosen, stepJobs, type JobsAction } from './jobs.ts';
import type { Action, PlayState } from './tree.ts';

export type { Action, Dispatch, PlayState } from './tree.ts';
export * from './query.ts';
export * from './words.ts';
export { type Phase, type Decision, type GameSlice } from './game.ts';
export { type SetupSlice } from './setup.ts';
export { LINK_OPENS_AS_NEW, recordsToReplay, UNSAVED_NOTICE, type SavesSlice, type Slot } from './saves.ts';
export { SPEEDS, type Animation, type Shown, type SpeedId, type ViewSlice } from './view.ts';
export { analysisAsk, computerRequest, failureOf, HINT_LEVEL, hintRequest, jobOf, runningId, type ComputerState, type Hint, type Job, type JobKind, type JobsSlice } from './jobs.ts';

export function defaults(): PlayState {
  return { ...savesDefaults(), ...setupDefaults(), ...gameDefaults(), ...viewDefaults(), ...jobsDefaults() };
}

/** Whether an action is one of a slice's (its table of action types). */
function ofSlice<A extends Action>(table: Readonly<Record<A['type'], true>>, a: Action): a is A {
  return Object.hasOwn(table, a.type);
}

function step(s: PlayState, a: Action): PlayState {
  if (ofSlice<SavesAction>(SAVES_ACTIONS, a)) return stepSaves(s, a);
  if (ofSlice<SetupAction>(SETUP_ACTIONS, a)) return stepSetup(s, a);
  if (ofSlice<GameAction>(GAME_ACTIONS, a)) return stepGame(s, a);
  if (ofSlice<JobsAction>(JOBS_ACTIONS, a)) return stepJobs(s, a);
  if (ofSlice<ViewAction>(VIEW_ACTIONS, a)) return stepView(s, a);
  return s;
}

/**
 * When the board is still and it is the computer's turn, play the move it chose, if it chose it
 * for this very position (an undo or a new game supersedes it).
 */
function settle(s: PlayState): PlayState {
  return playChosen(dropStaleAnalysis(dropStaleHint(s)));
}

export function reduce(s: PlayState, a: Action): PlayState {
  return settle(step(s, a));
}

