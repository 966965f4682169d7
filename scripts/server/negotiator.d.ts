// negotiator 1.x ships no types and @types/negotiator describes 0.6, without the `preferred` order
// this server relies on; only the part used here is declared.
declare module "negotiator" {
  import type http from "http"

  export default class Negotiator {
    constructor(request: { headers: http.IncomingHttpHeaders })
    /** The best of `available` for the request's Accept-Encoding; `preferred` breaks ties between equal weights. */
    encoding(available: Array<string>, options?: { preferred?: Array<string> }): string | undefined
  }
}
