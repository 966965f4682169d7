/** @jest-environment node */
import { preferredEncoding } from "../../scripts/server/files"

// The Accept-Encoding cases the audit measured. The hand-written reader chose brotli whenever the
// client accepted it at all, against the client's weights, and the identity for `*`; negotiator
// follows the weights, reads `*` as any encoding, and keeps brotli first only between equal weights.

describe(`preferredEncoding`, () => {
  it.each([
    [`gzip;q=1, br;q=0.5`, `gzip`],
    [`br;q=0.1, gzip;q=0.9`, `gzip`],
    [`*`, `br`],
    [`*, br;q=0`, `gzip`],
    [`gzip, deflate, br`, `br`],
    [`br;q=0, gzip`, `gzip`],
    [`gzip, *;q=0`, `gzip`],
    [`BR`, `br`],
  ])(`answers %j with %s`, (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding)
  })
  it.each([`identity`, `deflate`, ``, `*;q=0`, undefined])(`sends %j as it is`, header => {
    expect(preferredEncoding(header)).toBeUndefined()
  })
  it(`reads a header given twice as one list`, () => {
    expect(preferredEncoding([`gzip;q=0.5`, `br;q=0.2`])).toBe(`gzip`)
  })
})
