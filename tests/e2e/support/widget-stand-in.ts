import { answerScript, startStandInServer, type StandInServer } from "./stand-in-server"

// A stand-in for the messaging widget's asset host, which this network cannot reach. `npm run build:test`
// points the staging origin at http://localhost:9911; the production code path is unchanged.

export const STAND_IN_PORT = 9911

export type StandInMode = `ready` | `missing` | `no-global` | `rejects`

const SCRIPTS: Record<Exclude<StandInMode, `missing`>, string> = {
  ready: `window.AcmeMessaging = { ready: Promise.resolve(), init: function (options) { window.__widgetInit = options } };`,
  "no-global": `window.__standInLoaded = true;`,
  rejects: `window.AcmeMessaging = { ready: Promise.reject(new Error("stand-in refuses")), init: function () { window.__widgetInit = "should not run" } };`,
}

export interface StandIn extends StandInServer {
  mode: StandInMode
}

export async function startWidgetStandIn(): Promise<StandIn> {
  const standIn: StandIn = { mode: `ready`, requests: [], close: async () => undefined }
  const server = await startStandInServer(STAND_IN_PORT, (request, response) =>
    answerScript(
      response,
      standIn.mode === `missing` || !request.url?.startsWith(`/messaging/web-widget.js`)
        ? undefined
        : SCRIPTS[standIn.mode],
    ),
  )
  return Object.assign(standIn, server)
}
