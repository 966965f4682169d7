import { hideLoadingNotice, NOTICE_ID, showLoadingNotice } from "../../src/browser/loading-notice"
import { afterLoadWhenIdle } from "../../src/browser/after-load"
import {
  loadMessagingWidget,
  WARNINGS,
  WIDGET_SCRIPT_ID,
  widgetScriptUrl,
} from "../../src/browser/messaging-widget"
import { watchResourceFailures } from "../../src/browser/resource-failures"
import { reloadOnceNewWorkerControls, type UpdatingWindow } from "../../src/browser/update-reload"
import { DEFAULT_WIDGET_KEY } from "../../src/config/site"

describe(`widgetScriptUrl`, () => {
  it(`uses the production asset host only on the production hostname`, () => {
    expect(widgetScriptUrl(`developer.acme.com`)).toMatch(
      /^https:\/\/static\.acmecdn\.com\/messaging\/web-widget\.js\?key=/,
    )
    expect(widgetScriptUrl(`localhost`)).toMatch(
      /^https:\/\/static-staging\.acmecdn\.com\/messaging\/web-widget\.js\?key=/,
    )
    expect(widgetScriptUrl(`preview.developer.acme.com`)).toMatch(/static-staging/)
  })
})

describe(`loadMessagingWidget`, () => {
  beforeEach(() => {
    document.body.innerHTML = ``
    jest.spyOn(console, `warn`).mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  const script = () => document.getElementById(WIDGET_SCRIPT_ID) as HTMLScriptElement

  it(`injects one script however often it is called`, () => {
    loadMessagingWidget(window, `unit-key`)
    loadMessagingWidget(window, `unit-key`)
    expect(document.querySelectorAll(`#${WIDGET_SCRIPT_ID}`)).toHaveLength(1)
    expect(script().async).toBe(true)
  })

  it(`loads with the site's own key when the build sets no GATSBY_WIDGET_KEY`, () => {
    expect(process.env.GATSBY_WIDGET_KEY).toBeUndefined()
    loadMessagingWidget(window)
    expect(script().src).toContain(`?key=${DEFAULT_WIDGET_KEY}`)
    expect(script().src).toMatch(/^https:\/\/static-staging\./)
  })

  it(`initialises the widget after its ready signal`, async () => {
    const init = jest.fn()
    ;(window as unknown as Record<string, unknown>).AcmeMessaging = { ready: Promise.resolve(), init }
    loadMessagingWidget(window, `unit-key`)
    script().dispatchEvent(new Event(`load`))
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(init).toHaveBeenCalledWith({ inProduct: false, inShoppingCart: false })
    delete (window as unknown as Record<string, unknown>).AcmeMessaging
  })

  it.each([
    [`the script fails to load`, () => script().dispatchEvent(new Event(`error`)), WARNINGS.scriptFailed],
    [`the global is missing`, () => script().dispatchEvent(new Event(`load`)), WARNINGS.noGlobal],
  ])(`warns when %s`, (_case, trigger, warning) => {
    loadMessagingWidget(window, `unit-key`)
    trigger()
    expect(console.warn).toHaveBeenCalledWith(warning)
  })

  it(`warns when the ready promise rejects`, async () => {
    ;(window as unknown as Record<string, unknown>).AcmeMessaging = {
      ready: Promise.reject(new Error(`no`)),
      init: jest.fn(),
    }
    loadMessagingWidget(window, `unit-key`)
    script().dispatchEvent(new Event(`load`))
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(console.warn).toHaveBeenCalledWith(WARNINGS.initFailed)
    delete (window as unknown as Record<string, unknown>).AcmeMessaging
  })
})

describe(`loading notice`, () => {
  it(`is a status message shown once and removed`, () => {
    showLoadingNotice()
    showLoadingNotice()
    expect(document.querySelectorAll(`#${NOTICE_ID}`)).toHaveLength(1)
    expect(document.getElementById(NOTICE_ID)).toHaveAttribute(`role`, `status`)
    hideLoadingNotice()
    expect(document.getElementById(NOTICE_ID)).toBeNull()
  })
})

describe(`resource failures`, () => {
  it(`mark the page when a script fails, not for other errors`, () => {
    watchResourceFailures()
    window.dispatchEvent(new ErrorEvent(`error`, { message: `boom` }))
    expect(window.___failedResources).toBeUndefined()
    const thirdParty = document.createElement(`script`)
    thirdParty.src = `https://static-staging.acmecdn.com/messaging/web-widget.js`
    document.body.append(thirdParty)
    thirdParty.dispatchEvent(new Event(`error`))
    expect(window.___failedResources).toBeUndefined()
    const failed = document.createElement(`script`)
    failed.src = `/app-123.js`
    document.body.append(failed)
    failed.dispatchEvent(new Event(`error`))
    expect(window.___failedResources).toBe(true)
  })
})

describe(`reloadOnceNewWorkerControls`, () => {
  function updatingWindow(failed: boolean) {
    const listeners: Array<() => void> = []
    const reload = jest.fn()
    const win = {
      ___failedResources: failed,
      location: { reload },
      navigator: {
        serviceWorker: {
          addEventListener: jest.fn(
            (type: string, listener: () => void) => type === `controllerchange` && listeners.push(listener),
          ),
        },
      },
    }
    return { win, reload, takeControl: () => listeners.forEach(listener => listener()) }
  }

  it(`reloads only once the new worker controls the page, and keeps Gatsby from reloading earlier`, () => {
    const { win, reload, takeControl } = updatingWindow(true)
    reloadOnceNewWorkerControls(win as unknown as UpdatingWindow)
    expect(win.___failedResources).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    takeControl()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it(`does nothing when no resource failed`, () => {
    const { win, reload, takeControl } = updatingWindow(false)
    reloadOnceNewWorkerControls(win as unknown as UpdatingWindow)
    takeControl()
    expect(reload).not.toHaveBeenCalled()
    expect(win.navigator.serviceWorker.addEventListener).not.toHaveBeenCalled()
  })
})

describe(`afterLoadWhenIdle`, () => {
  it(`waits for load, then for an idle moment`, () => {
    const task = jest.fn()
    const idleCallbacks: Array<() => void> = []
    const listeners: Array<() => void> = []
    const win = {
      document: { readyState: `loading` },
      requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    } as unknown as Window
    afterLoadWhenIdle(task, win)
    expect(idleCallbacks).toHaveLength(0)
    listeners.forEach(listener => listener())
    expect(task).not.toHaveBeenCalled()
    idleCallbacks.forEach(callback => callback())
    expect(task).toHaveBeenCalledTimes(1)
  })
})
