/**
 * `choro moves`: every legal move of a position, one JSON object a line (D-move), within the
 * listed-move, decision and drop bounds; an empty list says the side to move has lost (D-end).
 */
import { DEFAULT_MAX_DECISIONS, DEFAULT_MAX_LIST_DROPS, listMoves, MAX_LISTED_MOVES, moveJSON, RULESET_IDS } from '../../engine/index.ts';
import { UsageError, wholeFrom, type CommandLine } from '../args.ts';
import type { Command } from '../command.ts';
import { positionFrom, rulesFrom, widthNote } from '../flags.ts';

/** Most drops `--max-drops` may ask for: five times the default, a few seconds' work. */
const MAX_DROPS_FLAG = 5 * DEFAULT_MAX_LIST_DROPS;

function maxDecisionsFrom(p: CommandLine): number {
  return wholeFrom(p, '--max-decisions', 0, 9999) ?? DEFAULT_MAX_DECISIONS;
}

function maxDropsFrom(p: CommandLine): number {
  return wholeFrom(p, '--max-drops', 1, MAX_DROPS_FLAG) ?? DEFAULT_MAX_LIST_DROPS;
}

export const movesCommand: Command = {
  name: 'moves',
  summary: 'list every legal move of a position, one JSON object a line',
  flags: ['--rules', '--position', '--option', '--all', '--max-decisions', '--max-drops', '--first-turn'],
  valueFlags: ['--rules', '--position', '--option', '--max-decisions', '--max-drops'],
  help: () => `usage: choro moves --rules R [--position P] [--option k=v …] [--all] [--max-decisions N] [--max-drops N] [--first-turn]

  --rules R            ${RULESET_IDS.join(', ')}
  --position P         position notation (default: the 8-column start position, A to move)
  --option k=v         a rule option, repeatable (see "choro options")
  --all                also list moves that never end, which the default rules forbid (AMB-3)
  --max-decisions N    branch on the first N choices of each move (default ${DEFAULT_MAX_DECISIONS}); a move
                       with more takes ">" at the later ones, is marked "cut": true, and a line on
                       stderr says how many moves were cut
  --max-drops N        stop listing once the moves run have dropped N marbles in all, every
                       branch's replay included (default ${DEFAULT_MAX_LIST_DROPS}, at most ${MAX_DROPS_FLAG}); a line on
                       stderr says when the list stopped there
  --first-turn         list the moves of a first turn of Ludii's sequential opening (ludii-didinga,
                       ludii-lango only; LU-open): from the back row, for ludii-lango b7 or b8

Prints one JSON object per move: move, after, captured, laps, drops, endless, status, legal,
and sameAs (a move listed earlier that reaches the same position). At most ${MAX_LISTED_MOVES} moves are
listed; if a position has more, a line on stderr says so. If the side to move has no legal move,
nothing is listed (status 0) and a line on stderr says it has lost (D-end).`,
  run(p, { out, errOut }) {
    const rules = rulesFrom(p);
    const pos = positionFrom(p);
    const wide = widthNote('moves', rules, pos.cols);
    if (wide !== null) errOut(wide);
    const maxDecisions = maxDecisionsFrom(p);
    const firstTurn = p.booleans.has('--first-turn');
    if (firstTurn && rules.opening.kind !== 'sequential') {
      throw new UsageError(`--first-turn is for the rulesets whose opening is played in turn (LU-open); ${rules.id}'s opening is ${rules.opening.kind === 'array' ? 'an array ("choro opening")' : 'simultaneous ("choro opening")'}`);
    }
    const list = listMoves(rules, pos, { maxDecisions, opening: firstTurn, maxListDrops: maxDropsFrom(p) });
    const all = p.booleans.has('--all');
    let cutShown = 0;
    for (const m of list.all) {
      if (!all && !m.legal) continue;
      if (m.cut) cutShown++;
      out(JSON.stringify(moveJSON(m, pos.cols, { ...(m.sameAs !== null ? { sameAs: list.all[m.sameAs]!.notation } : {}), ...(m.cut ? { cut: true } : {}) })));
    }
    if (cutShown > 0) {
      errOut(`choro: moves: ${cutShown} move${cutShown === 1 ? '' : 's'} met more than ${list.maxDecisions} choice${list.maxDecisions === 1 ? '' : 's'} and took ">" at the later ones (marked "cut"); the moves their other choices lead to are not listed: raise --max-decisions`);
    }
    if (list.workCut) errOut(`choro: moves: the list was cut after ${list.dropsRun} marbles dropped in all, its bound of work; the moves after are not listed: raise --max-drops`);
    else if (list.truncated) errOut(`choro: moves: the list was cut at its limit of ${MAX_LISTED_MOVES} complete moves`);
    // An empty list is an answer, not a failure (status 0), but without a word it reads as
    // one; a list cut short proves nothing, and its own line above says so.
    else if (list.legal.length === 0) errOut(`choro: moves: ${pos.toMove}, to move, has no legal ${firstTurn ? 'first turn' : 'move'}${list.all.length > 0 ? ' (its moves are endless or unresolved, which the rules forbid, AMB-3)' : ''}: ${pos.toMove} has lost (D-end)`);
    return 0;
  },
};
