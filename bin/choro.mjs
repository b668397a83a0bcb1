#!/usr/bin/env node
// The `choro` command. The engine is TypeScript, run by Node's own type stripping, on the Node 24
// the project brings (first on the PATH of npm scripts and of `npx choro`). The version is checked
// before anything is imported: a static import is linked before any line runs, and one a
// system's older Node lacks (`getSystemErrorMessage` of node:util, not in Node 20) would end the
// command with a SyntaxError instead of this one line.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(`choro: needs Node 24 (this is ${process.version}); inside the project run it as "npx choro …", which uses the Node 24 the project brings (installed with its dependencies by "npm ci")`);
  process.exit(2);
}

const { writeSync } = await import('node:fs');
const { constants: osConstants } = await import('node:os');
const { getSystemErrorMessage } = await import('node:util');
const { isMainThread, Worker, workerData } = await import('node:worker_threads');

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

const argv = isMainThread ? process.argv.slice(2) : workerData.argv;
/** The signals that stop a solve; the shared word holds the index of the one received, plus 1 (0: none). */
const SIGNALS = ['SIGINT', 'SIGTERM'];
if (isMainThread && argv[0] === 'solve') {
  // `solve` runs one synchronous search, for hours if asked: on this thread no signal handler could
  // run before it ended, so Ctrl-C would end the run with nothing printed. It runs in a worker
  // thread instead (this same file), and a signal here sets a word it reads at each report of the
  // search, which then stops and prints what it knows. A second signal ends the run at once.
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const onSignal = (signal) => {
    if (Atomics.load(stop, 0) !== 0) process.exit(128 + osConstants.signals[signal]);
    Atomics.store(stop, 0, SIGNALS.indexOf(signal) + 1);
  };
  for (const s of SIGNALS) process.on(s, onSignal);
  const worker = new Worker(new URL(import.meta.url), { workerData: { argv, stop: stop.buffer } });
  // The worker ends with its status (process.exit there ends the thread alone); an uncaught error
  // (a fault of the command's, not of its input) is printed as Node prints one, status 1.
  worker.on('error', (e) => {
    errOut(e instanceof Error && e.stack ? e.stack : String(e));
    process.exitCode = 1;
  });
  worker.on('exit', (code) => {
    process.exitCode ??= code;
    for (const s of SIGNALS) process.off(s, onSignal);
  });
} else {
  const { main } = await import('../src/cli/choro.ts');
  const stop = isMainThread ? null : new Int32Array(workerData.stop);
  const interrupted = () => (stop === null ? null : SIGNALS[Atomics.load(stop, 0) - 1] ?? null);
  const status = await main(argv, out, errOut, { interrupted });
  if (isMainThread) process.exitCode = status;
  else process.exit(status);
}
