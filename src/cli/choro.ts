/**
 * The `choro` command line: list moves, play a move, run an opening, solve a position, play many
 * games. A small dispatcher over a table of commands (COMMANDS), each in src/cli/commands/ with
 * its flags, its help and its work; the overview (`choro --help`) is built from the table. Output
 * is JSON (one object per line for lists); bad input exits with status 2 and one line on stderr
 * naming the problem, quoting the input escaped and cut (quoteInput) so that no control character
 * reaches the terminal. Every command's work is bounded: the position limit
 * (MARBLES_PER_HOLE_LIMIT), the lap bound (maxLaps, AMB-3), the listed-move and decision bounds,
 * and the trace bound.
 */
import { MARBLES_PER_HOLE_LIMIT, maxMarbles, quoteInput } from '../engine/index.ts';
import { readCommandLine, UsageError, type FlagKinds } from './args.ts';
import { messageLine, type CliContext, type Command } from './command.ts';
import { movesCommand } from './commands/moves.ts';
import { openingCommand } from './commands/opening.ts';
import { optionsCommand } from './commands/options.ts';
import { playCommand } from './commands/play.ts';
import { selfplayCommand } from './commands/selfplay.ts';
import { solveCommand } from './commands/solve.ts';
import { START_8 } from './flags.ts';

export { messageLine, type CliContext } from './command.ts';
export { PLAY_MODES, type PlayMode } from './commands/play.ts';

/** Every command, in the order `choro --help` and the refusal of an unknown command list them. */
export const COMMANDS: readonly Command[] = [movesCommand, playCommand, openingCommand, optionsCommand, solveCommand, selfplayCommand];

function commandNamed(name: string | undefined): Command | undefined {
  return COMMANDS.find((c) => c.name === name);
}

/**
 * The flags of every command, by kind: a flag no command takes is an unknown argument, one that
 * another command takes is "not an option" of this one. `--trace` also takes `=ndjson`.
 */
const FLAG_KINDS: FlagKinds = {
  values: new Set(COMMANDS.flatMap((c) => c.valueFlags)),
  booleans: new Set([...COMMANDS.flatMap((c) => c.flags.filter((f) => !c.valueFlags.includes(f))), '--help', '-h']),
  optionalValues: { '--trace': ['ndjson'] },
};

/** `choro --help`: what choro is, its commands from the table, and the notations. */
function overview(): string {
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(10)}${c.summary.split('\n').join(`\n${' '.repeat(12)}`)}`);
  return `choro — the rules engine of Didinga (Pereaüni), Lango (Choro) and Ikibuguzo
(and, as ludii-didinga, ludii-lango, ludii-ikibuguzo, how the Ludii program 1.3.13 plays them)

usage: choro <command> [options]

commands:
${lines.join('\n')}

Run "choro <command> --help" (or "choro help <command>") for a command's options.
Position notation: four rows "/"-separated, top to bottom as seen from A (B back, B front,
A front, A back), each row N comma-separated counts left to right as seen from A, a space and
the side to move. The 8-column start: "${START_8}".
A position holds at most ${MARBLES_PER_HOLE_LIMIT} marbles a hole on average: ${maxMarbles(8)} on 8 holes a row, ${MARBLES_PER_HOLE_LIMIT * 4}N on N,
and no hole more than that (twice a game's marbles).
Move notation: b7 (lift back hole 7 from the mover's left), f2< (clockwise), xf5 (Lango start
capture), with "/>" or "/<" for each later choice, e.g. f3/</<.
Exit status: 0 done, 2 bad input (one line on stderr). Output whose reader has gone (choro … |
head -1) ends the command quietly with status 0; output that cannot be written otherwise (a full
disk) ends it with one line on stderr and status 1.`;
}

/**
 * Run the CLI; returns the exit status (a promise of it for `selfplay`, which may run worker
 * threads). Output goes through the given writers (tests capture them); `ctx`, what the installed
 * command tells it while it runs.
 */
export function main(argv: readonly string[], out: (line: string) => void, errOut: (line: string) => void, ctx: CliContext = {}): number | Promise<number> {
  try {
    // No command at all: the usage goes to stderr (stdout carries only results) and the status says it was a misuse.
    if (argv.length === 0) {
      errOut(overview());
      return 2;
    }
    // `choro help <command>`: that command's help, as `choro <command> --help`.
    if (argv[0] === 'help' && argv.length === 2 && !argv[1]!.startsWith('-')) {
      const named = commandNamed(argv[1]);
      if (named === undefined) throw new UsageError(unknownCommand(argv[1]!));
      out(named.help());
      return 0;
    }
    const p = readCommandLine(argv, FLAG_KINDS);
    const command = commandNamed(p.command);
    if (command !== undefined && !p.booleans.has('--help')) {
      for (const f of new Set([...p.flags.keys(), ...p.booleans])) {
        if (!command.flags.includes(f)) throw new UsageError(`${f} is not an option of "choro ${command.name}" (see choro ${command.name} --help)`);
      }
    }
    if (p.command === '--help' || p.command === '-h' || p.command === 'help') {
      out(overview());
      return 0;
    }
    if (command === undefined) throw new UsageError(unknownCommand(p.command));
    if (p.booleans.has('--help')) {
      out(command.help());
      return 0;
    }
    return command.run(p, { out, errOut, ctx });
  } catch (e) {
    if (e instanceof UsageError) {
      const cmd = commandNamed(argv[0]) !== undefined ? `${argv[0]}: ` : '';
      errOut(messageLine(`choro: ${cmd}${e.message}`));
      return 2;
    }
    throw e;
  }
}

function unknownCommand(name: string): string {
  return `unknown command ${quoteInput(name)}; commands: ${COMMANDS.map((c) => c.name).join(', ')}`;
}
