import {
  bestHeadings,
  decodeEntities,
  headingScore,
  isTypingTarget,
  moveActive,
  parseHighlights,
  promoteExactTitles,
  searchOptions,
  toSearchHit,
  type PagefindResultData,
} from "../../src/search/result-model"

const located = (...scores: Array<number>) =>
  scores.map((balanced_score, location) => ({ weight: 1, balanced_score, location }))

const TICKETS: PagefindResultData = {
  url: `/api-reference/ticketing/tickets/tickets/`,
  excerpt: `Create a ticket with <mark>POST</mark> &amp; more &lt;here&gt;`,
  meta: { title: `Tickets`, section: `API Reference › Ticketing API` },
  sub_results: [
    {
      title: `Tickets`,
      url: `/api-reference/ticketing/tickets/tickets/`,
      excerpt: `page top`,
      weighted_locations: located(9),
    },
    {
      title: `List Tickets`,
      url: `/api-reference/ticketing/tickets/tickets/#list-tickets`,
      excerpt: `GET`,
      weighted_locations: located(1),
    },
    {
      title: `Create Ticket`,
      url: `/api-reference/ticketing/tickets/tickets/#create-ticket`,
      excerpt: `<mark>POST</mark> /api/v2/tickets`,
      weighted_locations: located(3, 2),
    },
    {
      title: `Delete Ticket`,
      url: `/api-reference/ticketing/tickets/tickets/#delete-ticket`,
      excerpt: `DELETE`,
      weighted_locations: [],
    },
    {
      title: `Update Ticket`,
      url: `/api-reference/ticketing/tickets/tickets/#update-ticket`,
      excerpt: `PUT`,
      weighted_locations: located(1),
    },
  ],
}

describe(`parseHighlights`, () => {
  it(`splits an excerpt into plain and highlighted runs and decodes entities`, () => {
    expect(parseHighlights(TICKETS.excerpt)).toEqual([
      { text: `Create a ticket with `, highlighted: false },
      { text: `POST`, highlighted: true },
      { text: ` & more <here>`, highlighted: false },
    ])
  })

  it(`drops any tag other than mark, so an excerpt can never inject markup`, () => {
    expect(parseHighlights(`a <img src=x onerror=alert(1)><mark>b</mark><script>c</script>`)).toEqual([
      { text: `a `, highlighted: false },
      { text: `b`, highlighted: true },
      { text: `c`, highlighted: false },
    ])
  })

  it(`merges adjacent runs and skips empty ones`, () => {
    expect(parseHighlights(`<mark>web</mark><mark>hook</mark>`)).toEqual([
      { text: `webhook`, highlighted: true },
    ])
    expect(parseHighlights(``)).toEqual([])
  })
})

describe(`decodeEntities`, () => {
  it(`decodes named, decimal and hex entities and leaves unknown ones`, () => {
    expect(decodeEntities(`&quot;a&quot; &#39;b&#39; &#x2192; &bogus; &#0;`)).toBe(`"a" 'b' → &bogus; &#0;`)
  })
})

describe(`headings under a page`, () => {
  it(`keeps matched headings with an anchor, best first, up to the limit`, () => {
    expect(bestHeadings(TICKETS, 2).map(heading => heading.title)).toEqual([`Create Ticket`, `List Tickets`])
  })

  it(`never lists the page itself or a heading without a match`, () => {
    const urls = bestHeadings(TICKETS, 10).map(heading => heading.url)
    expect(urls).not.toContain(TICKETS.url)
    expect(urls).not.toContain(`/api-reference/ticketing/tickets/tickets/#delete-ticket`)
    expect(urls).toHaveLength(3)
  })

  it(`keeps the page order among equal scores`, () => {
    expect(bestHeadings(TICKETS, 10).map(heading => heading.title)).toEqual([
      `Create Ticket`,
      `List Tickets`,
      `Update Ticket`,
    ])
  })

  it(`puts first a heading whose excerpt holds the whole query, whatever the scores`, () => {
    const reviews: PagefindResultData = {
      url: `/api-reference/qa/export/`,
      excerpt: ``,
      meta: { title: `Export` },
      sub_results: [
        {
          title: `Get AutoQA reviews`,
          url: `/api-reference/qa/export/#get-autoqa-reviews`,
          excerpt: `<mark>GET</mark> /<mark>api</mark>/<mark>export</mark>/autoqa/<mark>reviews</mark>`,
          weighted_locations: located(5, 5),
        },
        {
          title: `Export Reviews`,
          url: `/api-reference/qa/export/#export-reviews`,
          excerpt: `<mark>GET</mark> /<mark>api</mark>/<mark>export</mark>/<mark>reviews</mark> and more`,
          weighted_locations: located(1),
        },
      ],
    }
    expect(bestHeadings(reviews, 1, `GET  /API/export/reviews`).map(heading => heading.title)).toEqual([
      `Export Reviews`,
    ])
    // One word is no phrase: the scores decide.
    expect(bestHeadings(reviews, 1, `reviews`).map(heading => heading.title)).toEqual([`Get AutoQA reviews`])
  })

  it(`scores by weighted locations, or by plain locations when Pagefind gives no weights`, () => {
    expect(headingScore({ title: ``, url: ``, excerpt: ``, weighted_locations: located(0.5, 1.5) })).toBe(2)
    expect(headingScore({ title: ``, url: ``, excerpt: ``, locations: [3, 9] })).toBe(2)
    expect(headingScore({ title: ``, url: ``, excerpt: `` })).toBe(0)
  })
})

describe(`toSearchHit`, () => {
  it(`takes title and section from the page's metadata`, () => {
    const hit = toSearchHit(TICKETS, 3)
    expect(hit).toMatchObject({
      url: TICKETS.url,
      title: `Tickets`,
      section: `API Reference › Ticketing API`,
    })
    expect(hit.headings[0]).toEqual({
      title: `Create Ticket`,
      url: `${TICKETS.url}#create-ticket`,
      excerpt: [
        { text: `POST`, highlighted: true },
        { text: ` /api/v2/tickets`, highlighted: false },
      ],
    })
  })

  it(`falls back to the URL when a page has no title, and to no section`, () => {
    expect(toSearchHit({ url: `/x/`, excerpt: ``, meta: {} }, 3)).toEqual({
      url: `/x/`,
      title: `/x/`,
      section: ``,
      excerpt: [],
      headings: [],
    })
  })
})

describe(`keyboard movement`, () => {
  const hits = [toSearchHit(TICKETS, 2), toSearchHit({ url: `/b/`, excerpt: ``, meta: { title: `B` } }, 2)]

  it(`visits each page, then its headings, in order`, () => {
    expect(searchOptions(hits)).toEqual([
      { url: TICKETS.url, kind: `page` },
      { url: `${TICKETS.url}#create-ticket`, kind: `heading` },
      { url: `${TICKETS.url}#list-tickets`, kind: `heading` },
      { url: `/b/`, kind: `page` },
    ])
  })

  it(`moves down and up, wrapping at both ends`, () => {
    expect(moveActive(-1, `ArrowDown`, 4)).toBe(0)
    expect(moveActive(0, `ArrowDown`, 4)).toBe(1)
    expect(moveActive(3, `ArrowDown`, 4)).toBe(0)
    expect(moveActive(0, `ArrowUp`, 4)).toBe(3)
    expect(moveActive(2, `ArrowUp`, 4)).toBe(1)
    expect(moveActive(2, `Home`, 4)).toBe(0)
    expect(moveActive(0, `End`, 4)).toBe(3)
    expect(moveActive(2, `x`, 4)).toBe(2)
  })

  it(`has no active row without results`, () => {
    expect(moveActive(0, `ArrowDown`, 0)).toBe(-1)
  })
})

describe(`the / shortcut`, () => {
  it(`is text inside inputs, text areas, selects and editable elements`, () => {
    const editable = document.createElement(`div`)
    editable.contentEditable = `true`
    Object.defineProperty(editable, `isContentEditable`, { value: true })
    for (const element of [
      document.createElement(`input`),
      document.createElement(`textarea`),
      document.createElement(`select`),
      editable,
    ]) {
      expect(isTypingTarget(element)).toBe(true)
    }
  })

  it(`is the shortcut anywhere else`, () => {
    expect(isTypingTarget(document.body)).toBe(false)
    expect(isTypingTarget(document.createElement(`a`))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})

describe(`promoteExactTitles`, () => {
  const hit = (title: string) => toSearchHit({ url: `/${title}/`, excerpt: ``, meta: { title } }, 0)

  it(`puts pages titled exactly as the query first, ignoring case and spaces, and keeps the rest in order`, () => {
    const hits = [
      hit(`Anatomy of a webhook request`),
      hit(`Testing webhooks`),
      hit(`Webhooks`),
      hit(`Webhook authentication`),
    ]
    expect(promoteExactTitles(hits, `  webhooks `).map(result => result.title)).toEqual([
      `Webhooks`,
      `Anatomy of a webhook request`,
      `Testing webhooks`,
      `Webhook authentication`,
    ])
  })

  it(`changes nothing when no title matches`, () => {
    const hits = [hit(`B`), hit(`A`)]
    expect(promoteExactTitles(hits, `C`)).toEqual(hits)
  })
})
