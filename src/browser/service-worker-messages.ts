/**
 * Logged when the worker being installed becomes redundant: its install failed, or a newer one
 * superseded it before it finished (Gatsby has logged "The installing service worker became redundant.").
 */
export const WORKER_NOT_INSTALLED = `Service worker not installed: pages load from the network until the next visit tries again.`
