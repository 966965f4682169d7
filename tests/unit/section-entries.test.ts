/** @jest-environment node */
import { sectionEntryRules } from "../../src/lib/section-entries"

describe(`sectionEntryRules`, () => {
  const page = (path: string, order = 100) => ({ path, order })

  it(`opens a section without an index page at its introduction, the shallowest one first`, () => {
    expect(
      sectionEntryRules([
        page(`/api-reference/voice/talk-api/lines/`),
        page(`/api-reference/voice/talk-partner-edition-api/introduction/`),
        page(`/api-reference/voice/talk-api/introduction/`),
      ]),
    ).toEqual([[`/api-reference/voice/`, `/api-reference/voice/talk-api/introduction/`]])
  })

  it(`else at its first page by order`, () => {
    expect(
      sectionEntryRules([
        page(`/api-reference/introduction/pagination/`, 2),
        page(`/api-reference/introduction/doc-conventions/`, 1),
      ]),
    ).toEqual([[`/api-reference/introduction/`, `/api-reference/introduction/doc-conventions/`]])
  })

  it(`leaves sections with an index page, landings and other trees alone`, () => {
    expect(
      sectionEntryRules([
        page(`/documentation/webhooks/`),
        page(`/documentation/webhooks/verifying/`),
        page(`/documentation/`),
        page(`/use-cases/a/`),
      ]),
    ).toEqual([])
  })
})
