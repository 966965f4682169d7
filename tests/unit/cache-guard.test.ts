/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { dropCacheOfUnfinishedRun, markRunStarted, removeMarker } from "../../gatsby/cache-guard"

// The marker of an unfinished run, in a scratch folder standing for the site: found at the next start,
// Gatsby is told to drop its cache (its saved plugins hash emptied), whatever state the marker is in.

const site = fs.mkdtempSync(path.join(os.tmpdir(), `cache-guard-`))
const projectDir = process.cwd()
beforeAll(() => process.chdir(site))
afterAll(() => {
  process.chdir(projectDir)
  fs.rmSync(site, { recursive: true, force: true })
})

function start() {
  const dispatch = jest.fn()
  const info = jest.fn()
  const args = { store: { dispatch }, reporter: { info } } as unknown as Parameters<
    typeof dropCacheOfUnfinishedRun
  >[0]
  dropCacheOfUnfinishedRun(args)
  return { dispatch, info }
}

it(`leaves Gatsby's cache alone when the last run finished`, () => {
  removeMarker()
  expect(start().dispatch).not.toHaveBeenCalled()
})

it(`drops it after a run that did not finish, and says so`, () => {
  markRunStarted()
  const { dispatch, info } = start()
  expect(dispatch).toHaveBeenCalledWith({ type: `UPDATE_PLUGINS_HASH`, payload: `` })
  expect(info.mock.calls[0][0]).toMatch(/^The last gatsby \w+ \(started .+\) did not finish.+clean cache\.$/)
})

it(`drops it too when the marker was cut short while written`, () => {
  fs.writeFileSync(path.join(`.cache`, `build-in-progress.json`), `{"comm`)
  expect(start().dispatch).toHaveBeenCalledWith({ type: `UPDATE_PLUGINS_HASH`, payload: `` })
})

it(`forgets the run once it is removed`, () => {
  markRunStarted()
  removeMarker()
  expect(start().dispatch).not.toHaveBeenCalled()
})
