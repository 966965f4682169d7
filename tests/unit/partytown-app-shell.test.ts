import { collectedScriptsByPage } from "gatsby"
import { startPartytownOnClientRenderedPage } from "../../src/browser/partytown-app-shell"

/** Pages answered from the offline plugin's app shell start Partytown themselves. */
describe(`startPartytownOnClientRenderedPage`, () => {
  beforeEach(() => {
    document.head.innerHTML = ``
    collectedScriptsByPage.delete(`/guide/`)
  })

  it(`injects Partytown's snippet, with the scripts' forwards, when the HTML had none`, () => {
    collectedScriptsByPage.set(`/guide/`, {
      id: `gtag-queue`,
      strategy: `off-main-thread`,
      forward: [`gtag`],
    })
    startPartytownOnClientRenderedPage(`/guide/`)
    const snippet = document.head.querySelector(`script[data-partytown]`)
    expect(snippet?.textContent).toContain(`concat(["gtag"])`)
    expect(snippet?.textContent).toContain(`partytown-sw.js`)
  })

  it(`leaves a server-rendered page's snippet alone`, () => {
    document.head.innerHTML = `<script data-partytown="">/* from the HTML */</script>`
    collectedScriptsByPage.set(`/guide/`, {
      id: `gtag-queue`,
      strategy: `off-main-thread`,
      forward: [`gtag`],
    })
    startPartytownOnClientRenderedPage(`/guide/`)
    expect(document.head.querySelectorAll(`script[data-partytown]`)).toHaveLength(1)
    expect(document.head.innerHTML).toContain(`from the HTML`)
  })

  it(`does nothing on a page without off-main-thread scripts`, () => {
    startPartytownOnClientRenderedPage(`/guide/`)
    expect(document.head.querySelector(`script[data-partytown]`)).toBeNull()
  })
})
