/**
 * The lessons (src/data/lessons.ts) against the engine and the site: every move lesson's answers
 * are exactly the legal moves that show its idea, every hole lesson's letters exist, every clause,
 * passage and example a lesson names exists, and the three codes each have a course.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getRuleset, listMoves, RULESET_IDS } from '../../src/engine/index.ts';
import { clauseInfo } from '../../src/data/clauses.ts';
import { EXAMPLE_IDS } from '../../src/data/examples.ts';
import { COURSES, LESSONS, lessonHref, courseBySlug } from '../../src/data/lessons.ts';
import { answerHoles, lessonPosition, showsIdea } from '../../src/features/lessons/lessons.ts';

describe('the lessons', () => {
  it('one course for each of the three codes of the sources, each starting on the board', () => {
    expect(COURSES.map((c) => c.rules)).toEqual(RULESET_IDS.filter((id) => !id.startsWith('ludii-')));
    for (const c of COURSES) expect(c.lessons[0]!.task.kind).toBe('hole');
  });

  it('lesson ids are unique, and each has an address', () => {
    const ids = LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of LESSONS) expect(lessonHref(l.id)).toBe(`/learn/${l.course.slug}/#${l.id}`);
    expect(() => lessonHref('nope')).toThrow(/unknown lesson "nope"/);
    expect(() => courseBySlug('chess')).toThrow('unknown course "chess"; known: didinga, lango, ikibuguzo');
  });

  it('every clause a lesson teaches exists, and every lesson cites a clause or a passage', () => {
    for (const l of LESSONS) {
      for (const c of l.clauses) expect(() => clauseInfo(c), `${l.id}: ${c}`).not.toThrow();
      expect(l.clauses.length > 0 || l.passage !== undefined, l.id).toBe(true);
    }
  });

  it('a passage a lesson cites is an anchor of its edition', () => {
    for (const l of LESSONS.filter((x) => x.passage)) {
      const text = readFileSync(`src/content/editions/${l.passage!.edition}.mdx`, 'utf8');
      expect(text, `${l.id}: #${l.passage!.anchor}`).toContain(`id="${l.passage!.anchor}"`);
    }
  });

  it.each(LESSONS.filter((l) => l.task.kind === 'move').map((l) => [l.id, l] as const))('%s: the answers are exactly the legal moves that show the idea, and some move is not one', (_, l) => {
    if (l.task.kind !== 'move') return;
    const rules = getRuleset(l.course.rules);
    const pos = lessonPosition(l);
    const legal = listMoves(rules, pos).legal;
    // A game still going: the opponent, were it his turn, could move too.
    expect(listMoves(rules, { ...pos, toMove: 'B' }).legal.length).toBeGreaterThan(0);
    const shows = legal.filter((m) => showsIdea((l.task as { idea: Parameters<typeof showsIdea>[0] }).idea, m, rules)).map((m) => m.notation);
    expect(shows.sort()).toEqual([...l.task.answers].sort());
    // Outside the lesson that is about a compulsory capture, a wrong try must be possible.
    if (l.task.idea !== 'start-capture') expect(legal.length).toBeGreaterThan(l.task.answers.length);
    expect(l.hint).not.toBe('');
    expect(l.shown).not.toBe('');
  });

  it('hole lessons name holes of their lettering; read lessons name a worked example', () => {
    for (const l of LESSONS) {
      if (l.task.kind === 'hole') expect(answerHoles(l.task.holes, l.course.lettering).length).toBe(l.task.holes.length);
      if (l.task.kind === 'read') expect(EXAMPLE_IDS).toContain(l.task.example);
    }
    expect(() => answerHoles(['Z'], 'driberg')).toThrow(/lesson hole "Z"/);
  });
});
