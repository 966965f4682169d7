/** A short barrel (house style): browser hooks live in src/browser/. */
export {
  onClientEntry,
  onInitialClientRender,
  onRouteUpdate,
  onRouteUpdateDelayed,
  onServiceWorkerActive,
  onServiceWorkerInstalled,
  onServiceWorkerRedundant,
  onServiceWorkerUpdateReady,
} from "./src/browser"
