/**
 * Chromium switches that keep a test browser quiet: no GPU, no calls out to the network. Shared
 * by the browser tests (playwright.config.ts) and the Lighthouse gate (scripts/gates/lighthouse.ts).
 */
const isRoot = process.getuid?.() === 0;

export const CHROMIUM_ARGS: readonly string[] = [
  ...(isRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--disable-breakpad',
  '--disable-client-side-phishing-detection',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--no-pings',
  '--metrics-recording-only',
  '--safebrowsing-disable-auto-update',
  '--disable-features=Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication',
];

