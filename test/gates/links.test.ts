/**
 * No broken internal link or anchor anywhere: every href, src and action of every built page
 * that stays on the site names a file of the build, and every fragment (clause anchors
 * included) an id on the page it names.
 */
import { describe, expect, test } from 'vitest';
import { checkLinks, internalTarget, SITE_ORIGIN } from '../../scripts/gates/static.ts';
import { builtPages } from '../../scripts/gates/site.ts';
import { fakeDist, page } from './helpers.ts';

describe('the built site', () => {
  const report = checkLinks();

  test('has no broken internal link or anchor', () => {
    expect(report.problems.map((p) => `${p.page}: ${p.message}`)).toEqual([]);
  });

  test('the check covered links on every page, clause anchors among them', () => {
    // About 1,900 internal links now; far fewer means the check stopped looking.
    expect(report.checked).toBeGreaterThan(builtPages().length * 10);
  });
});

describe('the check itself', () => {
  test('reports a missing page, a missing file, a missing anchor and a missing local anchor', () => {
    const dist = fakeDist({
      'index.html': page('<a href="/a/">a</a> <a href="/nope/">nope</a> <img src="/missing.png" alt="x"> <a href="/a/#p-1">p-1</a> <a href="/a/#p-9">p-9</a> <a href="#here">here</a> <a href="#gone">gone</a> <p id="here">x</p>'),
      'a/index.html': page(`<p id="p-1">one</p> <a href="../">up</a> <a href="https://example.org/">elsewhere</a> <a href="${SITE_ORIGIN}/a/#p-1">self</a>`),
    });
    const report = checkLinks(dist);
    expect(report.problems).toEqual([
      { page: '/', message: 'href="/nope/": no such page or file in the build' },
      { page: '/', message: 'href="/a/#p-9": no element with id "p-9" on /a/' },
      { page: '/', message: 'href="#gone": no element with id "gone" on /' },
      { page: '/', message: 'src="/missing.png": no such page or file in the build' },
    ]);
    expect(report.external).toBe(1);
  });

  test('a directory address without its slash is broken (the site serves every page at "/…/")', () => {
    const dist = fakeDist({ 'index.html': page('<a href="/a">a</a>'), 'a/index.html': page('') });
    expect(checkLinks(dist).problems).toEqual([{ page: '/', message: 'href="/a": no such page or file in the build' }]);
  });

  test.each([
    ['/sources/', '/', { path: '/sources/', fragment: undefined }],
    ['#D-opp', '/sources/driberg-1927a/', { path: '/sources/driberg-1927a/', fragment: 'D-opp' }],
    ['../', '/examples/ex-m4/', { path: '/examples/', fragment: undefined }],
    ['/examples/?rules=lango&step=2', '/', { path: '/examples/', fragment: undefined }],
    ['https://mancala.test/about/#cite', '/', { path: '/about/', fragment: 'cite' }],
    ['https://elsewhere.test/about/#cite', '/', undefined],
    ['https://creativecommons.org/licenses/by/4.0/', '/', undefined],
    ['mailto:someone@example.org', '/', undefined],
  ])('%s from %s', (href, from, expected) => {
    expect(internalTarget(href, from, 'https://mancala.test')).toEqual(expected);
  });
});
