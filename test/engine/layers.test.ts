/**
 * The engine's floors, as a test: who inside src/engine may import whom. The vocabulary
 * (types, geometry, position, start, trace), the notation and the rulesets are the ground; the
 * move machine (machine/) is built on them; the pure API and the games (moves, opening,
 * simulator, game, json) on the machine; index.ts is the one entry. Nothing imports back up a
 * floor: the notation reads a move's `Start` from start.ts, not from the machine.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENGINE = fileURLToPath(new URL('../../src/engine/', import.meta.url));

/** Every engine file, engine-relative (`notation/move.ts`), with the engine files it imports. */
function engineImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.ts')) {
        const text = readFileSync(full, 'utf8');
        const targets = [...text.matchAll(/^(?:import|export)[^;]*?from\s+'(\.[^']+)'/gms)].map((m) => relative(ENGINE, normalize(join(dirname(full), m[1]!))));
        graph.set(relative(ENGINE, full), targets);
      }
    }
  };
  walk(ENGINE);
  return graph;
}

/** The floor of an engine file: 0 the vocabulary, notation and rulesets; 1 the machine; 2 the API and games; 3 the entry. */
function floorOf(file: string): number {
  if (file === 'index.ts') return 3;
  if (file.startsWith('machine/')) return 1;
  if (['moves.ts', 'opening.ts', 'simulator.ts', 'game.ts', 'json.ts'].includes(file)) return 2;
  return 0;
}

describe('the engine’s floors (src/engine)', () => {
  const graph = engineImports();

  it('finds the files of every floor', () => {
    expect(graph.has('start.ts')).toBe(true);
    expect(graph.has('machine/runner.ts')).toBe(true);
    expect(graph.has('moves.ts')).toBe(true);
    expect(graph.get('notation/move.ts')).toContain('start.ts');
    expect(graph.get('machine/runner.ts')).toContain('machine/move-state.ts');
  });

  it('no module imports one on a floor above its own (the notation never imports the machine)', () => {
    const up: string[] = [];
    for (const [file, targets] of graph) {
      for (const t of targets) if (floorOf(t) > floorOf(file)) up.push(`${file} imports ${t}`);
    }
    expect(up).toEqual([]);
  });

  it('the vocabulary of a start (start.ts) imports nothing', () => {
    expect(graph.get('start.ts')).toEqual([]);
  });
});
