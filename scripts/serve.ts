import { startStaticServer } from "./static-server"

/** `npm start`: serves the production build like a plain static host and prints its address. */
const port = Number(process.env.PORT ?? 9000)
startStaticServer({ root: `public`, port }).then(server => {
  console.log(`Serving the production build at ${server.url}/documentation/ (Ctrl+C stops)`)
})
