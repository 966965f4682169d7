/** Shared settings of the benchmarks: the browser and the pages measured. */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium"

export const BENCH_PAGES = {
  landing: `/documentation/`,
  guide: `/documentation/webhooks/anatomy-of-a-webhook-request/`,
  "section index": `/documentation/webhooks/`,
} as const
