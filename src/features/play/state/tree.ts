/**
 * The play page's state tree (/play/): the slices' state side by side, and every action.
 */
import type { SetupSlice, SetupAction } from './setup.ts';
import type { GameSlice, GameAction } from './game.ts';
import type { SavesSlice, SavesAction } from './saves.ts';
import type { ViewSlice, ViewAction } from './view.ts';
import type { JobsSlice, JobsAction } from './jobs.ts';

/**
 * The whole state: the slices side by side, one tree, so a view reads any of it and an action
 * (a move is also an announcement and a save) may change several slices at once.
 */
export interface PlayState extends SetupSlice, GameSlice, SavesSlice, ViewSlice, JobsSlice {}

/** Every action the page can take: each slice's own. */
export type Action = SetupAction | GameAction | SavesAction | ViewAction | JobsAction;

export type Dispatch = (action: Action) => void;
