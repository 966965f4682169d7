// Debian's Chromium, as the end-to-end tests and the benchmarks launch it (playwright-core drives it;
// `npx playwright install` cannot run on the build machines). CHROMIUM_PATH overrides the binary.
//
// It resolves no name but this machine's: every other host fails at once, as unreachable as it is on
// these machines, instead of after the machine's own DNS timeout (1 to 5 s a name here, stalling a
// page's load event on the tag manager's gtm.js). Third parties are answered by local stand-ins.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? `/usr/bin/chromium`

export const CHROMIUM_ARGS = [
  `--headless`,
  `--no-sandbox`,
  `--disable-gpu`,
  `--disable-quic`,
  `--no-first-run`,
  `--disable-background-networking`,
  `--disable-component-update`,
  `--disable-sync`,
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`,
]
