/*
 * createPages' own steps as lines of the build's output (`success createPages: plan redirects - 0.3s`),
 * through Gatsby's reporter: at thousands of pages, every build shows where that step's time goes.
 */
import type { Reporter } from "gatsby"

export type TimeStep = <T>(name: string, step: () => T) => T

export function stepTimer(reporter: Pick<Reporter, `activityTimer`>, prefix: string): TimeStep {
  return (name, step) => {
    const activity = reporter.activityTimer(`${prefix}: ${name}`)
    activity.start()
    const result = step()
    if (result instanceof Promise) {
      // An async step ends when its promise settles, whichever way.
      return result.finally(() => activity.end()) as typeof result
    }
    activity.end()
    return result
  }
}
