import { redirectFamilies } from "../redirects"

// Prints the redirect families as JSON. `gatsby develop` runs it in a fresh process whenever redirects/
// changes (gatsby/dev-server.ts), so an edit applies without a restart.

process.stdout.write(JSON.stringify(redirectFamilies))
