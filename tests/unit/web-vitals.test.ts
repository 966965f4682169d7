import type { Metric } from "web-vitals"
import { debouncedReporter, webVitalsEntry } from "../../src/browser/web-vitals"

const metric = (name: Metric[`name`], value: number) => ({ name, value, id: `v5-1` }) as Metric

describe(`web vitals in the data layer`, () => {
  it(`reports layout shift ×1000 and every value rounded`, () => {
    expect(webVitalsEntry(metric(`CLS`, 0.12345))).toEqual({
      event: `core-web-vitals`,
      webVitalsMeasurement: { name: `CLS`, id: `v5-1`, value: 123 },
    })
    expect(webVitalsEntry(metric(`INP`, 87.6)).webVitalsMeasurement.value).toBe(88)
    expect(webVitalsEntry(metric(`LCP`, 1200.4)).webVitalsMeasurement.value).toBe(1200)
  })

  describe(`debounced 3,000 ms per metric`, () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    it(`sends a metric's latest value 3,000 ms after its last change, each metric on its own`, () => {
      const sent: Array<string> = []
      const report = debouncedReporter(({ name, value }) => sent.push(`${name} ${value}`))
      report(metric(`LCP`, 100))
      jest.advanceTimersByTime(2000)
      report(metric(`LCP`, 200))
      report(metric(`CLS`, 0.1))
      jest.advanceTimersByTime(2999)
      expect(sent).toEqual([])
      jest.advanceTimersByTime(1)
      expect(sent).toEqual([`LCP 200`, `CLS 0.1`])
    })

    it(`sends what is held at once when the page is hidden`, () => {
      const sent: Array<string> = []
      const report = debouncedReporter(({ name }) => sent.push(name))
      report(metric(`INP`, 40))
      Object.defineProperty(document, `visibilityState`, { value: `hidden`, configurable: true })
      document.dispatchEvent(new Event(`visibilitychange`))
      expect(sent).toEqual([`INP`])
      jest.advanceTimersByTime(5000)
      expect(sent).toEqual([`INP`])
    })
  })
})
