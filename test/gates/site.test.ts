/**
 * The enumeration every gate starts from: the pages of the build and their kinds.
 */
import { describe, expect, test } from 'vitest';
import { builtPages, KINDS, kindOf, slug } from '../../scripts/gates/site.ts';
import { fakeDist, page } from './helpers.ts';

describe('builtPages', () => {
  test('finds every page of the build, the 404 page included, and no Pagefind file', () => {
    const paths = builtPages().map((p) => p.path);
    // Pages that exist now; a page added later is found the same way.
    for (const path of ['/', '/404.html', '/sources/', '/sources/driberg-1927a/', '/examples/', '/examples/ex-m4/', '/compare/', '/rules/', '/play/', '/search/', '/about/']) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((p) => p.startsWith('/pagefind') || p.startsWith('/_astro'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('maps files to the addresses they are served at', () => {
    const dist = fakeDist({
      'index.html': page(''),
      'a/index.html': page(''),
      'a/b/index.html': page(''),
      '404.html': page(''),
      'pagefind/x.html': page(''),
      '_astro/y.html': page(''),
    });
    expect(builtPages(dist).map((p) => [p.path, p.file])).toEqual([
      ['/', 'index.html'],
      ['/404.html', '404.html'],
      ['/a/', 'a/index.html'],
      ['/a/b/', 'a/b/index.html'],
    ]);
  });

  test('says to build first when there is no build or no page in it', () => {
    expect(() => builtPages('/nonexistent/choro-dist')).toThrow('no build output at /nonexistent/choro-dist: run `npm run build` first');
    const empty = fakeDist({ 'robots.txt': '' });
    expect(() => builtPages(empty)).toThrow(`no HTML pages in ${empty}: run \`npm run build\` first`);
  });
});

describe('page kinds', () => {
  test.each([
    ['/', 'home'],
    ['/sources/driberg-1927a/', 'edition'],
    ['/sources/', 'page'],
    ['/examples/', 'examples'],
    ['/examples/ex-m4/', 'example'],
    ['/compare/', 'compare'],
    ['/rules/', 'rules'],
    ['/play/', 'play'],
    ['/opening/', 'opening'],
    ['/opening/speeds/3-2/', 'opening-speeds'],
    ['/search/', 'search'],
    ['/glossary/', 'page'],
    ['/404.html', 'page'],
    ['/some/new/page/', 'page'],
  ])('%s is a page of kind %s', (path, kind) => {
    expect(kindOf(path).id).toBe(kind);
  });

  test('the catch-all kind is last and allows no JavaScript', () => {
    const last = KINDS.at(-1)!;
    expect(last.id).toBe('page');
    expect(last.jsBudget).toBe(0);
    expect(new Set(KINDS.map((k) => k.id)).size).toBe(KINDS.length);
  });

  test('Lighthouse measures at least the kinds the issue names', () => {
    const measured = KINDS.filter((k) => k.lighthouse).map((k) => k.id);
    expect(measured).toEqual(expect.arrayContaining(['home', 'edition', 'examples', 'compare', 'rules', 'play']));
  });

  test('slugs are file-name safe', () => {
    expect(slug('/')).toBe('home');
    expect(slug('/sources/driberg-1927a/')).toBe('sources-driberg-1927a');
    expect(slug('/404.html')).toBe('404');
  });
});
