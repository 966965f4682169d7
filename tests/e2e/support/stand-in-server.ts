import http from "http"

// A local server standing in for a third-party host this network cannot reach. It records each
// request's URL and answers with `respond`; the widget and gtag.js stand-ins are built on it.

export interface StandInServer {
  requests: Array<string>
  close: () => Promise<void>
}

export function startStandInServer(
  port: number,
  respond: (request: http.IncomingMessage, response: http.ServerResponse) => void,
): Promise<StandInServer> {
  const requests: Array<string> = []
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? ``)
    respond(request, response)
  })
  const close = () => new Promise<void>(resolve => server.close(() => resolve()))
  return new Promise(resolve => server.listen(port, () => resolve({ requests, close })))
}

/** A JavaScript answer, or a 404 when `script` is undefined. */
export function answerScript(response: http.ServerResponse, script: string | undefined): void {
  if (script === undefined) {
    response.writeHead(404)
    response.end()
    return
  }
  response.writeHead(200, { "Content-Type": `text/javascript` })
  response.end(script)
}
