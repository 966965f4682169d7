/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { fileDigest, holdsTornHash, moveMtimeOn } from "../../gatsby/torn-saves"

// What `gatsby develop` checks after a save under content/ (gatsby/torn-saves.ts): whether Gatsby's File
// node holds another hash than the file now has, and how the file is given a new mtime to be read again.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), `torn-saves-`))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const EMPTY_MD5 = `d41d8cd98f00b204e9800998ecf8427e`
const node = (contentDigest: string) => ({ internal: { type: `File`, contentDigest, owner: `x` } })

it(`hashes a file as gatsby-source-filesystem does (md5 of its bytes)`, () => {
  const file = path.join(dir, `empty.md`)
  fs.writeFileSync(file, ``)
  expect(fileDigest(file)).toBe(EMPTY_MD5)
  expect(fileDigest(path.join(dir, `missing.md`))).toBeUndefined()
})

it(`finds a File node that kept the hash of the file half saved`, () => {
  const file = path.join(dir, `guide.md`)
  fs.writeFileSync(file, `---\ntitle: Guide\n---\nText.\n`)
  expect(holdsTornHash(file, node(EMPTY_MD5))).toBe(true)
  expect(holdsTornHash(file, node(fileDigest(file) as string))).toBe(false)
})

it(`has nothing to compare with no node, a file gone, or a digest that is not a content hash (fastHash)`, () => {
  const file = path.join(dir, `other.md`)
  fs.writeFileSync(file, `Text.\n`)
  expect(holdsTornHash(file, undefined)).toBe(false)
  expect(holdsTornHash(path.join(dir, `gone.md`), node(EMPTY_MD5))).toBe(false)
  expect(holdsTornHash(file, node(`1795577498176.123456789`))).toBe(false)
})

it(`moves the mtime on, past the file's own even when the clock is behind it`, () => {
  const file = path.join(dir, `moved.md`)
  fs.writeFileSync(file, `Text.\n`)
  const future = new Date(Date.now() + 60000)
  fs.utimesSync(file, future, future)
  const before = fs.statSync(file).mtimeMs
  moveMtimeOn(file)
  expect(fs.statSync(file).mtimeMs).toBeGreaterThan(before)
  moveMtimeOn(file, Date.now() + 120000)
  expect(fs.statSync(file).mtimeMs).toBeGreaterThanOrEqual(Date.now() + 110000)
})
