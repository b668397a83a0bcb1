/**
 * `choro opening`: a code's opening run: the simultaneous race of Didinga and Lango (D-open,
 * L-open, the timing model of AMB-2), Murray's arrays for Ikibuguzo (K-array-1, K-array-2), or,
 * for Ludii's sequential codes, A's legal first turns (LU-open).
 */
import {
  DEFAULT_MAX_TRACE_EVENTS, eventJSON, formatPosition, listMoves, runArrayOpening, runSimultaneousOpening, startPosition, type OpeningStep,
} from '../../engine/index.ts';
import { UsageError } from '../args.ts';
import type { Command } from '../command.ts';
import { maxTraceEventsFrom, refuseOpeningFlags, rulesFrom, simultaneousOpeningFrom, widthNote } from '../flags.ts';


export const openingCommand: Command = {
  name: 'opening',
  summary: `run an opening (simultaneous for didinga and lango, Murray's arrays for ikibuguzo
and ludii-ikibuguzo; for ludii-didinga and ludii-lango, A's legal first turns)`,
  flags: ['--rules', '--option', '--cols', '--start-a', '--start-b', '--speed-a', '--speed-b', '--tie', '--clockwise-a', '--clockwise-b', '--choices-a', '--choices-b', '--trace', '--max-trace-events'],
  valueFlags: ['--rules', '--option', '--cols', '--start-a', '--start-b', '--speed-a', '--speed-b', '--tie', '--choices-a', '--choices-b', '--max-trace-events'],
  help: () => `usage: choro opening --rules R [--cols N] [--start-a H] [--start-b H] [--speed-a X] [--speed-b X]
                     [--tie A|B] [--clockwise-a] [--clockwise-b] [--choices-a C] [--choices-b C]
                     [--option k=v …] [--trace | --trace=ndjson] [--max-trace-events N]

Didinga and Lango: both players sow at once from a back-row hole (the timing model of AMB-2):
  --cols N        holes a row, 8 to 16 (default 8)
  --start-a H     A's starting hole in move notation from A's side, b1 … bN (default b7, Driberg's A)
  --start-b H     B's, likewise (default b7, Driberg's a)
  --speed-a X     marbles A drops per unit of time, a plain decimal from 0.001 to 1000
                  (default 1); likewise --speed-b
  --tie A|B       who acts first when both act at the same instant (default A)
  --start-a fN    a front-row start, where the code's reading allows one (AMB-17:
                  --option didinga.openingStart=any-hole)
  --clockwise-a   A takes clockwise chances from the turning base (Lango); likewise --clockwise-b
  --choices-a C   A's answers at his clockwise chances in order, y (take) or n (pass), e.g. yny;
                  later chances go by --clockwise-a (AMB-18); likewise --choices-b
  --trace         include every step of both players, each with its instant ("time") on the
                  shared clock, its clause and the position after it, as the "steps" array,
                  with traceEvents and traceCut
  --trace=ndjson  stream the steps instead: one JSON object a line as they happen (the same
                  as one element of "steps"), then the opening's object (with traceEvents and
                  traceCut, without "steps") as the last line; memory stays flat
  --max-trace-events N
                  record at most N steps of the whole opening, both players' together (default
                  ${DEFAULT_MAX_TRACE_EVENTS}); a longer opening plays on to its end, its trace stops there and
                  says "traceCut": true, and a line on stderr says so
Ikibuguzo: Murray's array (--option ikibuguzo.array=1 or 2) and its opening sowings; with
--trace, "trace" holds every step of them (lift, drop, capture …) with the position after it
(30 steps for array 1, 96 for array 2); --trace=ndjson writes them one a line, and
--max-trace-events cuts them, as above.
ludii-ikibuguzo: the same array 1, which Ludii 1.3.13's Opening 1 reaches (LU-open).
ludii-didinga, ludii-lango: no simultaneous opening (LU-open); prints the start position and A's
legal first turns ("firstTurns"); play them with "choro play --mode opening".

Prints one JSON object: position (the side to move is who finished first), first, tieBreak
(first holds under this tie-break only), speed (as given), finishedAt, captured, laps, status, choices (each
player's answers at his clockwise chances), …`,
  run(p, { out, errOut }) {
    const rules = rulesFrom(p);
    const trace = p.booleans.has('--trace');
    const stream = p.flags.get('--trace')?.[0] === 'ndjson';
    const cutLine = (n: number) => `choro: opening: the trace was cut at ${n} events (the opening played on to its end): raise --max-trace-events`;
    if (rules.opening.kind === 'sequential') {
      refuseOpeningFlags(p, rules, ': list them with "choro moves --first-turn"', ['--trace', '--max-trace-events']);
      const start = startPosition(8);
      const firstTurns = listMoves(rules, start, { opening: true }).legal.map((m) => m.notation);
      out(JSON.stringify({ rules: rules.id, opening: 'sequential', position: formatPosition(start), first: 'A', firstTurns }));
      return 0;
    }
    if (rules.opening.kind === 'array') {
      refuseOpeningFlags(p, rules, '');
      const maxTraceEvents = maxTraceEventsFrom(p);
      // Murray's arrays give a trace bounded by construction (30 or 96 events, K-array-1,
      // K-array-2), so the engine keeps it whole; the bound applies to what is written, so
      // that --max-trace-events means the same for every opening.
      const r = runArrayOpening(rules, { trace });
      const events = r.trace?.slice(0, maxTraceEvents).map((e) => eventJSON(e, 8));
      const cut = r.trace !== undefined && r.trace.length > maxTraceEvents;
      // --trace=ndjson: one event a line, then the opening without its trace.
      if (stream) for (const e of events ?? []) out(JSON.stringify(e));
      out(JSON.stringify({
        rules: rules.id, array: rules.opening.array, arrayed: formatPosition(r.arrayed), position: formatPosition(r.position), first: 'A',
        steps: r.steps.map((s) => ({
          player: s.player, hole: s.hole, placed: s.placed, captured: s.captured, after: formatPosition(s.after),
          ...(s.trace && !stream ? { trace: s.trace.map((e) => eventJSON(e, 8)) } : {}),
        })),
        ...(events ? { traceEvents: events.length, traceCut: cut, ...(stream ? {} : { trace: events }) } : {}),
      }));
      if (cut) errOut(cutLine(maxTraceEvents));
      return 0;
    }
    const o = simultaneousOpeningFrom(p);
    const cols = o.cols;
    const wide = widthNote('opening', rules, cols);
    if (wide !== null) errOut(wide);
    const maxTraceEvents = maxTraceEventsFrom(p);
    // One step of the race as printed, streamed or in "steps": its instant, then the event.
    const stepJSON = (step: OpeningStep) => ({ time: step.time, ...eventJSON(step.event, cols) });
    const r = runSimultaneousOpening(rules, {
      cols,
      start: o.start,
      speed: o.speed,
      ...(o.tieBreak ? { tieBreak: o.tieBreak } : {}),
      // A player whose answers are not given passes every clockwise chance (the engine's `never`).
      clockwise: { A: o.clockwise.A ?? { choices: [], then: 'never' }, B: o.clockwise.B ?? { choices: [], then: 'never' } },
      trace, maxTraceEvents,
      // --trace=ndjson: each step is written as it happens, with its instant (AMB-2), and
      // never kept. The engine refuses a bad start or pair before any step is heard.
      ...(stream ? { traceSink: (s) => out(JSON.stringify(stepJSON(s))) } : {}),
    });
    if (!r.ok) throw new UsageError(r.error.message);
    const v = r.value;
    out(JSON.stringify({
      // `first` holds only under this tie-break (AMB-2): at equal speed it often decides.
      rules: rules.id, position: formatPosition(v.position), first: v.first, tieBreak: o.tieBreak ?? 'A', speed: { A: o.speed.A ?? 1, B: o.speed.B ?? 1 }, finishedAt: v.finishedAt,
      captured: v.captured, laps: v.laps, status: v.status, choices: v.choices,
      ...(v.traceEvents !== undefined ? { traceEvents: v.traceEvents, traceCut: v.traceCut ?? false } : {}),
      ...(v.steps ? { steps: v.steps.map(stepJSON) } : {}),
    }));
    if (v.traceCut) errOut(cutLine(maxTraceEvents));
    return 0;
  },
};
