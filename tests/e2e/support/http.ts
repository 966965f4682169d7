import http from "http"

// Plain HTTP, as a crawler or `curl` sees the site: no JavaScript, redirects not followed.
// One keep-alive agent per run, a few requests at a time.

export interface HttpAnswer {
  status: number
  location?: string
  headers: http.IncomingHttpHeaders
  body: string
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })

export function get(origin: string, target: string, method = `GET`): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${target}`, { method, agent }, response => {
      const chunks: Array<Buffer> = []
      response.on(`data`, chunk => chunks.push(chunk))
      response.on(`end`, () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(`utf8`),
        }),
      )
    })
    request.on(`error`, reject)
    request.end()
  })
}

/** Runs `task` over `items`, `concurrency` at a time, collecting the results in order. */
export async function mapConcurrently<T, R>(
  items: ReadonlyArray<T>,
  concurrency: number,
  task: (item: T) => Promise<R>,
) {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index])
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

export function closeAgent(): void {
  agent.destroy()
}
