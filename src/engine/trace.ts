/**
 * A move's trace: a typed list of events, each with the clause that caused it and the position
 * after it, complete enough that a widget never re-derives a rule. Captions are
 * made from events (`describe`), never stored as prose.
 */
import type { Position } from './position.ts';
import type { ClauseId, Direction, Player } from './types.ts';

/** A hole of the board, by owner and local index (see geometry.ts). */
export interface HoleRef {
  readonly player: Player;
  readonly local: number;
}

interface EventBase {
  /**
   * The player who acts: the mover, or in a simultaneous opening whichever of the two is
   * dropping (D-open, L-open), so a reader of the trace never works it out from the holes.
   */
  readonly player: Player;
  readonly clause: ClauseId;
  /** The board after the event (marbles in the hand are not on it), the mover to move. */
  readonly after: Position;
  /** Marbles in the player's hand after the event. */
  readonly hand: number;
  /** 1-based lap number the event belongs to. */
  readonly lap: number;
}

export type TraceEvent =
  | (EventBase & { readonly type: 'lift'; readonly hole: HoleRef; readonly count: number; readonly reason: 'start' | 'relay' | 'single-increment' | 'back-hole' | 'switch' | 'with-capture' })
  | (EventBase & { readonly type: 'drop'; readonly hole: HoleRef; readonly direction: Direction })
  | (EventBase & { readonly type: 'lap-end'; readonly hole: HoleRef; readonly outcome: 'empty' | 'relay' | 'capture' })
  | (EventBase & {
      readonly type: 'capture';
      /** The player's hole that made the capture (or, at the start of a Lango move, that holds the marble facing the group). */
      readonly by: HoleRef;
      readonly taken: readonly { readonly hole: HoleRef; readonly count: number }[];
      readonly total: number;
    })
  | (EventBase & { readonly type: 'leave'; readonly hole: HoleRef; readonly count: number })
  | (EventBase & { readonly type: 'increment-start'; readonly first: HoleRef; readonly count: number; readonly direction: Direction })
  | (EventBase & { readonly type: 'direction'; readonly direction: Direction; readonly from: HoleRef })
  | (EventBase & {
      readonly type: 'choice';
      readonly kind: DecisionKind;
      readonly at: HoleRef;
      readonly options: readonly DecisionToken[];
      readonly chosen: DecisionToken;
    })
  | (EventBase & { readonly type: 'move-end'; readonly hole: HoleRef; readonly laps: number; readonly captured: number })
  | (EventBase & { readonly type: 'endless'; readonly laps: number; readonly proven: boolean });

/**
 * A decision inside a move: ">" go on counter-clockwise (the normal way), "<" sow clockwise,
 * "^" (Ikibuguzo, K-chain) leave the increment in the reverse hole and play clockwise from the
 * other reverse hole instead.
 */
export const DECISION_TOKENS = ['>', '<', '^'] as const;
export type DecisionToken = (typeof DECISION_TOKENS)[number];

export type DecisionKind =
  /** A lap ended in an occupied turning-base / reverse hole: lift it clockwise if that captures (L-turn, K-reverse). */
  | 'relay-direction'
  /**
   * After a clockwise capture: sow the increment clockwise again from the same hole if that
   * captures (L-turn, K-chain), or (K-chain) leave it there and play clockwise from the other
   * reverse hole.
   */
  | 'chain'
  /** An increment sown from a capturing hole in the turning base may go clockwise (AMB-5, off by default). */
  | 'increment-direction';
