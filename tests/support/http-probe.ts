import http from "http"

/**
 * Whether a server answers `url` yet (one request, at most 2 s), and with a status `isReady` accepts: what
 * the tests that start a host or `gatsby develop` poll until it serves.
 */
export function answersAt(url: string, isReady: (status: number) => boolean = () => true): Promise<boolean> {
  return new Promise(resolve => {
    const request = http.get(url, { agent: false }, response => {
      response.resume()
      resolve(isReady(response.statusCode ?? 500))
    })
    request.on(`error`, () => resolve(false))
    request.setTimeout(2000, () => request.destroy())
  })
}
