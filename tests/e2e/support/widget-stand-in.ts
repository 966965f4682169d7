import http from "http"

/**
 * A stand-in for the messaging widget's asset host, which this network cannot reach. `npm run build:test`
 * points the staging origin at http://localhost:9911; the production code path is unchanged.
 */
export const STAND_IN_PORT = 9911

export type StandInMode = `ready` | `missing` | `no-global` | `rejects`

const SCRIPTS: Record<Exclude<StandInMode, `missing`>, string> = {
  ready: `window.AcmeMessaging = { ready: Promise.resolve(), init: function (options) { window.__widgetInit = options } };`,
  "no-global": `window.__standInLoaded = true;`,
  rejects: `window.AcmeMessaging = { ready: Promise.reject(new Error("stand-in refuses")), init: function () { window.__widgetInit = "should not run" } };`,
}

export interface StandIn {
  mode: StandInMode
  requests: Array<string>
  close: () => Promise<void>
}

export function startWidgetStandIn(): Promise<StandIn> {
  const standIn: StandIn = { mode: `ready`, requests: [], close: async () => undefined }
  const server = http.createServer((request, response) => {
    standIn.requests.push(request.url ?? ``)
    if (standIn.mode === `missing` || !request.url?.startsWith(`/messaging/web-widget.js`)) {
      response.writeHead(404)
      return response.end()
    }
    response.writeHead(200, { "Content-Type": `text/javascript` })
    response.end(SCRIPTS[standIn.mode])
  })
  standIn.close = () => new Promise(resolve => server.close(() => resolve()))
  return new Promise(resolve => server.listen(STAND_IN_PORT, () => resolve(standIn)))
}
