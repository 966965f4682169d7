/** @jest-environment node */
import { unsafeContentProblems } from "../../src/lib/content-safety"

const check = (html: string, text?: string, source = `content/documentation/a/index.md`) =>
  unsafeContentProblems([{ source, html, text }])

describe(`content cannot run script`, () => {
  it.each([
    [`a script element`, `<p>x</p><script>alert(1)</script>`, /a <script> element; remove it/],
    [
      `an event handler on an image`,
      `<img src="x" onerror="alert(1)">`,
      /an onerror= attribute on <img>; remove it/,
    ],
    [`an event handler on SVG`, `<svg onload="alert(1)"></svg>`, /an onload= attribute on <svg>/],
    [
      `a javascript: link, as markdown renders it`,
      `<p><a href="javascript:alert(1)">x</a></p>`,
      /a javascript: URL in href= of <a>/,
    ],
    [`an entity-encoded, mixed-case scheme`, `<a href="JaV&#x61;script:alert(1)">x</a>`, /a javascript: URL/],
    [`a scheme broken by a tab`, `<a href="java\tscript:alert(1)">x</a>`, /a javascript: URL/],
    [`a data: URL`, `<a href="data:text/html,<b>x</b>">x</a>`, /a data: URL/],
    [
      `an SVG xlink:href`,
      `<svg><a xlink:href="javascript:1">x</a></svg>`,
      /a javascript: URL in xlink:href=/,
    ],
    [`an iframe`, `<iframe src="https://example.com/"></iframe>`, /a <iframe> element/],
    [`an object`, `<object data="x.swf"></object>`, /a <object> element/],
    [`an embed`, `<embed src="x.swf">`, /a <embed> element/],
  ])(`stops on %s, naming the file`, (_name, html, message) => {
    const problems = check(html)
    expect(problems.join(`\n`)).toMatch(message)
    expect(problems[0]).toMatch(/^content\/documentation\/a\/index.md: /)
  })

  it(`names the line in the source file`, () => {
    const text = `---\ntitle: A\n---\n\nIntro.\n\n<img src="x" onerror="alert(1)">\n`
    expect(check(`<p>Intro.</p><img src="x" onerror="alert(1)">`, text)).toEqual([
      `content/documentation/a/index.md:7: an onerror= attribute on <img>; remove it; content may not run script`,
    ])
  })

  it(`checks an OpenAPI description the same way, naming the YAML file`, () => {
    const text = `paths:\n  /x:\n    get:\n      description: "<script>alert(1)</script>"\n`
    expect(check(`<p><script>alert(1)</script></p>`, text, `content/api-reference/x/openapi.yaml`)).toEqual([
      expect.stringMatching(/^content\/api-reference\/x\/openapi.yaml:4: a <script> element/),
    ])
  })

  it(`lets ordinary content through`, () => {
    expect(
      check(
        `<p><a href="/documentation/">docs</a> <a href="https://example.com/">x</a> <img src="/static/a.png" alt="a"> <code>onclick="x"</code></p>`,
      ),
    ).toEqual([])
  })
})
