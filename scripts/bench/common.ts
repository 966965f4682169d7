/** Shared settings of the benchmarks: the browser and the pages measured. */
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

export const BENCH_PAGES = {
  landing: `/documentation/`,
  guide: `/documentation/webhooks/anatomy-of-a-webhook-request/`,
  "section index": `/documentation/webhooks/`,
} as const
