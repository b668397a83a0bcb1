// @ts-check
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { defineConfig } from 'astro/config';
import { siteAddress, SITE_URL_VARIABLE } from './src/data/site.ts';
import { CODE_THEMES } from './src/components/code-themes.ts';

/**
 * The browser's copy of the clause table (a Vite plugin, for the page bundles and the workers').
 * @returns {import('vite').Plugin}
 */
function clauseTableForTheBrowser() {
  return {
    // The clause table (src/data/clauses.json) carries each clause's summary, engine
    // references and reasons for the pages built here; the widgets in the browser only link
    // to clauses and name them. So the browser's copy keeps id, edition and title, and every
    // page with a widget loads a quarter of the table (src/data/clauses.ts says so too).
    name: 'choro-clause-table-for-the-browser',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !id.split('?')[0].endsWith('/src/data/clauses.json')) return null;
      /** @type {{ id: string, edition: string, title: string }[]} */
      const table = JSON.parse(code);
      return { code: JSON.stringify(table.map(({ id, edition, title }) => ({ id, edition, title }))), map: null };
    },
  };
}

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  // The public address, from CHORO_SITE_URL (docs/publishing.md, "The site's address"): canonical links and the
  // addresses in citations. Unset, no page names a host (src/data/site.ts); a malformed value
  // fails the build with a message naming the variable.
  site: siteAddress(process.env[SITE_URL_VARIABLE]),
  output: 'static',
  // Every page is built as a directory (`/sources/index.html`) and every internal link
  // ends in a slash, so the URL a reader sees is the URL the file is served from.
  trailingSlash: 'always',
  build: { format: 'directory' },
  // MDX: no smart quotes. The edition pages quote the sources verbatim (straight quotes and
  // apostrophes as captured); a test compares the rendered text with the source files.
  integrations: [mdx({ smartypants: false }), preact()],
  // Astro 7 defaults to 'jsx' whitespace rules, which delete a line break between a word and
  // a following tag ("under\n<a>" becomes "under<a>"). This site is mostly running prose
  // written across lines, so collapse whitespace the HTML way instead.
  compressHTML: true,
  // The site is read offline and in CI: no dev toolbar with calls out to the network.
  devToolbar: { enabled: false },
  // Content-Security-Policy, emitted by Astro as a <meta http-equiv> in every page with the
  // hashes of its own inline scripts (island hydration, small page scripts), so no inline script
  // runs unless Astro put it there and nothing is loaded from another host. scripts/gates/headers.ts
  // copies each page's policy into dist/_headers after the build, with the directives a <meta>
  // cannot carry (frame-ancestors) and the other headers a static host should send.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        // Web Workers (the computer player on /play/) are served from the site itself.
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: {
        // Style sheets from the site and Astro's hashed inline styles; style="" attributes
        // (Shiki's colour variables, SVG boards) are allowed: they cannot run script.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  vite: {
    plugins: [clauseTableForTheBrowser()],
    // The widgets' workers (/compare/, the try panel) are bundled apart: the same copy of the table.
    worker: { plugins: () => [clauseTableForTheBrowser()] },
  },
  markdown: {
    // Shiki highlights code blocks at build time (no JavaScript shipped), in the site's code
    // themes (src/components/code-themes.ts).
    shikiConfig: {
      themes: CODE_THEMES,
      defaultColor: 'light',
      wrap: true,
    },
  },
});
