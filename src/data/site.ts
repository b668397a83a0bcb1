/**
 * The site itself: its name, who publishes it, its public address and the edition a build is.
 * One place, read by astro.config.mjs, the layout, the citation blocks and the gates.
 *
 * The public address comes from the environment (CHORO_SITE_URL, see docs/publishing.md): the project
 * has no address of its own yet, and a made-up one must never reach a page. Unset, the site names
 * no host anywhere: no canonical links, and citations give the page's path and the edition date.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_NAME = 'Choro';
export const SITE_TITLE = 'Choro: four-row mancala in Driberg (1927) and Murray (1951)';
/** The author of the site's own prose and code, as citations name it. */
export const PUBLISHER = 'The Choro project contributors';

/** The environment variable that holds the public address. */
export const SITE_URL_VARIABLE = 'CHORO_SITE_URL';

/**
 * The public origin ("https://choro.org") from the variable's value; undefined when it is unset
 * or empty. Anything but an http(s) origin (a path, a query, a fragment, no scheme) is refused
 * with a message that names the variable and the value, so a typo fails the build instead of
 * reaching every citation.
 */
export function siteAddress(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const refuse = (why: string): never => {
    throw new Error(`${SITE_URL_VARIABLE}="${value}": ${why}; give the site's public origin, such as https://choro.org, or leave it unset`);
  };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return refuse('not an absolute address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') refuse(`the scheme must be https: or http:, not ${url.protocol}`);
  if (url.pathname !== '/' || url.search || url.hash) refuse('an origin has no path, query or fragment');
  if (url.username || url.password) refuse('an origin has no user name or password');
  return url.origin;
}

/** Which edition of the site a build is: the package version and the date of its last commit. */
export interface Edition {
  readonly version: string;
  /** YYYY-MM-DD. */
  readonly date: string;
}

/**
 * The edition of the project at `root` (the project folder, where builds and tests run):
 * package.json's version, and the commit date of HEAD, so that two builds of one commit cite the
 * same date. Outside a git checkout (a tarball), the date of the build.
 */
export function currentEdition(root: string = process.cwd()): Edition {
  // Every page's footer and cite block asks; one git process per build is enough.
  const known = editions.get(root);
  if (known) return known;
  const edition = readEdition(root);
  editions.set(root, edition);
  return edition;
}

const editions = new Map<string, Edition>();

function readEdition(root: string): Edition {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  let date: string;
  try {
    date = execFileSync('git', ['log', '-1', '--format=%cs'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    date = '';
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) date = new Date().toISOString().slice(0, 10);
  return { version, date };
}
