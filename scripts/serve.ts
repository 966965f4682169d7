import { startStaticServer } from "./static-server"

// `npm start` (after the build): serves public/ like a host with the build's redirect rules, on PORT
// (default 9000). `npm run serve -- --bucket` serves it like a plain bucket instead (stubs and 404.html).

const port = Number(process.env.PORT ?? 9000)
const mode = process.argv.includes(`--bucket`) ? `bucket` : `hosted`
startStaticServer({ root: `public`, port, mode }).then(server => {
  console.log(`Serving the production build at ${server.url}/documentation/ (${mode}; Ctrl+C stops)`)
})
