import { serveArguments } from "./cli/arguments"
import { runCommand } from "./cli/command-line"
import { startStaticServer } from "./static-server"

// `npm start` (after the build): serves public/ like a host with the build's redirect rules, on PORT
// (default 9000). `npm run serve -- --bucket` serves it like a plain bucket instead (stubs and 404.html).

const port = Number(process.env.PORT ?? 9000)
runCommand(async args => {
  const { mode } = serveArguments(args)
  const server = await startStaticServer({ root: `public`, port, mode })
  console.log(`Serving the production build at ${server.url}/documentation/ (${mode}; Ctrl+C stops)`)
})
