import {
  installRedirectTable,
  loadRedirectTable,
  maybeGetBrowserRedirect,
} from "../../src/browser/redirect-table"

describe(`browser redirect table`, () => {
  it(`answers nothing until the table is installed, then any letter case`, async () => {
    expect(maybeGetBrowserRedirect(`/rest_api/docs/core/tickets/`)).toBeUndefined()
    installRedirectTable([[`/rest_api/docs/core/tickets/`, `/api-reference/ticketing/tickets/tickets/`]])
    expect(maybeGetBrowserRedirect(`/REST_API/Docs/Core/Tickets/`)).toEqual({
      fromPath: `/rest_api/docs/core/tickets/`,
      toPath: `/api-reference/ticketing/tickets/tickets/`,
      isPermanent: true,
      ignoreCase: true,
      redirectInBrowser: true,
    })
  })

  it(`ignores the query and hash the page loader passes, and a slash after .html`, () => {
    installRedirectTable([
      [`/documentation/rest_api/tickets.html`, `/api-reference/ticketing/tickets/tickets/`],
      [`/a/`, `/b/`],
    ])
    expect(maybeGetBrowserRedirect(`/a/?utm_source=x#y`)?.toPath).toBe(`/b/`)
    expect(maybeGetBrowserRedirect(`/Documentation/REST_API/Tickets.HTML/`)?.toPath).toBe(
      `/api-reference/ticketing/tickets/tickets/`,
    )
  })

  it(`loads the table once and survives a failed fetch`, async () => {
    const fetchMock = jest.fn().mockRejectedValue(new Error(`offline`))
    global.fetch = fetchMock as unknown as typeof fetch
    await expect(loadRedirectTable(`/redirect-table-x.json`)).resolves.toBeUndefined()
    await loadRedirectTable(`/redirect-table-x.json`)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
