/**
 * Every worked example replays outside the browser: the command its page shows (variantCommand),
 * read back as a shell would and run through the CLI's `main()`, prints the same steps as the
 * stepper's frames (panelsOf, the engine calls the site uses): the board after every step, the
 * step's type and clause, the start and the final position.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/choro.ts';
import { EXAMPLES, variantArgv, variantCommand } from '../../../src/data/examples.ts';
import { formatPosition, parsePosition } from '../../../src/engine/index.ts';
import { panelsOf } from '../../../src/features/examples/panels.ts';
import { traceVariant } from '../../../src/features/examples/trace.ts';

/** Split a command line as a POSIX shell does for the quoting variantCommand uses: bare words and '…'. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < line.length) {
    if (line[i] === ' ') { i++; continue; }
    let word = '';
    while (i < line.length && line[i] !== ' ') {
      if (line[i] === "'") {
        const close = line.indexOf("'", i + 1);
        if (close < 0) throw new Error(`unclosed quote in ${line}`);
        word += line.slice(i + 1, close);
        i = close + 1;
      } else if (/[A-Za-z0-9_.,:=@%+/-]/.test(line[i]!)) {
        word += line[i++];
      } else {
        throw new Error(`"${line[i]}" at ${i} of ${line} would mean something else to a shell`);
      }
    }
    words.push(word);
  }
  return words;
}

function run(argv: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = main(argv, (l) => out.push(l), (l) => err.push(l));
  return { status, out, err };
}

/** The counts of a position notation, without the side to move. */
function board(notation: string): readonly number[] {
  const p = parsePosition(notation);
  if (!p.ok) throw new Error(p.error.message);
  return p.value.counts;
}

interface TracedEvent { type: string; clause: string; after: string }

describe('every worked example replays from the CLI, frame by frame', () => {
  for (const example of EXAMPLES) {
    const panels = panelsOf(example);
    example.variants.forEach((v, i) => {
      it(`${example.id} (${v.key}): ${variantCommand(v)}`, () => {
        const words = shellWords(variantCommand(v));
        expect(words.slice(0, 2)).toEqual(['npx', 'choro']);
        expect(words.slice(2)).toEqual(variantArgv(v));

        const r = run(words.slice(2));
        expect(r.err).toEqual([]);
        expect(r.status).toBe(0);
        expect(r.out).toHaveLength(1);
        const printed = JSON.parse(r.out[0]!) as { trace: TracedEvent[]; after?: string; position?: string; arrayed?: string; captured?: number; laps?: number };

        const frames = panels[i]!.frames;
        const site = traceVariant(v);
        expect(panels[i]!.key).toBe(v.key);
        expect(printed.trace.length).toBe(frames.length - 1);

        // The start: the position given on the command line, or Murray's array the CLI printed.
        const start = v.kind === 'array-opening' ? printed.arrayed! : (() => {
          const p = parsePosition(words[words.indexOf('--position') + 1]!);
          if (!p.ok) throw new Error(p.error.message);
          return formatPosition(p.value);
        })();
        expect(start).toBe(frames[0]!.position);

        // Every step: same kind of step, same clause, same board after it.
        printed.trace.forEach((e, k) => {
          const f = frames[k + 1]!;
          expect({ step: k + 1, type: e.type, clause: e.clause, after: e.after }).toEqual({ step: k + 1, type: f.type, clause: f.clause, after: f.position });
        });

        // The end: the position the CLI prints is the engine's result, and the last frame's, side
        // to move included (an opening move played alone leaves it as given, D-open).
        const end = v.kind === 'array-opening' ? printed.position! : printed.after!;
        expect(end).toBe(formatPosition(site.end));
        if (v.kind === 'array-opening') expect(board(end)).toEqual(board(frames.at(-1)!.position));
        else expect(end).toBe(frames.at(-1)!.position);
        if (v.kind !== 'array-opening') {
          expect(printed.captured).toBe(site.captured);
          expect(printed.laps).toBe(site.laps);
        }
      });
    });
  }

  it('a lap the texts tell inside a move needs --mode lap: as a whole move Lango refuses it (L-start, AMB-9)', () => {
    const v = EXAMPLES.find((e) => e.id === 'EX-b-f')!.variants.find((x) => x.kind === 'lap-in-move')!;
    const argv = variantArgv(v);
    const withoutMode = argv.filter((w, k) => w !== '--mode' && argv[k - 1] !== '--mode');
    const r = run(withoutMode);
    expect(r.status).toBe(2);
    expect(r.err).toEqual(['choro: play: --move: b8: opponent marbles are en prise at the start of the move: Lango obliges the player to take them first (L-start)']);
  });
});
