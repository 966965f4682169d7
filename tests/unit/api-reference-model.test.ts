/** @jest-environment node */
import fs from "fs"
import path from "path"
import { loadApiDescription } from "../../src/api-reference/load"
import { pointer } from "../../src/api-reference/model"
import { duplicateUrlProblems } from "../../src/lib/frontmatter"

const fixture = (name: string) =>
  fs.readFileSync(path.join(__dirname, `fixtures/openapi`, `${name}.yaml`), `utf8`)

describe(`OpenAPI document -> page model`, () => {
  it(`builds one page per tag with JSON format, operations and path variants`, async () => {
    const { api, problems } = await loadApiDescription(fixture(`valid`), `valid.yaml`)
    expect(problems).toEqual([])
    const [page] = api?.pages ?? []
    expect(page.path).toBe(`/api-reference/widgets/widgets/widgets/`)
    expect(page.title).toBe(`Widgets`)
    expect(page.fields).toEqual([
      {
        name: `id`,
        type: `integer`,
        readOnly: true,
        mandatory: false,
        descriptionHtml: `Assigned on creation`,
      },
      {
        name: `name`,
        type: `string`,
        readOnly: false,
        mandatory: true,
        descriptionHtml: `The <code>Acme</code> widget name`,
      },
    ])
    expect(page.operations.map(operation => operation.id)).toEqual([`list-widgets`, `create-widget`])
    expect(page.operations[0].endpoints).toEqual([
      { method: `GET`, path: `/api/v2/widgets` },
      { method: `GET`, path: `/api/v2/shops/{shop_id}/widgets` },
    ])
    expect(page.operations[0].pagination).toBe(`cursor`)
    expect(page.operations[1].responses.map(response => [response.status, response.error])).toEqual([
      [`201 Created`, false],
      [`422 Unprocessable Entity`, true],
    ])
    // A response in components.responses, by its $ref, with its example highlighted.
    expect(page.operations[1].responses[1].descriptionHtml).toBe(`The widget was not saved`)
    expect(page.operations[1].responses[1].bodyHtml).toContain(`<span class="token property">"error"</span>`)
    expect(page.operations[1].samplesHtml).toContain(`role="tablist"`)
    expect(page.operations[1].samplesHtml).toContain(`Authorization: Basic`)
    expect(page.introHtml).toContain(`<a href="/documentation/">guide</a>`)
  })

  it(`stops on an invalid document, naming the file`, async () => {
    const { problems } = await loadApiDescription(
      fixture(`invalid-document`),
      `content/api-reference/widgets/openapi.yaml`,
    )
    expect(problems.join(`\n`)).toMatch(
      /content\/api-reference\/widgets\/openapi.yaml: invalid OpenAPI document/,
    )
    expect(problems.join(`\n`)).toMatch(/title/)
  })

  it(`stops on a broken $ref`, async () => {
    const { problems } = await loadApiDescription(fixture(`broken-ref`), `broken-ref.yaml`)
    expect(problems.join(`\n`)).toMatch(/broken-ref.yaml/)
    expect(problems.join(`\n`)).toMatch(/Missing/)
  })

  it(`stops on an operation without a success response, naming file and JSON pointer`, async () => {
    const { problems } = await loadApiDescription(fixture(`no-response`), `no-response.yaml`)
    expect(problems).toEqual([
      `no-response.yaml#/paths/~1api~1v2~1widgets/post: no 2xx response with an application/json example; add one under responses`,
    ])
  })

  it(`stops on two operations or tags mapped to one page`, async () => {
    const { api, problems } = await loadApiDescription(fixture(`two-pages`), `two-pages.yaml`)
    expect(problems.join(`\n`)).toMatch(
      /two-pages.yaml#\/paths\/~1api~1v2~1widgets\/post: an operation belongs to exactly one page/,
    )
    expect(duplicateUrlProblems(api?.pages ?? [])).toEqual([
      expect.stringContaining(`two-pages.yaml#/tags/0, two-pages.yaml#/tags/1`),
    ])
  })
})

describe(`helpers`, () => {
  it(`escapes JSON pointers`, () => expect(pointer(`paths`, `/a/{b}`, `get`)).toBe(`#/paths/~1a~1{b}/get`))
})
