/** The Lighthouse gate's judgement: thresholds, the median of several runs, the pages chosen. */
import { describe, expect, test } from 'vitest';
import { judge, lighthousePages, medianScores, THRESHOLDS } from '../../scripts/gates/lighthouse.ts';
import { builtPages } from '../../scripts/gates/site.ts';

const perfect = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };

describe('Lighthouse thresholds', () => {
  test('are those of the issue: performance 95, the rest 100', () => {
    expect(THRESHOLDS).toEqual({ performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 });
  });

  test('a page at the thresholds passes; one point short in any category fails, named', () => {
    expect(judge('/x/', { ...perfect, performance: 0.95 })).toEqual([]);
    expect(judge('/x/', { ...perfect, performance: 0.94 })).toEqual(['/x/: performance 94 < 95']);
    expect(judge('/x/', { ...perfect, seo: 0.92, accessibility: 0.99 })).toEqual(['/x/: accessibility 99 < 100', '/x/: seo 92 < 100']);
  });

  test('the median of three runs is taken per category', () => {
    expect(medianScores([{ ...perfect, performance: 0.9 }, { ...perfect, performance: 0.97 }, { ...perfect, performance: 0.96 }]).performance).toBe(0.96);
    expect(medianScores([{ ...perfect, performance: 0.9 }])).toEqual({ ...perfect, performance: 0.9 });
  });

  test('one page of each kind marked for Lighthouse, the first built, is measured', () => {
    const pages = lighthousePages(builtPages()).map((p) => `${p.kind.id} ${p.path}`);
    expect(pages).toEqual(expect.arrayContaining(['home /', 'edition /sources/driberg-1927a/', 'examples /examples/', 'compare /compare/', 'rules /rules/', 'play /play/']));
    expect(new Set(pages.map((p) => p.split(' ')[0])).size).toBe(pages.length);
  });
});
