/**
 * The Shiki themes of every highlighted code block (MDX code blocks through astro.config.mjs,
 * <Code> on the clause pages and in "Cite this page"). Both are emitted as CSS variables;
 * src/styles/global.css picks the dark one under prefers-color-scheme: dark and forces the light
 * one in print. GitHub's high-contrast themes: the ordinary ones colour comments and parameters
 * under 4.5:1 (#6a737d on #24292e is 3.0:1, #e36209 on white 3.5:1), which axe refuses.
 */
export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;
