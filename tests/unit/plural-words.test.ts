/** @jest-environment node */
import { singular } from "../../redirects/successor"

// The twelve plural pairs the audit measured: the old suffix rule (drop `s`, `ies` to `y`) split the
// first nine (`statuses` became `statuse`), so a vanished page about statuses did not match its
// successor's words. pluralize's rules join all twelve.

const PAIRS = [
  [`status`, `statuses`],
  [`address`, `addresses`],
  [`alias`, `aliases`],
  [`index`, `indexes`],
  [`match`, `matches`],
  [`search`, `searches`],
  [`analysis`, `analyses`],
  [`process`, `processes`],
  [`batch`, `batches`],
  [`policy`, `policies`],
  [`webhook`, `webhooks`],
  [`key`, `keys`],
] as const

describe(`singular`, () => {
  it.each(PAIRS)(`joins %s and %s`, (one, many) => {
    expect(singular(many)).toBe(one)
    expect(singular(one)).toBe(one)
  })
})
