/** The Lighthouse gate's judgement: thresholds, the median of several runs, the pages chosen. */
import { describe, expect, test } from 'vitest';
import { busyBetween, categoriesOfRun, CLEAR_RUNS, cpuSlowdownFor, cpuTimes, DEFAULT_CPU_SLOWDOWN, judge, lighthousePages, medianOf, medianScores, needsAnotherRun, RUNS, TARGET_BENCHMARK_INDEX, THRESHOLDS } from '../../scripts/gates/lighthouse.ts';
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

  test('the first run measures every category, the others performance alone, which is left out of no median', () => {
    expect(categoriesOfRun(0)).toEqual(['performance', 'accessibility', 'best-practices', 'seo']);
    expect(categoriesOfRun(1)).toEqual(['performance']);
    expect(categoriesOfRun(6)).toEqual(['performance']);
    const later = { performance: 0.97, accessibility: NaN, 'best-practices': NaN, seo: NaN };
    expect(medianScores([{ ...perfect, accessibility: 0.92, performance: 0.9 }, later, { ...later, performance: 0.96 }])).toEqual({ ...perfect, accessibility: 0.92, performance: 0.96 });
    expect(judge('/x/', medianScores([{ ...perfect, seo: 0.9 }, later]))).toEqual(['/x/: seo 90 < 100']);
  });

  test('one page of each kind marked for Lighthouse, the first built, is measured', () => {
    const pages = lighthousePages(builtPages()).map((p) => `${p.kind.id} ${p.path}`);
    expect(pages).toEqual(expect.arrayContaining(['home /', 'edition /sources/driberg-1927a/', 'examples /examples/', 'compare /compare/', 'rules /rules/', 'play /play/']));
    expect(new Set(pages.map((p) => p.split(' ')[0])).size).toBe(pages.length);
  });

  test('seven runs decide, and they stop as soon as four agree, or three by a clear margin', () => {
    const at = (performance: number) => ({ ...perfect, performance });
    expect(RUNS).toBe(7);
    expect(needsAnotherRun([])).toBe(true);
    expect(needsAnotherRun([at(0.99), at(0.97), at(0.98)])).toBe(true);
    // Three that clear the threshold, or miss it, by CLEAR_MARGIN settle it; one that does not keeps it open.
    expect(CLEAR_RUNS).toBe(3);
    expect(needsAnotherRun([at(1), at(0.99)])).toBe(true);
    expect(needsAnotherRun([at(1), at(0.99), at(0.98)])).toBe(false);
    expect(needsAnotherRun([at(0.71), at(0.71), at(0.9)])).toBe(false);
    expect(needsAnotherRun([at(0.71), at(0.71), at(0.93)])).toBe(true);
    expect(needsAnotherRun([at(1), at(1), at(0.97)])).toBe(true);
    expect(needsAnotherRun([at(0.99), at(0.97), at(0.98), at(0.96)])).toBe(false);
    expect(needsAnotherRun([at(0.8), at(0.9), at(0.7), at(0.94)])).toBe(false);
    expect(needsAnotherRun([at(0.94), at(0.96), at(0.97), at(0.93)])).toBe(true);
    expect(needsAnotherRun([at(0.94), at(0.96), at(0.93), at(0.97), at(0.98), at(0.92)])).toBe(true);
    expect(needsAnotherRun([at(0.94), at(0.96), at(0.93), at(0.97), at(0.98), at(0.92), at(0.5)])).toBe(false);
    expect(medianScores([at(0.94), at(0.96), at(0.93), at(0.97), at(0.98), at(0.92), at(0.5)]).performance).toBe(0.94);
    expect(medianScores([at(0.94), at(0.96), at(0.95), at(0.97), at(0.98), at(0.92), at(0.5)]).performance).toBe(0.95);
  });

  test('medianOf takes the middle value, the lower of two, and nothing of nothing', () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1])).toBe(1);
    expect(medianOf([])).toBeUndefined();
  });
});

describe('CPU calibration', () => {
  test('a machine at or above the reference speed is measured with Lighthouse\'s own 4×', () => {
    expect(DEFAULT_CPU_SLOWDOWN).toBe(4);
    expect(cpuSlowdownFor(TARGET_BENCHMARK_INDEX * 4)).toBe(4);
    expect(cpuSlowdownFor(5000)).toBe(4);
    expect(cpuSlowdownFor(undefined)).toBe(4);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  });

  test('a busy machine gets a proportionally smaller slowdown, never under 1×', () => {
    expect(cpuSlowdownFor(TARGET_BENCHMARK_INDEX * 2)).toBe(2);
    expect(cpuSlowdownFor(1750)).toBe(2.5);
    expect(cpuSlowdownFor(100)).toBe(1);
  });
});

describe('a quiet machine before each page', () => {
  test("reads the processors' total and idle time from /proc/stat's first line", () => {
    const stat = 'cpu  100 5 50 800 20 0 5 0 0 0\ncpu0 50 2 25 400 10 0 2 0 0 0\nintr 1\n';
    expect(cpuTimes(stat)).toEqual({ total: 980, idle: 820 });
    expect(cpuTimes('intr 1\n')).toBeUndefined();
    expect(cpuTimes('cpu  a b c d\n')).toBeUndefined();
  });

  test('the busy share is the time not idle between two readings', () => {
    expect(busyBetween({ total: 1000, idle: 800 }, { total: 1200, idle: 850 })).toBeCloseTo(0.75);
    expect(busyBetween({ total: 1000, idle: 800 }, { total: 1200, idle: 1000 })).toBe(0);
    expect(busyBetween({ total: 1000, idle: 800 }, { total: 1000, idle: 800 })).toBe(0);
  });
});
