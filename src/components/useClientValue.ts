import { useSyncExternalStore } from "react"

const subscribeNever = () => () => undefined

/**
 * A value only the browser knows, such as its address: undefined while the server renders and while
 * React hydrates (one HTML file serves many addresses), then `read()`'s value, read on every render.
 */
export function useClientValue<T extends string | number | boolean | undefined>(
  read: () => T,
): T | undefined {
  return useSyncExternalStore(subscribeNever, read, () => undefined)
}
