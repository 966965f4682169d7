/** A short barrel (house style): browser hooks live in src/browser/. */
export { onClientEntry } from "./src/browser"
