/**
 * The gates that read the build output without a browser: HTML validity and document outline,
 * internal links and anchors, JavaScript per page. Each returns a list of problems (empty when
 * the page passes), so test/gates/*.test.ts can assert on it and `npm run report` can count it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { parse, type HTMLElement } from 'node-html-parser';
import { pageScripts } from './js-budget.ts';
import { siteAddress, SITE_URL_VARIABLE } from '../../src/data/site.ts';
import { OPTIONS } from '../../src/engine/index.ts';
import { builtPages, DIST, type BuiltPage } from './site.ts';

/** html-validate's recommended rules, less those that judge Astro's or Shiki's output style. */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Shiki's colour variables and the boards' SVG positions are style attributes; the CSP
    // allows style attributes (style-src-attr), which cannot run script.
    'no-inline-style': 'off',
    // Both <input> and <input/> are valid HTML; Preact's server renderer writes the second.
    'void-style': 'off',
    // Astro's compressHTML leaves spaces at line ends: output formatting, not validity.
    'no-trailing-whitespace': 'off',
    // Search engines cut titles near 60-70 characters; a longer one still works. The examples'
    // titles quote the texts' own descriptions, so allow some room but keep a limit.
    'long-title': ['error', { maxlength: 90 }],
  },
};

/**
 * Messages the validator gives on markup that Astro itself generates, with the reason each is
 * accepted. Anything else fails.
 */
export const ACCEPTED_HTML_MESSAGES: readonly { ruleId: string; message: RegExp; why: string }[] = [
  {
    ruleId: 'element-permitted-content',
    message: /^<style> element is not permitted as content under </,
    why: 'Astro writes the islands\' one-line <style> (astro-island{display:contents}) before the first island, in the body; every browser applies it.',
  },
];

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

export interface Problem {
  readonly page: string;
  readonly message: string;
}

/** html-validate over one page: "line:column rule: message" for each problem not accepted. */
export async function validateHtml(html: string, path: string): Promise<string[]> {
  const report = await validator.validateString(html, path);
  return report.results
    .flatMap((result) => result.messages)
    .filter((m) => !ACCEPTED_HTML_MESSAGES.some((a) => a.ruleId === m.ruleId && a.message.test(m.message)))
    .map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
}

/**
 * The outline rules html-validate does not state as such: exactly one h1, no heading level
 * skipped going down, every <img> with an alt attribute, every <svg role="img"> named, and every
 * region that scrolls a wide table (.scroll-region) reachable by keyboard and named, so a reader
 * without a pointer can scroll it and hears what it holds.
 */
export function outlineProblems(html: string): string[] {
  const root = parse(html);
  const problems: string[] = [];
  const headings = root.querySelectorAll('h1, h2, h3, h4, h5, h6');
  const h1s = headings.filter((h) => h.tagName === 'H1');
  if (h1s.length !== 1) problems.push(`expected one <h1>, found ${h1s.length}`);
  if (headings[0] && headings[0].tagName !== 'H1') problems.push(`the first heading is <${headings[0].tagName.toLowerCase()}> "${text(headings[0])}", not the <h1>`);
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.tagName[1]);
    if (previous && level > previous + 1) problems.push(`<h${level}> "${text(heading)}" follows <h${previous}>: level ${previous + 1} skipped`);
    previous = level;
  }
  for (const img of root.querySelectorAll('img')) {
    if (!img.hasAttribute('alt')) problems.push(`<img src="${img.getAttribute('src')}"> has no alt attribute`);
  }
  for (const svg of root.querySelectorAll('svg[role="img"]')) {
    const named = svg.getAttribute('aria-label')?.trim() || svg.getAttribute('aria-labelledby') || svg.querySelector('title')?.text.trim();
    if (!named) problems.push(`<svg role="img"${svg.id ? ` id="${svg.id}"` : ''}> has no accessible name`);
  }
  for (const region of root.querySelectorAll('.scroll-region')) {
    const what = `<${region.tagName.toLowerCase()} class="${region.getAttribute('class')}">`;
    if (region.getAttribute('tabindex') !== '0') problems.push(`${what} scrolls but has no tabindex="0", so a keyboard cannot scroll it`);
    const labelledBy = region.getAttribute('aria-labelledby')?.trim();
    const named = region.getAttribute('aria-label')?.trim() || (labelledBy && labelledBy.split(/\s+/).every((id) => root.getElementById(id)));
    if (!named) problems.push(`${what} scrolls but has no accessible name${labelledBy ? ` (aria-labelledby="${labelledBy}" names no element)` : ''}`);
  }
  return problems;
}

function text(element: HTMLElement): string {
  return element.text.trim().replace(/\s+/g, ' ').slice(0, 60);
}

/**
 * The origin links are resolved against: the site's public address when the build has one
 * (CHORO_SITE_URL, as astro.config.mjs reads it), so absolute links to it count as internal;
 * otherwise a reserved name (.invalid) that no page can link to.
 */
export const SITE_ORIGIN = siteAddress(process.env[SITE_URL_VARIABLE]) ?? 'http://site.invalid';

interface LinkTarget {
  /** The page or file the link names: "/sources/", "/favicon.svg". */
  readonly path: string;
  readonly fragment: string | undefined;
}

/** Where an href points inside the site, or undefined for another site, mailto:, etc. */
export function internalTarget(href: string, fromPath: string, origin: string = SITE_ORIGIN): LinkTarget | undefined {
  if (/^(mailto|tel|javascript|data|blob):/i.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href, `${origin}${fromPath}`);
  } catch {
    return { path: href, fragment: undefined }; // unparsable: reported as broken
  }
  if (url.origin !== origin) return undefined;
  return { path: decodeURIComponent(url.pathname), fragment: url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined };
}

/** The file under dist/ that serves an address, or undefined when there is none. */
function servedFile(files: ReadonlySet<string>, path: string): string | undefined {
  const rel = path.replace(/^\//, '');
  if (path.endsWith('/')) return files.has(`${rel}index.html`) ? `${rel}index.html` : undefined;
  return files.has(rel) ? rel : undefined;
}

/** The ids (and <a name>s) on a page, the targets of its fragments. */
export function anchorsOf(html: string): Set<string> {
  const root = parse(html);
  const ids = new Set<string>();
  for (const element of root.querySelectorAll('[id]')) ids.add(element.id);
  for (const element of root.querySelectorAll('a[name]')) ids.add(element.getAttribute('name')!);
  return ids;
}

/** Attributes that name another resource of the site. */
const LINK_ATTRIBUTES: readonly [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['source[src]', 'src'],
  ['form[action]', 'action'],
  ['astro-island[component-url]', 'component-url'],
  ['astro-island[renderer-url]', 'renderer-url'],
  ['use[href]', 'href'],
];

export interface LinkReport {
  readonly problems: Problem[];
  /** Internal links checked (each attribute of each page once). */
  readonly checked: number;
  /** Links to other sites: counted, not fetched (the gates never leave this machine). */
  readonly external: number;
}

/**
 * Every internal link, image, script and form of every page must name a file of the build, and
 * every fragment an id on the page it names ("#" and "#top" excepted, as HTML defines them).
 */
export function checkLinks(dist: string = DIST, pages: readonly BuiltPage[] = builtPages(dist), allFiles?: ReadonlySet<string>): LinkReport {
  const files = allFiles ?? new Set(listFiles(dist));
  const htmlOf = new Map<string, string>();
  const read = (file: string) => {
    let html = htmlOf.get(file);
    if (html === undefined) htmlOf.set(file, (html = readFileSync(join(dist, file), 'utf8')));
    return html;
  };
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let set = anchorCache.get(file);
    if (!set) anchorCache.set(file, (set = anchorsOf(read(file))));
    return set;
  };
  const problems: Problem[] = [];
  let checked = 0;
  let external = 0;
  for (const page of pages) {
    const root = parse(read(page.file));
    for (const [selector, attribute] of LINK_ATTRIBUTES) {
      for (const element of root.querySelectorAll(selector)) {
        const value = element.getAttribute(attribute)!;
        const target = internalTarget(value, page.path);
        if (!target) {
          external++;
          continue;
        }
        checked++;
        const file = target.path === page.path && value.startsWith('#') ? page.file : servedFile(files, target.path);
        if (!file) {
          problems.push({ page: page.path, message: `${attribute}="${value}": no such page or file in the build` });
          continue;
        }
        const fragment = target.fragment;
        if (fragment === undefined || fragment === '' || fragment === 'top' || !file.endsWith('.html')) continue;
        if (!anchors(file).has(fragment)) {
          problems.push({ page: page.path, message: `${attribute}="${value}": no element with id "${fragment}" on ${target.path}` });
        }
      }
    }
  }
  return { problems, checked, external };
}

/** Every file under dist/, relative, with "/" separators. */
export function listFiles(dist: string = DIST): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else out.push(`${prefix}${entry.name}`);
    }
  };
  walk(dist, '');
  return out;
}

export interface JsRow {
  readonly path: string;
  readonly kind: string;
  readonly gzipBytes: number;
  readonly budget: number;
  readonly scripts: number;
  readonly problem: string | undefined;
}

/** JavaScript each page loads up front (gzip), against its kind's budget. */
export function jsTable(dist: string = DIST, pages: readonly BuiltPage[] = builtPages(dist)): JsRow[] {
  return pages.map((page) => {
    const html = readFileSync(join(dist, page.file), 'utf8');
    const measured = pageScripts(dist, page.path);
    const scripts = (html.match(/<script\b/gi) ?? []).length;
    const budget = page.kind.jsBudget;
    let problem: string | undefined;
    if (budget === 0 && scripts > 0) problem = `a "${page.kind.id}" page may ship no JavaScript, but it has ${scripts} <script> element(s) (${measured.gzipBytes} B gzip): give its kind a budget in scripts/gates/site.ts`;
    else if (measured.gzipBytes > budget) problem = `${measured.gzipBytes} B gzip of JavaScript is over the "${page.kind.id}" budget of ${budget} B`;
    return { path: page.path, kind: page.kind.id, gzipBytes: measured.gzipBytes, budget, scripts, problem };
  });
}

/** The table as Markdown: page, kind, KB gzip, budget. */
export function formatJsTable(rows: readonly JsRow[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    '| page | kind | JS (KB gzip) | budget (KB gzip) | |',
    '| --- | --- | ---: | ---: | --- |',
    ...rows.map((r) => `| \`${r.path}\` | ${r.kind} | ${kb(r.gzipBytes)} | ${r.budget === 0 ? 'none' : kb(r.budget)} | ${r.problem ? 'over' : 'ok'} |`),
  ].join('\n');
}

/**
 * What the no-JavaScript gate asks of a page that its HTML alone can answer, one line a problem:
 * each selector of its kind's core content (scripts/gates/site.ts, PageKind.coreContent) matches
 * an element, the first with text or a field, and <main> does not open with a script's placeholder
 * ("Loading…"). Whether that content is visible with JavaScript off takes a browser: the browser
 * gate (test/e2e/site.spec.ts) sees it on the pages it loads, this one reads every page.
 */
export function coreContentProblems(html: string, selectors: readonly string[]): string[] {
  const root = parse(html);
  const problems: string[] = [];
  for (const selector of selectors) {
    const first = root.querySelector(selector);
    if (!first) problems.push(`${selector} is not on the page`);
    else if (first.textContent.trim() === '' && first.tagName !== 'INPUT') problems.push(`${selector} has no text`);
  }
  const main = root.querySelector('main');
  if (!main) problems.push('the page has no <main>');
  else if (/^\s*(Loading|Please enable JavaScript)/i.test(main.textContent)) problems.push('<main> opens with a placeholder for a script');
  return problems;
}

/**
 * Words and addresses that stand in for something real and must never reach a reader: a
 * made-up host, an address on this machine, a citation that asks the reader to finish it, or a
 * writer's note to self. Each with the reason it is refused.
 */
export const PLACEHOLDERS: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  { pattern: /\/\/(?:[\w-]+\.)+(?:example|invalid|test|localhost)(?![\w.-])/i, why: 'a reserved, made-up host name (RFC 2606)' },
  { pattern: /\bexample\.(?:com|org|net)\b/i, why: 'a reserved, made-up host name (RFC 2606)' },
  { pattern: /\b(?:localhost|127\.0\.0\.1)\b/i, why: 'an address on the builder’s own machine' },
  { pattern: /accessed on the date you read it/i, why: 'a citation the reader has to finish' },
  { pattern: /\b(?:lorem ipsum|TODO|FIXME|TBD)\b/, why: 'a writer’s placeholder' },
];

/** One line for each placeholder in a built page's HTML: what was found, and why it may not stay. */
export function placeholderProblems(html: string): string[] {
  return PLACEHOLDERS.flatMap(({ pattern, why }) => {
    const m = pattern.exec(html);
    return m ? [`"${m[0]}": ${why}, near “${html.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ')}”`] : [];
  });
}

/**
 * The engine's option keys as they would appear in text a reader sees: a dotted key on its own
 * ("lango.increment"), an undotted one only with its value ("endless=stop": "endless" alone is a
 * word). Widgets name options in plain words (src/components/readings.ts); keys belong in
 * addresses and commands, written as code.
 */
const OPTION_KEY = new RegExp(
  OPTIONS.map((o) => (o.key.includes('.') ? `\\b${o.key.replace('.', '\\.')}\\b` : `\\b${o.key}=`))
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

/** The option keys in some text a reader sees, in order (empty when there are none). */
export function optionKeysIn(text: string): string[] {
  return [...text.matchAll(OPTION_KEY)].map((m) => m[0]);
}
