/**
 * The view slice of /play/'s state: the move shown drop by drop, the speed, the board's letters,
 * the problem and the live region's text, the paste box and the Copy button.
 */
import { type Labels } from '../../../components/holes.ts';
import { type Frame } from '../../../components/frames.ts';
import type { PlayState } from './tree.ts';
import { endOf } from './query.ts';
import { endText } from './words.ts';

/** Frames of a move or an opening, with the title the page gives them. */
export interface Shown {
  readonly frames: readonly Frame[];
  readonly title: string;
}

/** A move being shown drop by drop: its frames and the one on the board. */
export interface Animation extends Shown {
  readonly index: number;
}

export const SPEEDS = [
  { id: 'slow', label: 'Slow', perSecond: 3 },
  { id: 'normal', label: 'Normal', perSecond: 10 },
  { id: 'fast', label: 'Fast', perSecond: 40 },
  { id: 'off', label: 'No animation', perSecond: 0 },
] as const;
export type SpeedId = (typeof SPEEDS)[number]['id'];

/** What the page shows besides the game: the animation, the board's letters, messages, the live region. */
export interface ViewSlice {
  readonly animation: Animation | null;
  /** The last move's (or the opening's) steps, listed under the board. */
  readonly lastFrames: Shown | null;
  readonly speed: SpeedId;
  readonly labels: Labels;
  /** A problem to show (role=alert), or null. */
  readonly message: string | null;
  /** The live region's text. */
  readonly announce: string;
  /** The record in the paste box. */
  readonly pasted: string;
  /** The Copy button's answer. */
  readonly copied: string;
  /** The "Copy link to this game" button's answer. */
  readonly linkCopied: string;
}

export function viewDefaults(): ViewSlice {
  return {
    animation: null,
    lastFrames: null,
    speed: 'normal',
    labels: 'driberg',
    message: null,
    announce: '',
    pasted: '',
    copied: '',
    linkCopied: '',
  };
}

export type ViewAction =
  | { readonly type: 'animation-step' }
  | { readonly type: 'animation-skip' }
  | { readonly type: 'speed-changed'; readonly speed: SpeedId }
  | { readonly type: 'labels-changed'; readonly labels: Labels }
  | { readonly type: 'paste-edited'; readonly text: string }
  | { readonly type: 'copied'; readonly text: string }
  | { readonly type: 'link-copied'; readonly text: string }
  | { readonly type: 'problem'; readonly message: string }
  | { readonly type: 'message-dismissed' };

/** Every action of the slice, by type (the compiler checks the list is whole): `reduce` hands these to `stepView`. */
export const VIEW_ACTIONS: Readonly<Record<ViewAction['type'], true>> = {
  'animation-step': true,
  'animation-skip': true,
  'speed-changed': true,
  'labels-changed': true,
  'paste-edited': true,
  'copied': true,
  'link-copied': true,
  'problem': true,
  'message-dismissed': true,
};

/** The move has been shown to its end: if it ended the game, now say so (the status line follows too). */
export function animationDone(s: PlayState): PlayState {
  const end = endOf(s);
  return { ...s, animation: null, ...(end.over && s.phase.kind === 'main' ? { announce: endText(end, s.setup) } : {}) };
}

/** The view slice's transitions. */
export function stepView(s: PlayState, a: ViewAction): PlayState {
  switch (a.type) {
    case 'animation-step': {
      const an = s.animation;
      if (!an) return s;
      return an.index >= an.frames.length - 1 ? animationDone(s) : { ...s, animation: { ...an, index: an.index + 1 } };
    }
    case 'animation-skip': return s.animation ? animationDone(s) : s;
    case 'speed-changed': return { ...s, speed: a.speed };
    case 'labels-changed': return { ...s, labels: a.labels };
    case 'paste-edited': return { ...s, pasted: a.text };
    case 'copied': return { ...s, copied: a.text };
    case 'link-copied': return { ...s, linkCopied: a.text };
    case 'problem': return { ...s, message: a.message };
    case 'message-dismissed': return { ...s, message: null };
  }
}
