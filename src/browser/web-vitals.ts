import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals"
import { LAYOUT_SHIFT_SCALE, WEB_VITALS_DEBOUNCE_MS, WEB_VITALS_EVENT } from "../config/web-vitals"

// Core Web Vitals (LCP, CLS, INP) and FCP and TTFB, from the `web-vitals` package, pushed to the
// tag manager's data layer. This module and the package are one chunk, imported after `load`
// (src/browser/index.ts), so they add nothing to what a page loads before it.

export interface WebVitalsEntry {
  event: typeof WEB_VITALS_EVENT
  webVitalsMeasurement: { name: Metric[`name`]; id: string; value: number }
}

type DataLayerWindow = Window & { dataLayer?: Array<unknown> }

/** The data-layer entry of one report: CLS ×1000, every value rounded (analytics values are integers). */
export function webVitalsEntry({ name, id, value }: Pick<Metric, `name` | `id` | `value`>): WebVitalsEntry {
  const scaled = name === `CLS` ? value * LAYOUT_SHIFT_SCALE : value
  return { event: WEB_VITALS_EVENT, webVitalsMeasurement: { name, id, value: Math.round(scaled) } }
}

/**
 * Reports each metric's latest value once it has not changed for WEB_VITALS_DEBOUNCE_MS, and what is
 * still held when the page is hidden (the reader may be leaving).
 */
export function debouncedReporter(send: (metric: Metric) => void, win: Window = window) {
  const held = new Map<string, { metric: Metric; timer: number }>()
  const flush = (name: string) => {
    const entry = held.get(name)
    if (!entry) return
    win.clearTimeout(entry.timer)
    held.delete(name)
    send(entry.metric)
  }
  win.document.addEventListener(`visibilitychange`, () => {
    if (win.document.visibilityState === `hidden`) for (const name of [...held.keys()]) flush(name)
  })
  return (metric: Metric) => {
    const previous = held.get(metric.name)
    if (previous) win.clearTimeout(previous.timer)
    held.set(metric.name, { metric, timer: win.setTimeout(() => flush(metric.name), WEB_VITALS_DEBOUNCE_MS) })
  }
}

/** Starts the observers; `reportAllChanges` so a metric measured before this ran is still reported. */
export function reportWebVitals(win: DataLayerWindow = window): void {
  const report = debouncedReporter(metric => {
    win.dataLayer = win.dataLayer ?? []
    win.dataLayer.push(webVitalsEntry(metric))
  }, win)
  for (const observe of [onLCP, onCLS, onINP, onFCP, onTTFB]) observe(report, { reportAllChanges: true })
}
