/** /readings/'s logic (src/features/readings/readings.ts): which readings are measured, the commands, and the words chosen by thresholds. */
import { describe, expect, it } from 'vitest';
import { wilson, type SelfplaySummary } from '../../../src/computer/selfplay.ts';
import { OPTIONS, optionsFor, RULESET_IDS } from '../../../src/engine/index.ts';
import {
  bound, chartDescription, chartRows, codeVerdict, commandArgs, readingAnchor, readingsOf, readingsOfClause, selfplayCommand, separated, verdict,
  type Evidence, type EvidenceReading,
} from '../../../src/features/readings/readings.ts';

describe('readingsOf', () => {
  it('gives the defaults, then each other value of each named option of the code, one at a time', () => {
    for (const id of RULESET_IDS) {
      const ids = readingsOf(id).map((r) => r.id);
      expect(ids[0]).toBe('defaults');
      const expected = optionsFor(id).filter((o) => o.values !== null).flatMap((o) => o.values!.filter((v) => v !== o.defaultValue).map((v) => `${o.key}=${v}`));
      expect(ids.slice(1)).toEqual(expected);
    }
  });

  it('leaves out the whole-number bounds (AMB-3, AMB-11), which are no reading of a text', () => {
    const all = RULESET_IDS.flatMap((id) => readingsOf(id).map((r) => r.id));
    for (const key of ['maxLaps', 'maxPlies', 'repetitions']) {
      expect(OPTIONS.find((o) => o.key === key)!.values).toBeNull();
      expect(all.some((r) => r.startsWith(`${key}=`))).toBe(false);
    }
  });

  it('varies an option that stands beside another together with it (AMB-13 beside AMB-5)', () => {
    const r = readingsOf('lango').find((x) => x.id === 'lango.clockwiseIncrementStart=next-hole')!;
    expect(r.options).toEqual(['lango.clockwiseIncrement=yes', 'lango.clockwiseIncrementStart=next-hole']);
    expect(r.varied).toEqual({ key: 'lango.clockwiseIncrementStart', value: 'next-hole', clause: 'AMB-13' });
  });
});

describe('selfplayCommand', () => {
  it('writes the options, the opening, games, seed and players, and commandArgs reads them back', () => {
    const cmd = selfplayCommand({ rules: 'lango', options: ['lango.increment=dlp'], position: null, opening: {}, games: 30, seed: 4, players: [{ kind: 'random' }, { kind: 'computer', playouts: 30 }] });
    expect(cmd).toBe('npx choro selfplay --rules lango --option lango.increment=dlp --opening --games 30 --seed 4 --players random,computer:30');
    expect(commandArgs(cmd)).toEqual(['selfplay', '--rules', 'lango', '--option', 'lango.increment=dlp', '--opening', '--games', '30', '--seed', '4', '--players', 'random,computer:30']);
  });
});

function summary(over: Partial<SelfplaySummary>): SelfplaySummary {
  return {
    rules: 'lango', options: [], start: 'opening', players: ['random', 'random'], seed: 1, games: 100,
    wins: { A: 50, B: 50 }, draws: 0, aWinShare: wilson(50, 100), firstMover: { A: 50, B: 50 }, firstMoverWinShare: wilson(50, 100),
    decisiveShare: wilson(100, 100), ends: { immobile: 100, 'end-holes': 0, repetition: 0, 'move-limit': 0 }, limitShare: wilson(0, 100),
    plies: { mean: 40, median: 35, p95: 90, max: 120 }, perMove: { laps: 3, captured: 2 }, branching: { mean: 5, max: 20 },
    endless: { listed: 0, turns: 0, turnShare: 0, played: 0 }, openingRedraws: 0, ...over,
  };
}

function reading(id: string, random: Partial<SelfplaySummary>, computer: Partial<SelfplaySummary> = {}): EvidenceReading {
  return {
    id, options: id === 'defaults' ? [] : [id], varied: id === 'defaults' ? null : { key: id.split('=')[0]!, value: id.split('=')[1]!, clause: 'AMB-6' },
    random: { command: 'npx choro selfplay …', summary: summary(random) },
    computer: { command: 'npx choro selfplay …', summary: summary({ players: ['computer:30', 'computer:30'], ...computer }) },
  };
}

describe('verdict', () => {
  it('calls a first-mover share an advantage only when its interval excludes 50%', () => {
    expect(verdict(reading('defaults', { firstMoverWinShare: wilson(70, 100) }), null)[0]).toContain('seems to be an advantage');
    expect(verdict(reading('defaults', { firstMoverWinShare: wilson(30, 100) }), null)[0]).toContain('seems to be a handicap');
    expect(verdict(reading('defaults', { firstMoverWinShare: wilson(55, 100) }), null)[0]).toContain('no clear first-mover advantage');
  });

  it('says when games were drawn by the limit (AMB-11) and when none were', () => {
    expect(verdict(reading('defaults', {}), null).join(' ')).toContain('Every game ended with a winner');
    const words = verdict(reading('defaults', { limitShare: wilson(12, 100), draws: 12 }), null).join(' ');
    expect(words).toContain('12.0% (95% interval');
    expect(words).toContain('drawn by the engine’s limit (AMB-11)');
  });

  it('says a reading that played the very same games as the defaults gives no evidence', () => {
    const d = reading('defaults', {});
    expect(verdict(reading('lango.increment=dlp', {}), d)).toEqual([expect.stringContaining('never came into play')]);
  });

  it('names a difference from the defaults only where the intervals do not overlap', () => {
    const d = reading('defaults', { firstMoverWinShare: wilson(40, 100) });
    expect(verdict(reading('lango.increment=dlp', { firstMoverWinShare: wilson(70, 100) }), d).join(' ')).toContain('do not overlap for the first mover’s share of wins');
    expect(verdict(reading('lango.increment=dlp', { firstMoverWinShare: wilson(45, 100) }), d).join(' ')).toContain('every interval overlaps');
    const c = verdict(reading('lango.increment=dlp', {}, { firstMoverWinShare: wilson(75, 100) }), d).join(' ');
    expect(c).toContain('do not overlap for the first mover’s share of wins in computer play');
    expect(c).not.toContain('in random play:');
    expect(separated(wilson(40, 100), wilson(70, 100))).toBe(true);
    expect(separated(wilson(40, 100), wilson(45, 100))).toBe(false);
  });
});

describe('interval bounds', () => {
  it('never show a bound short of 50% as 50.0%', () => {
    expect(bound(0.4999)).toBe('49.99%');
    expect(bound(0.5001)).toBe('50.01%');
    expect(bound(0.5)).toBe('50.0%');
    expect(bound(0.4966)).toBe('49.7%');
  });
});

describe('readingAnchor', () => {
  it('makes a valid id of a reading: letters, digits, dashes and underscores', () => {
    expect(readingAnchor('lango', 'lango.clockwiseIncrementStart=next-hole')).toBe('reading-lango-lango-clockwiseIncrementStart-next-hole');
    expect(readingAnchor('didinga', 'defaults')).toBe('reading-didinga-defaults');
  });
});

describe('readingsOfClause', () => {
  const evidence = {
    codes: [
      { rules: 'didinga', readings: [reading('defaults', {}), { ...reading('endless=stop', {}), varied: { key: 'endless', value: 'stop', clause: 'AMB-3' } }] },
      { rules: 'lango', readings: [reading('defaults', {}), { ...reading('endless=stop', {}), varied: { key: 'endless', value: 'stop', clause: 'AMB-3' } }, reading('lango.increment=dlp', {})] },
    ],
  } as unknown as Evidence;
  it('links a clause\'s note to each of its readings on /readings/, naming the code when it has readings in several', () => {
    expect(readingsOfClause(evidence, 'AMB-3')).toEqual([
      { rules: 'didinga', id: 'endless=stop', label: 'Didinga (1927a): Endless moves stopped where they are found', href: '/readings/#reading-didinga-endless-stop' },
      { rules: 'lango', id: 'endless=stop', label: 'Lango (1927b): Endless moves stopped where they are found', href: '/readings/#reading-lango-endless-stop' },
    ]);
    expect(readingsOfClause(evidence, 'AMB-6')).toEqual([
      { rules: 'lango', id: 'lango.increment=dlp', label: 'DLP’s increment, sown on from the back hole behind', href: '/readings/#reading-lango-lango-increment-dlp' },
    ]);
    expect(readingsOfClause(evidence, 'AMB-2')).toEqual([]);
  });
});

describe('the chart', () => {
  it('describes every row with its figures, for readers who cannot see it', () => {
    const rows = chartRows([reading('defaults', { firstMoverWinShare: wilson(60, 100) })]);
    expect(chartDescription(rows)).toContain('The defaults: 60.0% (50.2%–69.1%) random');
  });
});

describe('codeVerdict: a code\'s answer in one sentence, before its chart and table', () => {
  const share = (n: number) => ({ firstMoverWinShare: wilson(n, 100) });

  it('says which way the first move leans under the defaults, in each kind of play, and only where the interval excludes 50%', () => {
    expect(codeVerdict('X', [reading('defaults', share(55), share(52))])).toBe('X, under the default readings: no clear edge for either player (the first mover won 55.0% of random games and 52.0% of the computer’s games).');
    expect(codeVerdict('X', [reading('defaults', share(70), share(75))])).toContain(': an edge for the first mover (');
    expect(codeVerdict('X', [reading('defaults', share(30), share(25))])).toContain(': an edge for the second mover (');
    expect(codeVerdict('X', [reading('defaults', share(52), share(75))])).toContain(': an edge for the first mover in the computer’s play only (');
    expect(codeVerdict('X', [reading('defaults', share(30), share(75))])).toContain(': edges that point opposite ways in the two kinds of play (');
  });

  it('counts the other readings whose share of first-mover wins is clearly apart from the defaults\' in either kind of play', () => {
    const defaults = reading('defaults', share(50), share(50));
    expect(codeVerdict('X', [defaults, reading('a=b', share(52), share(49))])).toMatch(/The other reading does not move that share clearly\.$/);
    expect(codeVerdict('X', [defaults, reading('a=b', share(52)), reading('c=d', share(48))])).toMatch(/None of the 2 other readings moves that share clearly\.$/);
    expect(codeVerdict('X', [defaults, reading('a=b', share(80), share(49)), reading('c=d', share(51), share(20)), reading('e=f', share(55), share(45))])).toMatch(/2 of the 3 other readings move that share clearly in at least one kind of play\.$/);
    expect(codeVerdict('X', [reading('a=b', share(80))])).toBeNull();
  });
});
