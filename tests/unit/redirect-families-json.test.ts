/** @jest-environment node */
import { redirectFamilies } from "../../redirects"
import { familiesFromJson } from "../../redirects/types"

describe(`the families develop reads from its child process`, () => {
  it(`are the table's families, as printed`, () => {
    expect(familiesFromJson(JSON.stringify(redirectFamilies))).toEqual(redirectFamilies)
  })

  it.each([
    [`not a list`, `{"name":"x"}`, /expected a list of redirect families, got object/],
    [`a family without rules`, `[{"name":"x","module":"m.ts","fallbacks":[]}]`, /redirect family 1 is not/],
    [
      `a rule that is not a pair`,
      `[{"name":"x","module":"m.ts","rules":[["/a"]],"fallbacks":[]}]`,
      /family 1/,
    ],
    [
      `an address that is not text`,
      `[{"name":"x","module":"m.ts","rules":[],"fallbacks":[["/a",1]]}]`,
      /family 1/,
    ],
    [`not JSON at all`, `Error: Cannot find module`, /JSON/],
  ])(`are refused when the output is %s`, (_what, text, message) => {
    expect(() => familiesFromJson(text)).toThrow(message)
  })
})
