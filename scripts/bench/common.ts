/** The pages the benchmarks measure (the browser they launch is scripts/chromium.ts). */
export const BENCH_PAGES = {
  landing: `/documentation/`,
  guide: `/documentation/webhooks/anatomy-of-a-webhook-request/`,
  "section index": `/documentation/webhooks/`,
} as const
