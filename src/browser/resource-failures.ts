// Gatsby's service-worker registration reloads the page after an update "if any resource had failed
// to load" by reading `window.___failedResources`, which nothing in Gatsby 5.16 sets.
// This sets it: a script, stylesheet or image of the site that fails, or a chunk that cannot be loaded.
// (update-reload.ts then times the reload to when the new worker controls the page.)

declare global {
  interface Window {
    ___failedResources?: boolean
  }
}

const RESOURCE_ELEMENTS = new Set([`SCRIPT`, `LINK`, `IMG`])

export function watchResourceFailures(win: Window = window): void {
  win.addEventListener(
    `error`,
    event => {
      const target = event.target as (Element & { src?: string; href?: string }) | null
      if (!target || !RESOURCE_ELEMENTS.has(target.tagName)) return
      // Only the site's own files: a third-party script that fails (the messaging widget) says nothing about a deploy.
      const url = target.src || target.href
      if (url && new URL(url, win.location.href).origin === win.location.origin) win.___failedResources = true
    },
    true,
  )
  win.addEventListener(`unhandledrejection`, event => {
    const reason = event.reason as { name?: string } | undefined
    if (reason?.name === `ChunkLoadError`) win.___failedResources = true
  })
}
