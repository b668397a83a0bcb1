/** Checkpoints of solve-openings (src/solver/checkpoint.ts): a search's state kept in a file, read back only for what it is of. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCheckpoint, removeCheckpoint, writeCheckpoint, type CheckpointKey } from '../../src/solver/checkpoint.ts';
import { type SolveSnapshot, tableShape } from '../../src/solver/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'choro-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const key: CheckpointKey = { id: 'didinga b1-b4 tie A', position: '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A', tableEntries: 1024, code: 'abc123' };
const snapshot: SolveSnapshot = {
  words: Uint32Array.from({ length: tableShape(1024).words }, (_, i) => (i * 2654435761) >>> 0),
  filter: Uint32Array.from({ length: tableShape(1024).filterWords }, (_, i) => i * 7),
  stored: 700, nodes: 123_456, generated: 654_321, pathBound: 3, question: 'loss',
};

describe('a checkpoint', () => {
  it('gives back the state written, word for word', () => {
    const file = join(dir, 'a.checkpoint');
    writeCheckpoint(file, key, snapshot);
    const read = readCheckpoint(file, key);
    expect(read).toEqual({ snapshot });
  });

  it('is none where there is no file, and is not read for another opening, position, table size or code, nor when cut short or not one', () => {
    const file = join(dir, 'b.checkpoint');
    expect(readCheckpoint(file, key)).toBeNull();
    writeCheckpoint(file, key, snapshot);
    expect(readCheckpoint(file, { ...key, id: 'didinga b1-b5 tie A' })).toEqual({ problem: 'the checkpoint is of another id' });
    expect(readCheckpoint(file, { ...key, position: 'x' })).toEqual({ problem: 'the checkpoint is of another position' });
    expect(readCheckpoint(file, { ...key, tableEntries: 2048 })).toEqual({ problem: 'the checkpoint is of another table size (give the same --memory)' });
    expect(readCheckpoint(file, { ...key, code: 'def456' })).toEqual({ problem: 'the checkpoint is of another engine or solver (the code has changed since)' });
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length - 4));
    expect(readCheckpoint(file, key)).toEqual({ problem: 'the checkpoint is cut short' });
    writeFileSync(file, 'something else\n{}\n');
    expect(readCheckpoint(file, key)).toEqual({ problem: 'the checkpoint is not one of this script' });
    removeCheckpoint(file);
    expect(readCheckpoint(file, key)).toBeNull();
  });
});
