/**
 * What a `choro` command is (a row of the table in choro.ts) and what it is given to run: the
 * command line read, the writers of stdout and stderr, and what the installed command tells it.
 */
import { escapeControls } from '../engine/index.ts';
import type { CommandLine } from './args.ts';

/**
 * What the installed command (bin/choro.mjs) tells a command while it runs: `interrupted` names
 * the signal (Ctrl-C's SIGINT, or SIGTERM) the reader has sent, or is null. Only `solve` asks: it
 * runs in a worker thread there, so that its long synchronous search can hear of the signal.
 * `now` is the clock `solve` times itself and spaces its progress lines by (performance.now by
 * default); a test gives a still one, so that a loaded machine prints no progress line.
 */
export interface CliContext {
  readonly interrupted?: () => 'SIGINT' | 'SIGTERM' | null;
  readonly now?: () => number;
}

/** A command's writers: every result line goes to `out`, every note and refusal to `errOut`. */
export interface CliIo {
  readonly out: (line: string) => void;
  readonly errOut: (line: string) => void;
  readonly ctx: CliContext;
}

/** One command of `choro`: its name, its line in `choro --help`, its flags, its own help, and its work. */
export interface Command {
  readonly name: string;
  /** Its line in the overview; a second line is indented under the first. */
  readonly summary: string;
  /** The flags it takes, and which of them take a value (the others are booleans). */
  readonly flags: readonly string[];
  readonly valueFlags: readonly string[];
  /** `choro <name> --help`, `choro help <name>`. */
  readonly help: () => string;
  /**
   * Run on a command line whose flags are all the command's; returns the exit status (a promise
   * of it for a command that runs worker threads). A bad argument is thrown as a UsageError.
   */
  readonly run: (p: CommandLine, io: CliIo) => number | Promise<number>;
}

/**
 * A message as stderr shows it: one line, no control characters (the engine's and the option
 * parser's messages quote the input; this is the last guard), at most MESSAGE_LIMIT characters.
 */
const MESSAGE_LIMIT = 1000;
export function messageLine(text: string): string {
  const line = escapeControls(text);
  return line.length > MESSAGE_LIMIT ? `${line.slice(0, MESSAGE_LIMIT)}… (${line.length} characters)` : line;
}
