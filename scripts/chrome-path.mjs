// Where a Chromium or Chrome is on this machine: CHROME_PATH first, then Debian's chromium, then
// Chrome's usual install paths. Shared by the test runner and the Vitest browser projects.
import { existsSync } from 'node:fs';

export const chromeCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** @returns {string | undefined} */
export function chromePath() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return chromeCandidates.find((p) => existsSync(p));
}
