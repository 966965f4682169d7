// The reload-if-failed path of the service worker hooks. Gatsby reloads a page whose resources failed the moment
// a new service worker is *installed*; gatsby-plugin-offline's worker skips waiting, so at that moment it
// is activating, and Chromium can leave the reload's navigation hanging in the worker being replaced
// (the old page stays, the reload never completes: about one run in six of the runtime e2e suite).
// Run from onServiceWorkerUpdateReady, just before Gatsby's own check, this takes the reload over and
// does it once the new worker controls the page (`controllerchange`, fired by its clientsClaim).

export interface UpdatingWindow {
  ___failedResources?: boolean
  location: { reload: () => void }
  navigator: { serviceWorker: Pick<ServiceWorkerContainer, `addEventListener`> }
}

export function reloadOnceNewWorkerControls(win: UpdatingWindow = window): void {
  if (!win.___failedResources) return
  // Cleared so that Gatsby's branch, which runs right after this hook, does not reload too early.
  win.___failedResources = false
  win.navigator.serviceWorker.addEventListener(`controllerchange`, () => win.location.reload(), {
    once: true,
  })
}
