/**
 * Checkpoints of `npm run solve-openings` (Node only: nothing on the site imports this file): a
 * long search's state (SolveSnapshot: its table and its work) written to a file, so that a run
 * stopped part way (Ctrl-C, a budget run out, a machine switched off) goes on from there when the
 * command is run again, instead of starting the search afresh.
 *
 * A file is a first line naming the format, a line of JSON (what the state is of: the opening, its
 * position, the table's size and a stamp of the engine's and the solver's code; the snapshot's
 * numbers), then the table's words and its filter as 32-bit words in this machine's byte order
 * (named in the JSON). It is written to a temporary file and renamed, so it is whole or absent; it
 * is read only if everything it is of matches, else the search starts afresh and says why.
 */
import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import { threadId } from 'node:worker_threads';
import type { SolveSnapshot } from './options.ts';

const MAGIC = 'CHORO-SOLVE-CHECKPOINT 1\n';
/** Bytes written or read in one call (Node's calls take at most 2 GiB). */
const CHUNK = 1 << 28;
/** The longest header read. */
const MAX_HEADER = 1 << 16;

/** What a state is of: it is resumed only where all of these are the same. */
export interface CheckpointKey {
  readonly id: string;
  readonly position: string;
  readonly tableEntries: number;
  /** A stamp of the code whose keys and results the table holds (the script hashes the engine's and the solver's sources). */
  readonly code: string;
}

interface Header extends CheckpointKey {
  readonly endianness: string;
  readonly words: number;
  readonly filterWords: number;
  readonly stored: number;
  readonly nodes: number;
  readonly generated: number;
  readonly pathBound: number;
  readonly question: 'win' | 'loss';
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, Math.min(CHUNK, bytes.length - at));
}

function readAll(fd: number, into: Uint8Array, position: number): boolean {
  for (let at = 0; at < into.length;) {
    const n = readSync(fd, into, at, Math.min(CHUNK, into.length - at), position + at);
    if (n === 0) return false;
    at += n;
  }
  return true;
}

const bytesOf = (a: Uint32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** Write a search's state to `file` (through `file`.tmp, renamed). */
export function writeCheckpoint(file: string, key: CheckpointKey, snap: SolveSnapshot): void {
  const header: Header = {
    ...key, endianness: os.endianness(), words: snap.words.length, filterWords: snap.filter.length,
    stored: snap.stored, nodes: snap.nodes, generated: snap.generated, pathBound: snap.pathBound, question: snap.question,
  };
  // A temporary file of this thread's own: two runs on one folder never write into the same one.
  const tmp = `${file}.${process.pid}-${threadId}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeAll(fd, new TextEncoder().encode(`${MAGIC}${JSON.stringify(header)}\n`));
    writeAll(fd, bytesOf(snap.words));
    writeAll(fd, bytesOf(snap.filter));
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

/**
 * The state kept in `file` for `key`: null if there is no file, a problem (in words) if it is of
 * something else or cannot be read whole.
 */
export function readCheckpoint(file: string, key: CheckpointKey): { readonly snapshot: SolveSnapshot } | { readonly problem: string } | null {
  if (!existsSync(file)) return null;
  const fd = openSync(file, 'r');
  try {
    const head = new Uint8Array(MAX_HEADER);
    const got = readSync(fd, head, 0, MAX_HEADER, 0);
    const text = new TextDecoder().decode(head.subarray(0, got));
    const end = text.indexOf('\n', MAGIC.length);
    if (!text.startsWith(MAGIC) || end < 0) return { problem: 'the checkpoint is not one of this script' };
    let h: Header;
    try {
      h = JSON.parse(text.slice(MAGIC.length, end)) as Header;
    } catch {
      return { problem: 'the checkpoint\'s header cannot be read' };
    }
    for (const k of ['id', 'position', 'tableEntries', 'code'] as const) {
      if (h[k] !== key[k]) return { problem: `the checkpoint is of another ${k === 'code' ? 'engine or solver (the code has changed since)' : k === 'tableEntries' ? 'table size (give the same --memory)' : k}` };
    }
    if (h.endianness !== os.endianness()) return { problem: 'the checkpoint was written on a machine of another byte order' };
    const start = new TextEncoder().encode(text.slice(0, end + 1)).length;
    const words = new Uint32Array(h.words);
    const filter = new Uint32Array(h.filterWords);
    if (!readAll(fd, bytesOf(words), start) || !readAll(fd, bytesOf(filter), start + words.byteLength)) return { problem: 'the checkpoint is cut short' };
    return { snapshot: { words, filter, stored: h.stored, nodes: h.nodes, generated: h.generated, pathBound: h.pathBound, question: h.question } };
  } finally {
    closeSync(fd);
  }
}

/** Remove a checkpoint no longer needed (its opening settled). */
export function removeCheckpoint(file: string): void {
  rmSync(file, { force: true });
}
