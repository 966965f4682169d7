/** @jest-environment node */
import { marked } from "marked"
import { openApiContentProblems } from "../../src/api-reference/content-gate"
import { parseChangelog } from "../../src/lib/changelog"
import { htmlFindings, locateFindings } from "../../src/lib/content-gate"
import { gatekeepMarkdown, markerProblems } from "../../src/lib/markdown-gate"
import { siteMarkdown } from "../support/site-markdown"

const whats = (html: string) => htmlFindings(html).map(finding => finding.what)

/** Markdown as gatsby-transformer-remark parses it for the site, through the gate. */
function gated(markdown: string): Array<string> {
  const tree = siteMarkdown.parse(markdown)
  gatekeepMarkdown(tree as Parameters<typeof gatekeepMarkdown>[0])
  const markers = JSON.stringify(tree).match(/data-line=\\"(\d+)\\" data-problem=\\"([^\\]*)/g) ?? []
  return markers.map(found => found.replace(/\\"/g, `"`))
}

describe(`the allowlist`, () => {
  it.each([
    [
      `a meta refresh`,
      `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
      `a <meta> element`,
    ],
    [`a style element`, `<style>body{display:none}</style>`, `a <style> element`],
    [`a style attribute`, `<p style="position:fixed">x</p>`, `a style= attribute on <p>`],
    [`a form`, `<form action="https://evil.example/"><input name="q"></form>`, `a <form> element`],
    [
      `an external stylesheet`,
      `<link rel="stylesheet" href="https://evil.example/x.css">`,
      `a <link> element`,
    ],
    [
      `an external image`,
      `<img src="https://evil.example/t.gif">`,
      `an image from https://evil.example/t.gif`,
    ],
    [
      `an external srcset`,
      `<picture><source srcset="//evil.example/a.png 2x"><img src="a.png"></picture>`,
      `an image from //evil.example/a.png`,
    ],
    [
      `SVG animating a link`,
      `<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>`,
      `a <svg> element`,
    ],
    [`a script`, `<script>alert(1)</script>`, `a <script> element`],
    [`an iframe`, `<iframe src="https://example.com/"></iframe>`, `a <iframe> element`],
    [`an event handler`, `<img src="x.png" onerror="alert(1)">`, `an onerror= attribute on <img>`],
    [`a javascript: link`, `<a href="javascript:alert(1)">x</a>`, `a javascript: link`],
    [
      `an entity-encoded, mixed-case scheme`,
      `<a href="JaV&#x61;script&#58;alert(1)">x</a>`,
      `a javascript: link`,
    ],
    [`a scheme broken by a tab`, `<a href="java\tscript:alert(1)">x</a>`, `a javascript: link`],
    [`a data: link`, `<a href="data:text/html,x">x</a>`, `a data: link`],
    [`a text input`, `<input type="text">`, `an <input> that is not a task-list checkbox`],
  ])(`refuses %s`, (_name, html, what) => {
    expect(whats(html)).toEqual([what])
  })

  it(`reports a refused element once, not everything inside it`, () => {
    expect(whats(`<form><input type="text"><button onclick="x()">Go</button></form>`)).toEqual([
      `a <form> element`,
    ])
  })

  it(`lets what a docs page needs through`, () => {
    const html = [
      `<p><a href="/documentation/">docs</a> <a href="https://example.com/">x</a> <a href="mailto:a@b.c">m</a>`,
      `<a href="#json-format">#</a> <a href="../sibling/">s</a> <kbd>Ctrl</kbd> <code>onclick="x"</code></p>`,
      `<details open><summary>More</summary><table><thead><tr><th align="left">A</th></tr></thead></table></details>`,
      `<img src="diagram.png" alt="A diagram" width="600"><ul><li><input type="checkbox" checked disabled> done</li></ul>`,
    ].join(``)
    expect(htmlFindings(html)).toEqual([])
  })
})

describe(`locateFindings`, () => {
  it(`puts each finding at its own line, in order`, () => {
    const text = `first [a](javascript:one)\nsecond\nthird [b](javascript:two)`
    const findings = htmlFindings(marked.parse(text, { async: false }) as string)
    expect(findings.map(finding => finding.what)).toEqual([`a javascript: link`, `a javascript: link`])
    expect(locateFindings(findings, text, 10)).toEqual([10, 12])
  })
})

describe(`markdown, in the transformer's syntax tree`, () => {
  const markdown = [
    `Intro with a [fine link](/documentation/) and \`<meta>\` in code.`,
    ``,
    "```html",
    `<meta http-equiv="refresh" content="0;url=https://example.com/">`,
    "```",
    ``,
    `<meta http-equiv="refresh" content="5;url=https://evil.example/">`,
    ``,
    `A [bad link](javascript:alert(1)) and ![a tracker](https://evil.example/t.gif).`,
    ``,
    `[ref]: JAVASCRIPT:alert(2)`,
  ].join(`\n`)

  it(`replaces each offending node with a marker naming its line; code is left alone`, () => {
    expect(gated(markdown)).toEqual([
      `data-line="7" data-problem="a &lt;meta&gt; element; remove it; a meta refresh sends readers to another address; link to it instead`,
      `data-line="9" data-problem="a javascript: link; link to a page of the site or to an https:, http:, mailto:, tel: address`,
      `data-line="9" data-problem="an image from https://evil.example/t.gif; images are files of the site: put the file next to index.md and refer to it by its name`,
      `data-line="11" data-problem="a javascript: link; link to a page of the site or to an https:, http:, mailto:, tel: address`,
    ])
  })

  it(`refuses a web or e-mail address left as plain text, and says how to link it`, () => {
    const addresses = [
      `Linked: https://example.com/a, and [https://example.com/words](/documentation/) and \`https://code.example\`.`,
      ``,
      `One https://example.com/first and`,
      `another https://example.com/second.`,
      ``,
      `A **bold https://example.com/b** then www.example.org/c and ops@example.com,`,
      `www.example.org/d.`,
      ``,
      `A hard break\\`,
      `and \`code\` then https://example.com/e and`,
      `https://example.com/f.`,
      ``,
      `See [the guide](/documentation/`,
      `"Its title") then https://example.com/g and`,
      `https://example.com/h.`,
    ].join(`\n`)
    expect(gated(addresses)).toEqual([
      `data-line="4" data-problem="the address https://example.com/second as plain text; write it as &lt;https://example.com/second&gt; or [words](https://example.com/second) to link it, or in backticks to show it as code`,
      `data-line="7" data-problem="the address www.example.org/d as plain text; write it as &lt;https://www.example.org/d&gt; or [words](https://www.example.org/d) to link it, or in backticks to show it as code`,
      `data-line="11" data-problem="the address https://example.com/f as plain text; write it as &lt;https://example.com/f&gt; or [words](https://example.com/f) to link it, or in backticks to show it as code`,
      `data-line="15" data-problem="the address https://example.com/h as plain text; write it as &lt;https://example.com/h&gt; or [words](https://example.com/h) to link it, or in backticks to show it as code`,
    ])
  })

  it(`reads the markers back from the rendered page, at their lines in the file`, () => {
    const html = `<p>x</p><docs-content-problem data-line="7" data-problem="a &lt;meta&gt; element; remove it">Content problem</docs-content-problem>`
    expect(markerProblems(html, `content/documentation/a/index.md`, 5)).toEqual([
      `content/documentation/a/index.md:11: a <meta> element; remove it`,
    ])
    expect(markerProblems(`<p>clean</p>`, `a.md`, 1)).toEqual([])
  })
})

describe(`OpenAPI descriptions`, () => {
  const text = [
    `openapi: 3.0.3`,
    `paths:`,
    `  /api/v2/tickets:`,
    `    get:`,
    `      description: |`,
    `        Lists tickets.`,
    ``,
    `        <form action="https://evil.example/"></form>`,
    `      parameters:`,
    `        - name: q`,
    `          in: query`,
    `          description: 'A query <meta http-equiv="refresh" content="0;url=https://evil.example/">'`,
  ].join(`\n`)
  const document = {
    openapi: `3.0.3`,
    paths: {
      "/api/v2/tickets": {
        get: {
          description: `Lists tickets.\n\n<form action="https://evil.example/"></form>\n`,
          parameters: [
            {
              name: `q`,
              in: `query`,
              description: `A query <meta http-equiv="refresh" content="0;url=https://evil.example/">`,
            },
          ],
        },
      },
    },
  }

  it(`checks every description, parameters included, at its line in the YAML file`, () => {
    expect(openApiContentProblems(document, text, `content/api-reference/x/openapi.yaml`)).toEqual([
      `content/api-reference/x/openapi.yaml:8: a <form> element; remove it; content may not send readers' input anywhere; link to the form instead`,
      `content/api-reference/x/openapi.yaml:12: a <meta> element; remove it; a meta refresh sends readers to another address; link to it instead`,
    ])
  })
})

describe(`the changelog`, () => {
  it(`refuses a javascript: link, at its line`, () => {
    const text = `- date: 2024-01-02\n  api: ticketing\n  kind: added\n  summary: X\n  links:\n    - /documentation/\n    - "javascript:alert(1)"\n`
    const raw = [
      {
        date: `2024-01-02`,
        api: `ticketing`,
        kind: `added`,
        summary: `X`,
        links: [`/documentation/`, `javascript:alert(1)`],
      },
    ]
    expect(parseChangelog(raw, `content/api-reference/changelog/changelog.yaml`, text).problems).toEqual([
      `content/api-reference/changelog/changelog.yaml:7: a javascript: link; link to a page of the site or to an https:, http:, mailto:, tel: address`,
    ])
  })
})
