/**
 * The committed self-play figures (src/data/evidence.json, made by `npm run evidence`): they
 * cover every reading of every code the engine defines, each command is the one its figures came
 * from, and re-running the cheapest commands, same seed and same number of games, gives the
 * committed figures exactly.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/choro.ts';
import { RULESET_IDS } from '../../src/engine/index.ts';
import { commandArgs, readingsOf, type Evidence } from '../../src/features/readings/readings.ts';
import { GAMES, SEED } from '../../scripts/evidence.ts';

const evidence = JSON.parse(readFileSync(new URL('../../src/data/evidence.json', import.meta.url), 'utf8')) as Evidence;
const REGENERATE = 'run `npm run evidence` and commit src/data/evidence.json';

const measured = evidence.codes.flatMap((c) => c.readings.flatMap((r) => [
  { rules: c.rules, reading: r.id, kind: 'random' as const, m: r.random },
  { rules: c.rules, reading: r.id, kind: 'computer' as const, m: r.computer },
]));

describe('src/data/evidence.json', { timeout: 120_000 }, () => {
  it('says when and how it was made, with which engine', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(evidence.made).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(evidence.command).toBe('npm run evidence');
    expect(evidence.seed).toBe(SEED);
    expect(evidence.engine.version).toBe(pkg.version);
    expect(evidence.engine.commit).toMatch(/^[0-9a-f]{7,40}/);
    expect(evidence.games).toEqual(GAMES);
  });

  it.each([...RULESET_IDS])('covers every reading of %s', (id) => {
    const code = evidence.codes.find((c) => c.rules === id);
    expect(code, `no figures for ${id}: ${REGENERATE}`).toBeDefined();
    const want = readingsOf(id).map((r) => `${r.id} [${r.options.join(' ')}]`);
    const have = code!.readings.map((r) => `${r.id} [${r.options.join(' ')}]`);
    expect(have, `the readings of ${id} have changed since the figures were made: ${REGENERATE}`).toEqual(want);
  });

  it.each([...RULESET_IDS])('names for each reading of %s the clause readingsOf gives it, so a label never names the wrong array', (id) => {
    const code = evidence.codes.find((c) => c.rules === id)!;
    expect(code.readings.map((r) => `${r.id}: ${r.varied?.clause ?? '-'}`)).toEqual(readingsOf(id).map((r) => `${r.id}: ${r.varied?.clause ?? '-'}`));
    const second = code.readings.find((r) => r.id === 'ikibuguzo.array=2');
    if (id === 'ikibuguzo') expect(second!.varied!.clause).toBe('K-array-2');
  });

  it('names for every figure the command it came from: the reading\'s options, the seed and the games', () => {
    for (const { rules, reading, kind, m } of measured) {
      const r = evidence.codes.find((c) => c.rules === rules)!.readings.find((x) => x.id === reading)!;
      expect(m.command).toBe([
        'npx choro selfplay', `--rules ${rules}`, ...r.options.map((o) => `--option ${o}`), '--opening',
        `--games ${evidence.games[kind]}`, `--seed ${evidence.seed}`, `--players ${m.summary.players.join(',')}`,
      ].join(' '));
      expect(m.summary).toMatchObject({ rules, options: r.options, games: evidence.games[kind], seed: evidence.seed });
    }
  });

  // The figures made again, the cheapest by the moves played in all: two of random play, and the
  // computer's of each code (its searches cost far more a move, and it is the player whose play
  // changes with the engine and the search: a change to the search once left four of
  // Ludii's computer figures stale for three days while the cheapest of all, Ludii's Choro, stayed the same).
  const byCost = (kind: 'random' | 'computer') => measured
    .filter((x) => x.kind === kind)
    .sort((a, b) => a.m.summary.plies.mean * a.m.summary.games - b.m.summary.plies.mean * b.m.summary.games);
  const computerOfEachCode = evidence.codes.map((c) => byCost('computer').find((x) => x.rules === c.rules)!);
  const cheapest = [...byCost('random').slice(0, 2), ...computerOfEachCode];

  it.each(cheapest.map((x) => [`${x.rules} ${x.reading} (${x.kind})`, x.m] as const))('%s: the command gives the committed figures again', async (_name, m) => {
    const out: string[] = [];
    const err: string[] = [];
    const status = await main(commandArgs(m.command), (l) => out.push(l), (l) => err.push(l));
    expect(err).toEqual([]);
    expect(status).toBe(0);
    expect(JSON.parse(out[0]!), `the engine now plays these games differently: ${REGENERATE}`).toEqual(m.summary);
  }, 120_000);
});
