/**
 * The computer player's think job (src/computer/think.ts) in the one worker protocol
 * (src/components/work/protocol.ts, the job `think` of src/features/play/think.ts): a good
 * request gets a legal move, every malformed one its exact error message, and the handler never
 * throws. Also the
 * arena script's flags (scripts/arena.ts): bad ones exit 2 with one line, as the CLI does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOptions, currentPosition, formatPosition, gameFromRecord, gameResult, listMoves, newGame,
  parsePosition, parseRecord, playMove, RULESETS, runArrayOpening, startPosition, type Game,
} from '../../src/engine/index.ts';
import { SOLVER_NODES, thinkForGame, type ThinkAnswer } from '../../src/computer/think.ts';
import { handleWork, type WorkAnswer } from '../../src/components/work/protocol.ts';
import { thinkJob, thinkRequest } from '../../src/features/play/think.ts';
import { shortestWin, solve } from '../../src/solver/index.ts';
import { main as arena, matchCheck, parseArenaArgs } from '../../scripts/arena.ts';
import { hostileRequests } from '../components/work/hostile.ts';

const START = formatPosition(startPosition());
const ARRAY_1 = formatPosition(runArrayOpening(RULESETS.ikibuguzo).position);
/** A clock that never advances: time budgets would run forever, so tests use iterations. */
const frozen = { now: () => 0 };

type AiResponse = WorkAnswer<ThinkAnswer>;

/** A request answered as the think worker answers it. */
function ask(data: unknown, env: { now?: () => number } = {}): AiResponse {
  return handleWork(data, thinkJob(env));
}

function moveOf(r: AiResponse): string {
  if (r.type !== 'done') throw new Error(r.message);
  return r.value.notation;
}

function ikibuguzoGame(): Game {
  const rules = RULESETS.ikibuguzo;
  let g = newGame(rules, runArrayOpening(rules).position);
  for (let i = 0; i < 3; i++) {
    const r = playMove(g, listMoves(rules, currentPosition(g)).legal[0]!.notation);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
  }
  return g;
}

describe('the think job: good requests', { timeout: 30_000 }, () => { // tree searches of hundreds of iterations and small solver searches
  it('answers a position with a legal move of that position, echoing the id, with stats', () => {
    const pos = runArrayOpening(RULESETS.ikibuguzo).position;
    const r = ask({ type: 'think', id: 41, rules: 'ikibuguzo', position: formatPosition(pos), budget: { iterations: 200 }, seed: 5 }, frozen);
    expect(r).toMatchObject({ type: 'done', id: 41, value: { stats: { iterations: 200 } } });
    expect(listMoves(RULESETS.ikibuguzo, pos).legal.map((m) => m.notation)).toContain(moveOf(r));
    if (r.type === 'done') {
      expect(r.value.stats.winRate).toBeGreaterThanOrEqual(0);
      expect(r.value.stats.winRate).toBeLessThanOrEqual(1);
      expect(r.value.stats.candidates[0]!.notation).toBe(r.value.notation);
    }
  });

  it('answers a game record with a move playMove accepts, and applies options', () => {
    const game = ikibuguzoGame();
    const req = { ...thinkRequest(thinkForGame(game, { budget: { iterations: 150 }, seed: 3 })), id: 7 };
    const r = ask(req, frozen);
    expect(r.id).toBe(7);
    expect(playMove(game, moveOf(r)).ok).toBe(true);
    // Same request, same answer (seed and iteration budget).
    expect(ask(req, frozen)).toEqual(r);
    // Options: a Lango position under DLP's increment reading (AMB-6).
    const dlp = applyOptions('lango', ['lango.increment=dlp']);
    if (!dlp.ok) throw new Error(dlp.error.message);
    const lr = ask({ type: 'think', id: 2, rules: 'lango', options: ['lango.increment=dlp'], position: START, budget: { iterations: 50 } }, frozen);
    expect(listMoves(dlp.value, startPosition()).legal.map((m) => m.notation)).toContain(moveOf(lr));
  });

  it('a level is a time budget read on the clock, the solver’s share included', () => {
    let t = 0;
    // Murray's array 1 after its opening: the solver settles nothing within its budget here.
    const r = ask({ type: 'think', id: 1, rules: 'ikibuguzo', position: ARRAY_1, level: 'quick' }, { now: () => (t += 10) });
    // 200 ms at 10 ms a reading: the solver stops at its quarter (50 ms, read every
    // PROGRESS_EVERY positions), the search reads the clock inside its steps too (every move a
    // node lists, every few moves of a playout) and stops at the first reading past the rest.
    expect(r.type === 'done' && r.value.stats.solved).toBeUndefined();
    expect(r.type === 'done' && r.value.stats.iterations).toBeGreaterThan(0);
    expect(r.type === 'done' && r.value.stats.iterations).toBeLessThanOrEqual(20);
    expect(t).toBeGreaterThanOrEqual(200);
    expect(t).toBeLessThanOrEqual(240);
  });

  it('a position the solver settles as a win within its small budget is played by the winning move, and says so', () => {
    // From the start, under the main phase's rules, A wins in five moves (f5 …).
    const r = ask({ type: 'think', id: 1, rules: 'didinga', position: START, budget: { iterations: 10 } });
    const rules = applyOptions('didinga', []);
    const pos = parsePosition(START);
    if (!rules.ok || !pos.ok) throw new Error('setup');
    const proof = solve(rules.value, pos.value, { maxNodes: SOLVER_NODES, tableEntries: 1 << 16 });
    if (!proof.ok) throw new Error(proof.error.message);
    expect(proof.value.value).toBe('win');
    // Then the fewest moves that force the win, with the rest of the budget: that line's first move is played.
    const quickest = shortestWin(rules.value, pos.value, proof.value.line.length, { maxNodes: SOLVER_NODES - proof.value.nodes, tableEntries: 1 << 16 });
    expect(quickest).not.toBeNull();
    expect(r).toMatchObject({
      type: 'done', value: {
        notation: quickest!.line[0],
        stats: { iterations: 0, winRate: 1, solved: { value: 'win', line: quickest!.moves, nodes: proof.value.nodes + quickest!.nodes, shortest: true } },
      },
    });
  });

  it('a position the solver proves lost is played by the first move of the longest resistance it found, and says so', () => {
    // From the start, after A's b5 (a winning first move), B has lost whatever he plays.
    const rules = applyOptions('didinga', []);
    const start = parsePosition(START);
    if (!rules.ok || !start.ok) throw new Error('setup');
    const after = listMoves(rules.value, start.value).legal.find((m) => m.notation === 'b5')!.after;
    const lost = formatPosition(after);
    const proof = solve(rules.value, after, { maxNodes: SOLVER_NODES, tableEntries: 1 << 16 });
    if (!proof.ok) throw new Error(proof.error.message);
    expect(proof.value.value).toBe('loss');
    const r = ask({ type: 'think', id: 1, rules: 'didinga', position: lost, budget: { iterations: 10 } });
    expect(r).toMatchObject({
      type: 'done', value: {
        notation: proof.value.move,
        stats: { iterations: 0, solved: { value: 'loss', line: proof.value.line.length, nodes: proof.value.nodes, holdsOut: true } },
      },
    });
    expect(proof.value.line.length).toBeGreaterThan(1);
  });

  it('the beginner level never plays perfectly: the same won position gets its 16 iterations of tree search', () => {
    const r = ask({ type: 'think', id: 1, rules: 'didinga', position: START, level: 'beginner' });
    expect(r).toMatchObject({ type: 'done', value: { stats: { iterations: 16 } } });
    expect(r.type === 'done' && r.value.stats.solved).toBeUndefined();
  });
});

describe('the think job: malformed requests get a clear message and never throw', () => {
  const base = { type: 'think', id: 1, rules: 'didinga', position: START, budget: { iterations: 10 } };
  // Ikibuguzo, B to move: b1 captures both of A's front end holes (K-win), and the game is over.
  const overGame = 'Rules: ikibuguzo\nStart: 20,0,2,3,1,3,0,5/3,2,3,2,0,1,1,5/1,0,1,1,2,0,0,1/1,2,1,0,1,0,0,2 B\nMoves: 1... b1';
  it.each<[string, unknown, string]>([
    // The envelope's own words (src/components/work/protocol.ts), as for every job.
    ['not an object', 'go', 'a request must be an object such as {"type": "think", "id": 1, …}; got "go"'],
    ['null', null, 'a request must be an object such as {"type": "think", "id": 1, …}; got null'],
    ['no id', { ...base, id: undefined }, 'the request needs an "id", a whole number 0 or more; got undefined'],
    ['bad type', { ...base, type: 'stop' }, 'unknown request type "stop": this worker answers only "think"'],
    ['unknown field', { ...base, postion: START }, 'unknown field "postion"; a "think" request has "rules", "options", "position", "record", "level", "budget", "seed"'],
    ['level and budget', { ...base, level: 'quick' }, 'give either "level" or "budget", not both'],
    ['unknown level', { ...base, budget: undefined, level: 'grandmaster' }, 'unknown level "grandmaster"; known: beginner, quick, steady, strong'],
    ['bad budget', { ...base, budget: { ms: -5 } }, '"budget" must be an object with "ms" (1 to 60000) and/or "iterations" (1 to 10000000), whole numbers'],
    ['empty budget', { ...base, budget: {} }, '"budget" must be an object with "ms" (1 to 60000) and/or "iterations" (1 to 10000000), whole numbers'],
    ['bad seed', { ...base, seed: 1.5 }, '"seed" must be a whole number from 0 to 4294967295'],
    ['no position', { ...base, position: undefined }, 'the request needs a "position" (position notation) or a "record" (a game record)'],
    ['both', { ...base, record: 'x' }, 'give either "position" or "record", not both'],
    ['position not a string', { ...base, position: 3 }, '"position" must be a string in position notation'],
    ['no rules', { ...base, rules: undefined }, 'a "position" needs "rules": one of didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo'],
    ['unknown rules', { ...base, rules: 'chess' }, 'unknown rules "chess"; known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo'],
    ['options not a list', { ...base, options: 'endless=stop' }, '"options" must be a list of key=value strings'],
    ['bad option', { ...base, options: ['lango.increment=dlp'] }, 'options: option "lango.increment" belongs to lango, not to didinga'],
    ['bad position', { ...base, position: '2,2 A' }, 'position: expected 4 rows separated by "/", found 1'],
    ['no move', { ...base, position: '0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 A' }, 'A has no legal move in this position: the game is over (D-end)'],
    ['record not a string', { ...base, position: undefined, record: 5 }, '"record" must be a string (a game record)'],
    ['bad record', { ...base, position: undefined, rules: undefined, record: 'Rules: lango\nMoves:' }, 'record: the record has no "Start:" line'],
    ['record of other rules', { ...base, position: undefined, rules: 'lango', record: `Rules: didinga\nStart: ${START}\nMoves:` }, 'the record is a game of didinga, but "rules" says "lango"'],
    ['illegal move in record', { ...base, position: undefined, rules: undefined, record: `Rules: didinga\nStart: ${START}\nMoves: 1. f9` }, 'record: move 1 (f9): column 9 is off the board: columns run from 1 to 8, counted from the mover\'s left'],
    ['game over', { ...base, position: undefined, rules: undefined, record: overGame }, 'the game is over: B has won (K-win)'],
  ])('%s', (_name, request, message) => {
    const r = ask(request, frozen);
    expect(r).toEqual({ type: 'error', id: request !== null && typeof request === 'object' && (request as { id?: unknown }).id !== undefined ? 1 : null, message });
  });

  it('the game-over record is over under game.ts, and one move earlier the AI plays that K-win', () => {
    const rec = parseRecord(overGame);
    if (!rec.ok) throw new Error(rec.error.message);
    const g = gameFromRecord(RULESETS.ikibuguzo, rec.value);
    expect(g.ok && gameResult(g.value)).toEqual({ over: true, winner: 'B', reason: 'end-holes' });
    const r = ask({ type: 'think', id: 1, record: overGame.replace(' b1', ''), budget: { iterations: 5 } }, frozen);
    expect(moveOf(r)).toBe('b1');
  });
});

describe('npm run arena: flags', () => {
  function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const status = arena(argv, (l) => out.push(l), (l) => err.push(l));
    return { status, out, err };
  }

  it.each<[string[], string]>([
    [['--games', '0'], 'arena: --games: "0" is not a whole number from 1 to 100000'],
    [['--games'], 'arena: --games needs a whole number from 1 to 100000'],
    [['--seed', '-1'], 'arena: --seed: "-1" is not a whole number from 0 to 4294967295'],
    [['--rules', 'didinga,chess'], 'arena: --rules: unknown "chess"; known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo'],
    [['--vs', 'minimax'], 'arena: --vs: unknown "minimax"; known: random, greedy'],
    [['--level', 'hard'], 'arena: --level takes beginner, quick, steady, strong; got "hard"'],
    [['--level', 'strong', '--playouts', '100'], 'arena: give --level or --playouts/--ms, not both'],
    [['--playouts', 'many'], 'arena: --playouts: "many" is not a whole number from 1 to 10000000'],
    [['--fast'], 'arena: unknown argument "--fast"; see --help'],
  ])('%j → exit 2 and one line', (argv, message) => {
    const r = run(...argv);
    expect(r).toEqual({ status: 2, out: [], err: [message] });
  });

  it('--help prints the usage; good flags parse', () => {
    const r = run('--help');
    expect(r.status).toBe(0);
    expect(r.out.join('\n')).toMatch(/^usage: npm run arena -- \[options\]/);
    expect(parseArenaArgs(['--games', '4', '--seed', '9', '--rules', 'lango', '--vs', 'greedy', '--playouts', '300'])).toMatchObject({
      games: 4, seed: 9, rules: ['lango'], vs: ['greedy'], ai: { kind: 'mcts', iterations: 300 },
    });
    expect(parseArenaArgs(['--level', 'strong'])).toMatchObject({ ai: { kind: 'mcts', ms: 3000 }, level: 'strong' });
    expect(parseArenaArgs(['--level', 'beginner'])).toMatchObject({ ai: { kind: 'mcts', iterations: 16 }, level: 'beginner' });
  });

  it('holds the beginner to its ceiling: greedy must win at least 30% (issue 18), and the other levels to their floor', () => {
    const games = Array.from({ length: 10 });
    expect(matchCheck('beginner', 'greedy', { games, wins: 7, losses: 3 })).toEqual({ target: 'greedy wins ≥ 30.0%', met: true });
    expect(matchCheck('beginner', 'greedy', { games, wins: 8, losses: 2 })).toMatchObject({ met: false });
    expect(matchCheck('beginner', 'random', { games, wins: 1, losses: 9 })).toEqual({ target: '–', met: null });
    expect(matchCheck('strong', 'greedy', { games, wins: 7, losses: 3 })).toEqual({ target: '75.0%', met: false });
    expect(matchCheck(undefined, 'random', { games, wins: 10, losses: 0 })).toEqual({ target: '95.0%', met: true });
  });

  it('prints the table with the seed and the budget', () => {
    const r = run('--games', '2', '--seed', '3', '--rules', 'ikibuguzo', '--vs', 'random', '--playouts', '30', '--proof', '0', '--no-calibrate');
    expect(r.status).toBe(0);
    const text = r.out.join('\n');
    expect(text).toContain('seed 3; 2 games a match');
    expect(text).toContain('30 playouts a move');
    expect(text).not.toContain('decided: games');
    expect(r.out.find((l) => l.startsWith('| ikibuguzo | random | 2 |'))).toBeDefined();
  });
});

describe('the think job on hostile input', () => {
  it('answers anything at all with one response and never throws', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('think', 'lango', 'didinga', 'ikibuguzo', 'quick', '2,2 A', 'Rules: lango\nStart: x\nMoves:'));
    const request = fc.oneof(
      fc.anything(),
      fc.record({ type: field, id: field, rules: field, options: field, position: field, record: field, level: field, budget: field, seed: field }, { requiredKeys: [] }),
    );
    fc.assert(fc.property(request, (data) => {
      // A clock that jumps a second a reading: any time budget ends at once, whatever was asked.
      let t = 0;
      const r = ask(data, { now: () => (t += 1000) });
      expect(['done', 'error']).toContain(r.type);
      if (r.type === 'error') expect(r.message.length).toBeGreaterThan(0);
    }), { numRuns: 300 });
  });
});

describe('the think job: hostile requests get a typed error, never an exception (property-based)', () => {
  const base = { type: 'think', id: 1, rules: 'didinga', position: START, budget: { iterations: 5 } };
  const keys = ['rules', 'options', 'position', 'record', 'level', 'budget', 'seed'];

  it('any hostile request: one answer, a plain object a worker can post, with a message', () => {
    fc.assert(fc.property(hostileRequests(base, keys), (hostile) => {
      let r: AiResponse | undefined;
      expect(() => { r = ask(hostile.make(), frozen); }).not.toThrow();
      expect(['done', 'error']).toContain(r!.type);
      expect(structuredClone(r)).toEqual(r);
      if (r!.type === 'error') {
        expect(typeof r!.message).toBe('string');
        expect(r!.message.length).toBeGreaterThan(0);
        expect(r!.message.length).toBeLessThan(1000);
        expect(r!.id === null || r!.id === 1 || typeof r!.id === 'number' || typeof r!.id === 'string').toBe(true);
      }
    }), { seed: 19, numRuns: 300 });
  });

  it.each<[string, () => unknown, RegExp]>([
    ['a getter that throws', () => Object.defineProperty({ ...base }, 'position', { enumerable: true, get() { throw new Error('no'); } }), /could not be read: no/],
    ['a proxy that throws on every read', () => new Proxy({}, { get() { throw new Error('trap'); }, ownKeys() { throw new Error('trap'); } }), /could not be read: trap/],
    ['a position of a million characters', () => ({ ...base, position: 'x'.repeat(1_000_000) }), /^"position" is 1000000 characters long; at most 4096 are read$/],
    ['a record of a million characters', () => ({ type: 'think', id: 1, record: 'x'.repeat(1_000_000) }), /^"record" is 1000000 characters long; at most 200000 are read$/],
    ['a thousand options', () => ({ ...base, options: Array.from({ length: 1000 }, () => 'lapWrap=skip') }), /at most 64 options/],
    ['an id of a thousand characters', () => ({ ...base, id: 'i'.repeat(1000) }), /needs an "id"/],
    ['a huge budget', () => ({ ...base, budget: { iterations: 1e300 } }), /"budget" must be/],
    ['a cyclic budget', () => { const b: Record<string, unknown> = {}; b.ms = b; return { ...base, budget: b }; }, /"budget" must be/],
  ])('%s', (_name, make, message) => {
    const r = ask(make(), frozen);
    expect(r.type).toBe('error');
    expect(r.type === 'error' && r.message).toMatch(message);
  });
});
