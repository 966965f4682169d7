// Debian's Chromium, as the end-to-end tests and the benchmarks launch it (playwright-core drives it;
// `npx playwright install` cannot run on the build machines). CHROMIUM_PATH overrides the binary.

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
]
