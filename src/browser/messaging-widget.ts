import { messagingWidget, productionHostname } from "../config/site"

// The third-party messaging widget: loaded once per visit, after the page has
// loaded and the browser is idle, so it adds nothing to what a page needs before first paint.
// Failures never break the page: they only log a console warning.

export interface MessagingWidget {
  ready: Promise<unknown>
  init: (options: { inProduct: boolean; inShoppingCart: boolean }) => void
}

export const WIDGET_SCRIPT_ID = `messaging-widget-script`

export const WARNINGS = {
  scriptFailed: `Messaging widget: the script failed to load`,
  noGlobal: `Messaging widget: the widget global is not available on window`,
  initFailed: `Error initializing the widget`,
} as const

/** Which script to load, by the hostname the site is served from. */
export function widgetScriptUrl(hostname: string, key: string = messagingWidget.key): string {
  const origin =
    hostname === productionHostname
      ? messagingWidget.productionAssetOrigin
      : messagingWidget.stagingAssetOrigin
  return `${origin}${messagingWidget.scriptPath}?key=${encodeURIComponent(key)}`
}

function initialise(widget: MessagingWidget | undefined): void {
  if (!widget) {
    console.warn(WARNINGS.noGlobal)
    return
  }
  Promise.resolve(widget.ready)
    .then(() => widget.init({ inProduct: false, inShoppingCart: false }))
    .catch(() => console.warn(WARNINGS.initFailed))
}

/** Injects the script unless a previous call already did. */
export function loadMessagingWidget(win: Window = window, key: string = messagingWidget.key): void {
  const { document } = win
  if (document.getElementById(WIDGET_SCRIPT_ID)) return
  const script = document.createElement(`script`)
  script.id = WIDGET_SCRIPT_ID
  script.src = widgetScriptUrl(win.location.hostname, key)
  script.async = true
  script.addEventListener(`error`, () => console.warn(WARNINGS.scriptFailed))
  script.addEventListener(`load`, () =>
    initialise((win as unknown as Record<string, MessagingWidget | undefined>)[messagingWidget.globalName]),
  )
  document.body.append(script)
}
