/**
 * The site's notes say only what the sources and the engine support. Each check reads the content
 * as the site shows it (the notes of src/content/editions/*.mdx, the glossary, the clause
 * summaries, the rules matrix, the README and docs/) and tests one kind of claim against what decides it:
 * the ruleset data, the engine's play, or the captured text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOptions, facing, holeLetter, listMoves, parseHoleLetter, RULESETS, type Position, type Ruleset } from '../../src/engine/index.ts';
import { CAPTURE_DUTY, CLAUSE_LIST, clauseInfo } from '../../src/data/clauses.ts';
import { CAPTURES_DIR, captureQuote } from '../../src/data/source-captures.ts';
import glossary from '../../src/content/glossary.json' with { type: 'json' };
import { matrix, ROWS } from '../../src/features/rules/matrix.ts';
import { lettered } from '../engine/helpers.ts';

const EDITIONS_DIR = 'src/content/editions/';

interface NoteBlock {
  readonly file: string;
  /** The clause id of a <Note id> or <ClauseNote id>, or the title of a <Note title>. */
  readonly name: string;
  readonly kind: 'Note' | 'ClauseNote';
  /** The note's words, tags removed. */
  readonly text: string;
  /** Its MDX source, tags and links kept. */
  readonly source: string;
}

/** Every note of every edition page. */
function notes(): NoteBlock[] {
  const out: NoteBlock[] = [];
  for (const f of readdirSync(EDITIONS_DIR).filter((x) => x.endsWith('.mdx'))) {
    const mdx = readFileSync(EDITIONS_DIR + f, 'utf8');
    for (const m of mdx.matchAll(/<(Note|ClauseNote)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
      const attrs = m[2]!;
      const name = /\bid="([^"]+)"/.exec(attrs)?.[1] ?? /\btitle="([^"]+)"/.exec(attrs)?.[1] ?? '';
      out.push({ file: f, name, kind: m[1] as NoteBlock['kind'], source: m[3]!, text: words(m[3]!) });
    }
  }
  return out;
}

const words = (s: string) => s.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
const sentences = (s: string) => s.split(/(?<=[.!?])\s+(?=[A-Z“(])/);

/** Everything the site says in its own words about the rules, as [where, text] pairs. */
function siteTexts(): [string, string][] {
  const texts: [string, string][] = [];
  for (const n of notes()) texts.push([`${n.file} note "${n.name}"`, n.text]);
  for (const g of glossary) texts.push([`glossary "${g.id}"`, g.definition]);
  for (const c of CLAUSE_LIST) texts.push([`clauses.json "${c.id}"`, c.summary]);
  for (const { row, cells } of matrix()) cells.forEach((c, i) => c && texts.push([`/rules/ row "${row.id}" column ${i + 1}`, c.text]));
  return texts;
}

/** The engine's reference, which holds the options table (docs/engine.md, "Readings the engine takes, and the options"). */
const engineDoc = readFileSync('docs/engine.md', 'utf8');
const DOCS = ['README.md', ...readdirSync('docs/').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const note = (file: string, name: string) => {
  const n = notes().find((x) => x.file === file && x.name === name);
  if (!n) throw new Error(`no note "${name}" in ${file}`);
  return n;
};
const capName = (id: string) => id[0]!.toUpperCase() + id.slice(1);

describe('opening captures from the back row', () => {
  it('no note, glossary entry, summary or matrix cell lets a code\'s opening capture from the back row when its ruleset never does', () => {
    const never = Object.values(RULESETS).filter((r) => r.opening.kind === 'simultaneous' && r.opening.backRowCaptures === 'never');
    expect(never.map((r) => r.id)).toEqual(['lango']);
    const wrong: string[] = [];
    for (const [where, text] of siteTexts()) {
      for (const s of sentences(text)) {
        const aboutBackRowCapture = /opening/i.test(s) && /back[- ]row/i.test(s) && /captur|en prise/i.test(s);
        const denies = /\b(never|not|no|forbids?|without)\b/i.test(s);
        for (const r of never) if (aboutBackRowCapture && s.includes(capName(r.id)) && !denies) wrong.push(`${where}: ${s}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('AMB-4: where the two readings of a single start capture part', () => {
  // For each front hole x of A: x holds 1 and faces a lone marble; the two holes clockwise of x
  // hold 1 each, and the second faces a marble. A relay from x that goes clockwise would capture.
  function partsAt(x: string): boolean {
    const sow = applyOptions('lango', ['lango.startSingle=sow']);
    if (!sow.ok) throw new Error(sow.error.message);
    const h = parseHoleLetter(x, 'driberg');
    if (!h.ok) throw new Error(h.error.message);
    const cw1 = (h.value.local + 15) % 16;
    const cw2 = (h.value.local + 14) % 16;
    const spec: Record<string, number> = { [x]: 1, [holeLetter('A', cw1, 'driberg')]: 1, [holeLetter('A', cw2, 'driberg')]: 1 };
    spec[holeLetter('B', facing(h.value.local, 8).front, 'driberg')] = 1;
    if (cw2 >= 8) spec[holeLetter('B', facing(cw2, 8).front, 'driberg')] = 1;
    const pos = lettered(spec, 'A');
    const boards = (rules: Ruleset, p: Position) => new Set(
      listMoves(rules, p).legal.filter((m) => m.move.start.kind === 'capture' && m.move.start.hole === h.value.local).map((m) => m.after.counts.join(',')),
    );
    const a = boards(RULESETS.lango, pos);
    return [...boards(sow.value, pos)].some((b) => !a.has(b));
  }

  it('every sentence that says the boards end the same names the holes where they need not', () => {
    const parting = ['C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].filter(partsAt);
    expect(parting.length).toBeGreaterThan(0);
    const claims: [string, string][] = [
      ['driberg-1927b.mdx note AMB-4', note('driberg-1927b.mdx', 'AMB-4').text],
      ['clauses.json AMB-4', clauseInfo('AMB-4').summary],
      ['docs/engine.md options table', engineDoc.split('\n').find((l) => l.startsWith('| `lango.startSingle`'))!],
    ];
    for (const [where, text] of claims) {
      for (const s of sentences(text).filter((x) => /same board|ends the same|board ends the same/i.test(x))) {
        for (const x of parting) expect(s, `${where} says the boards end the same without naming ${x}: ${s}`).toMatch(new RegExp(`\\b${x}\\b`));
      }
    }
  });
});

describe('1927b: the “one important addition”', () => {
  it('the text never says which point it is, and no note says so either', () => {
    const quote = captureQuote('dlp-evidence-711-choro-lango.txt');
    expect(quote.match(/important addition/g)).toHaveLength(1);
    const mentions = notes().flatMap((n) => sentences(n.text).filter((s) => /important addition/.test(s)).map((s) => [n.name, s] as const));
    expect(mentions.length).toBeGreaterThan(0);
    for (const [name, s] of mentions) expect(s, `note "${name}"`).toMatch(/does not say/);
    // One note discusses it; any other refers to that note rather than answering it again.
    const discussing = notes().filter((n) => /important addition/.test(n.text) && !/href="#p-1"/.test(n.source));
    expect(discussing.map((n) => n.name)).toEqual(['Read with the first article']);
  });
});

describe('secondary accounts, as the captures have them', () => {
  it('D-wide: no page is given for the Longarim and Topotha boards that the DLP capture does not give', () => {
    const capture = readFileSync(`${CAPTURES_DIR}dlp-evidence-684-pereauni-didinga.txt`, 'utf8');
    // The report is in DLP's own summary, not in the quoted text.
    expect(capture).toMatch(/Longarim/);
    expect(captureQuote('dlp-evidence-684-pereauni-didinga.txt')).not.toMatch(/Longarim/);
    const range = /Source Driberg[^\n]*Man 27: (\d+)-(\d+)/.exec(capture);
    expect(range).not.toBeNull();
    const [lo, hi] = [Number(range![1]), Number(range![2])];
    const files = [...DOCS, 'src/data/clauses.json', 'src/content/glossary.json', ...readdirSync(EDITIONS_DIR).map((f) => EDITIONS_DIR + f), 'src/pages/bibliography.astro', 'src/pages/about/index.astro', 'src/engine/geometry.ts'];
    const wrong: string[] = [];
    for (const f of files) {
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (!/Longarim|id="D-wide"/.test(line)) return;
        for (const m of line.matchAll(/\bpp?\. (\d+)|: (\d{3})\b/g)) {
          const page = Number(m[1] ?? m[2]);
          if (page < lo || page > hi) wrong.push(`${f}:${i + 1}: page ${page}`);
        }
        if (/<Cite id="driberg-1927b"/.test(line)) wrong.push(`${f}:${i + 1}: cites 1927b`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('AMB-6: Mancala World is not said to read the Lango increment differently from Driberg, since it sows from the capturing hole', () => {
    const mw = readFileSync(`${CAPTURES_DIR}mancala-world-choro.txt`, 'utf8');
    expect(mw).toContain('starting with the first seed in the occupied hole of his front row, which effected the capture');
    expect(RULESETS.lango.incrementStart.from).toBe('capturing-hole');
    const wrong = siteTexts().flatMap(([where, text]) => sentences(text)
      .filter((s) => /Mancala World/.test(s) && /increment/.test(s) && /differ/.test(s) && !/follows Driberg/.test(s))
      .map((s) => `${where}: ${s}`));
    expect(wrong).toEqual([]);
  });
});

describe('AMB-8: the page numbers', () => {
  it('every page or range the note and the bibliography give for a source stands in the captures', () => {
    const captures = readdirSync(CAPTURES_DIR).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(CAPTURES_DIR + f, 'utf8')).join('\n');
    const bibliography = readFileSync('src/pages/bibliography.astro', 'utf8');
    const section = bibliography.slice(bibliography.indexOf('id="page-numbers"'), bibliography.indexOf('</ul>', bibliography.indexOf('id="page-numbers"')));
    const texts: [string, string][] = [['driberg-1927a.mdx note AMB-8', note('driberg-1927a.mdx', 'AMB-8').text], ['bibliography #page-numbers', words(section)]];
    let checked = 0;
    for (const [where, text] of texts) {
      for (const m of text.matchAll(/\b(\d{3})[–-](\d{3})\b|\bpp?\. (\d{3})\b/g)) {
        const cited = m[3] ?? `${m[1]}-${m[2]}`;
        expect(captures, `${where}: ${m[0]}`).toContain(cited);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('what is compulsory', () => {
  it('one sentence, D-def-increment\'s summary, says it wherever the site states it', () => {
    expect(CAPTURE_DUTY).toBe(clauseInfo('D-def-increment').summary);
    expect(clauseInfo('D-choice').summary).toContain(CAPTURE_DUTY);
    expect(glossary.find((g) => g.id === 'increment')!.definition).toContain(CAPTURE_DUTY);
    const row = ROWS.find((r) => r.id === 'compulsion')!;
    for (const r of Object.values(RULESETS)) expect(row.cell(r).text, r.id).toContain(CAPTURE_DUTY);
  });

  it('no text of the site says captures are optional or never compulsory in general', () => {
    const wrong = siteTexts().flatMap(([where, text]) => sentences(text)
      .filter((s) => /no capture is compulsory|capturing is (optional|not compulsory)|taking an increment is (optional|compulsory)/i.test(s))
      .map((s) => `${where}: ${s}`));
    expect(wrong).toEqual([]);
  });
});

describe('AMB-10: why there is no start capture at the start of the Lango opening', () => {
  it('the note gives L-open as the reason, since the start position itself has start captures at every front hole', () => {
    const starts = listMoves(RULESETS.lango, lettered({}, 'A', 2)).legal;
    expect(new Set(starts.map((m) => m.move.start.kind))).toEqual(new Set(['capture']));
    expect(new Set(starts.map((m) => m.move.start.hole)).size).toBe(8);
    const n = note('driberg-1927b.mdx', 'AMB-10');
    expect(n.source).toMatch(/href="(\/sources\/driberg-1927b\/)?#L-open"/);
    for (const s of sentences(n.text)) expect(s).not.toMatch(/\bcannot\b/);
    const line = engineDoc.split('\n\n').find((p) => p.includes('(AMB-10)'))!;
    expect(line).toMatch(/L-open/);
  });
});

describe('claims the sources do not support (issue 47)', () => {
  const mw = readFileSync(`${CAPTURES_DIR}mancala-world-choro.txt`, 'utf8');
  const PAGE_FILES = ['src/pages/about/index.astro', 'src/pages/sources/index.astro', 'src/pages/readings/index.astro', 'src/pages/play/index.astro', 'src/pages/rules/index.astro', 'src/pages/glossary.astro', 'src/pages/bibliography.astro', 'src/features/places/places.ts', 'src/features/places/timeline.ts'];
  /** The site's words: its notes, glossary, summaries and matrix, and the pages' prose. */
  const allTexts = (): [string, string][] => [...siteTexts(), ...PAGE_FILES.map((f): [string, string] => [f, words(readFileSync(f, 'utf8'))])];

  it('AMB-12 gives Mancala World’s start of the clockwise re-sowing, in its words, and AMB-5 does not put MW beside DLP', () => {
    const mwWords = 'has to start in the hole, which effected the capture';
    expect(mw).toContain(`Again the sowing of captures ${mwWords}.`);
    expect(note('driberg-1927b.mdx', 'AMB-12').text).toContain(`“${mwWords}”`);
    expect(note('driberg-1927b.mdx', 'AMB-12').source).toMatch(/<Cite id="mancala-world-choro"/);
    for (const s of sentences(note('driberg-1927b.mdx', 'AMB-5').text)) expect(s).not.toMatch(/DLP and Mancala World both/);
  });

  it('the passage on cheating is credited as Mancala World gives it, with no work or page it does not name', () => {
    expect(mw).toMatch(/Cheating is permitted\. Driberg wrote:\s+"Rapidity of play/);
    const about = readFileSync('src/pages/about/index.astro', 'utf8');
    const caption = about.slice(about.indexOf('<figcaption>', about.indexOf('id="cheating"')), about.indexOf('</figcaption>', about.indexOf('id="cheating"')));
    expect(caption).not.toMatch(/\bMan\b|\b27\b|1927/);
    expect(words(caption)).toMatch(/names no work or page/);
  });

  it('no judgement or fact is given to an author or a source that its quoted text does not make', () => {
    const forbidden = [
      /Driberg (does not consider|assumes|is illustrating)/, /Neither article says/, /writes as a player/,
      /watched/, /for generations/, /collected reports/, /complete Didinga code/, /a few issues later/, /in full\b/,
      /as in Murray’s §8\.3\.3/, /Murray’s entries open/, /Murray prints/, /modern writers/,
      /northern-central|northern Uganda|Lake Victoria|British (anthropologist|historian)|Fisher Unwin|1868/,
      /Murray’s term for a front-row hole/, /one group a turn\./,
    ];
    const wrong = allTexts().flatMap(([where, text]) => sentences(text).filter((s) => forbidden.some((f) => f.test(s))).map((s) => `${where}: ${s}`));
    expect(wrong).toEqual([]);
  });

  it('a Lango word is said to occur only where the quoted text has it, never in a note', () => {
    for (const id of ['aloka', 'wich', 'pyer']) expect(glossary.find((g) => g.id === id)!.occurs, id).toEqual([]);
    for (const word of ['aloka', 'wich', 'pyer']) expect(captureQuote('dlp-evidence-711-choro-lango.txt')).not.toMatch(new RegExp(`\\b${word}\\b`));
  });
});
