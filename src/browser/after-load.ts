// Runs `task` once the page has loaded and the main thread is idle: third-party work (the messaging
// widget) never competes with the page's own first paint.

export function afterLoadWhenIdle(task: () => void, win: Window = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === `function`)
      win.requestIdleCallback(() => task(), { timeout: 3000 })
    else win.setTimeout(task, 1)
  }
  if (win.document.readyState === `complete`) idle()
  else win.addEventListener(`load`, idle, { once: true })
}

/** Runs `task` once the page has loaded, without waiting for idle time: for what a reader may touch soon. */
export function afterLoad(task: () => void, win: Window = window): void {
  if (win.document.readyState === `complete`) task()
  else win.addEventListener(`load`, () => task(), { once: true })
}
