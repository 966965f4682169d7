/** @jest-environment node */
import fs from "fs"
import http from "http"
import path from "path"
import { startStaticServer, type StaticServer } from "../../scripts/static-server"
import { builtSiteFixture } from "./static-server-fixture"

/** A download the reader abandons releases its file: hundreds of aborted downloads leave no handle open. */
const root = builtSiteFixture()
fs.writeFileSync(path.join(root, `large.bin`), Buffer.alloc(8 * 1024 * 1024, 1))
let server: StaticServer
beforeAll(async () => (server = await startStaticServer({ root })))
afterAll(() => server.close())

const openFiles = () => fs.readdirSync(`/proc/self/fd`).length

function abortedDownload(): Promise<void> {
  return new Promise(resolve => {
    const call = http.get(`${server.url}/large.bin`, response => {
      response.once(`data`, () => {
        call.destroy()
        resolve()
      })
    })
    call.on(`error`, () => resolve())
  })
}

async function settled(baseline: number): Promise<number> {
  for (let attempt = 0; attempt < 50 && openFiles() > baseline + 5; attempt++)
    await new Promise(resolve => setTimeout(resolve, 100))
  return openFiles()
}

it(`closes the file of every aborted download`, async () => {
  await abortedDownload()
  const baseline = await settled(openFiles())
  for (let round = 0; round < 10; round++) await Promise.all(Array.from({ length: 30 }, abortedDownload))
  expect(await settled(baseline)).toBeLessThanOrEqual(baseline + 5)
}, 60000)
