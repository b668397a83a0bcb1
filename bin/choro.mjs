#!/usr/bin/env node
// The `choro` command. The engine is TypeScript, run by Node's own type stripping (Node ≥ 22.18;
// the project brings Node 24, first on the PATH of npm scripts and of `npx choro`).
import { writeSync } from 'node:fs';
import { getSystemErrorMessage } from 'node:util';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`choro: needs Node 22.18 or newer (this is ${process.version}); run it as "npx choro …" inside the project, which uses the project's Node 24`);
  process.exit(2);
}

/** A 5 ms pause, for a descriptor that is not ready (EAGAIN). */
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Write all of `text` to the descriptor `fd`, synchronously: a write that fails throws here, at
 * the line that failed, rather than as an 'error' event of process.stdout after the command has
 * gone on (which Node prints as a stack trace).
 */
function writeAll(fd, text) {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length;) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (e) {
      // A descriptor the caller left non-blocking: wait for the reader, as a blocking write would.
      if (e.code !== 'EAGAIN') throw e;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}

/** stderr: progress, notes and refusals. If it cannot be written there is nowhere left to say so. */
function errOut(line) {
  try {
    writeAll(2, `${line}\n`);
  } catch {
    // nothing to do
  }
}

/**
 * stdout: every result line of every command goes through here, so its failures are handled once.
 * The reader gone (EPIPE: `choro moves … | head -1`) has what it wanted: the command ends at once,
 * quietly, with status 0. Any other failure (ENOSPC: a full disk) ends it with one line on stderr
 * and status 1: the result was not delivered.
 */
function out(line) {
  try {
    writeAll(1, `${line}\n`);
  } catch (e) {
    if (e.code === 'EPIPE') process.exit(0);
    const why = typeof e.errno === 'number' ? ` (${getSystemErrorMessage(e.errno)})` : '';
    errOut(`choro: cannot write the output: ${e.code ?? e.message}${why}`);
    process.exit(1);
  }
}

const { main } = await import('../src/cli/choro.ts');
process.exitCode = await main(process.argv.slice(2), out, errOut);
