/**
 * `choro play`: one move played (a whole move, a lap inside one, or a player's opening move) and
 * the position after it, with every step on request (--trace, or streamed: --trace=ndjson).
 */
import { DEFAULT_MAX_TRACE_EVENTS, eventJSON, moveJSON, parseMove, play, quoteInput } from '../../engine/index.ts';
import { one, UsageError, type CommandLine } from '../args.ts';
import type { Command } from '../command.ts';
import { maxTraceEventsFrom, positionFrom, rulesFrom, widthNote } from '../flags.ts';

/** How `choro play` plays its move: the modes the worked examples use (see its help). */
export const PLAY_MODES = ['move', 'lap', 'opening'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

function modeFrom(p: CommandLine): PlayMode {
  const v = one(p, '--mode');
  if (v === undefined) return 'move';
  if (!(PLAY_MODES as readonly string[]).includes(v)) throw new UsageError(`--mode: unknown mode ${quoteInput(v)}; known: ${PLAY_MODES.join(', ')}`);
  return v as PlayMode;
}

export const playCommand: Command = {
  name: 'play',
  summary: 'play one move and print the position after it (and, with --trace, every step)',
  flags: ['--rules', '--position', '--option', '--move', '--mode', '--trace', '--max-trace-events'],
  valueFlags: ['--rules', '--position', '--option', '--move', '--mode', '--max-trace-events'],
  help: () => `usage: choro play --rules R [--position P] --move M [--mode move|lap|opening] [--option k=v …]
                  [--trace | --trace=ndjson] [--max-trace-events N]

  --move M        move notation, e.g. b7, f2<, xf5, f3/</<
  --mode          how the move is played (default move):
                    move     a whole move from the position
                    lap      a lap inside a move, as the texts tell some: the start-of-move
                             capture (L-start) is set aside (AMB-9), as in the b-to-f lap
                    opening  one player's opening move, the other not yet having touched the
                             holes it meets: it starts from the back row (Lango: A or B), and
                             Didinga's back-row captures apply until the lap turns the corner
                             (D-open, L-open); no start-of-move capture (AMB-10). The
                             side to move stays as given: who moves first is decided by
                             the race of both openings ("choro opening"). For ludii-didinga
                             and ludii-lango, a first turn of Ludii's opening, played in
                             turn (LU-open): the other player moves next
  --trace         include every step: lift, drop, lap end, capture, increment start, direction,
                  choice, move end, each with its clause and the position after it, as the
                  "trace" array of the one JSON object, with traceEvents and traceCut
  --trace=ndjson  stream the steps instead: one JSON object a line as they happen, then the
                  move's object (with traceEvents and traceCut, without "trace") as the last
                  line; memory stays flat however long the move
  --max-trace-events N
                  record at most N steps (default ${DEFAULT_MAX_TRACE_EVENTS}); a longer move plays on, its
                  trace stops there and says "traceCut": true, and a line on stderr says so

Prints one JSON object: move, after, captured, laps, drops, endless, status, legal. A move still
sowing after maxLaps laps (--option maxLaps=N, AMB-3) is reported "unresolved".`,
  run(p, { out, errOut }) {
    const rules = rulesFrom(p);
    const pos = positionFrom(p);
    const text = one(p, '--move');
    if (text === undefined) throw new UsageError('--move is required, e.g. --move b7');
    const m = parseMove(text, pos.cols);
    if (!m.ok) throw new UsageError(`--move: ${m.error.message}`);
    const mode = modeFrom(p);
    const maxTraceEvents = maxTraceEventsFrom(p);
    const trace = p.booleans.has('--trace');
    const stream = p.flags.get('--trace')?.[0] === 'ndjson';
    const how = { opening: mode === 'opening', midMove: mode === 'lap' };
    if (stream) {
      // A move may be refused only at its end (a missing or extra choice, an endless move
      // under endless=forbid, AMB-3): play it untraced first, so that a refusal is the only
      // output and a streamed trace is always of a move that was played.
      const check = play(rules, pos, m.value, how);
      if (!check.ok) throw new UsageError(`--move: ${check.error.message}`);
    }
    const r = play(rules, pos, m.value, {
      ...how, trace, maxTraceEvents,
      // --trace=ndjson: each event is written as it happens and never kept.
      ...(stream ? { traceSink: (e) => out(JSON.stringify(eventJSON(e, pos.cols))) } : {}),
    });
    if (!r.ok) throw new UsageError(`--move: ${r.error.message}`);
    const json = moveJSON(r.value, pos.cols);
    if (stream) delete json.trace;
    out(JSON.stringify(json));
    if (r.value.traceCut) errOut(`choro: play: the trace was cut at ${maxTraceEvents} events (the move played on to its end): raise --max-trace-events`);
    // After the move, so that a refused move's line is the only one.
    const wide = widthNote('play', rules, pos.cols);
    if (wide !== null) errOut(wide);
    return 0;
  },
};
