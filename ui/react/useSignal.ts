import type { ReadonlySignal } from '@preact/signals-core'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Reads a signal in React and re-renders when it changes. During server rendering and hydration React
 * uses `serverValue` (the state a server can know), so a session restored from storage on the client
 * never causes a hydration mismatch; the client value follows right after hydration.
 */
export function useSignal<value>(source: ReadonlySignal<value>, serverValue?: () => value): value {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true
      return source.subscribe(() => {
        if (first) {
          first = false
          return
        }
        onChange()
      })
    },
    [source],
  )
  const read = () => source.peek()
  return useSyncExternalStore(subscribe, read, serverValue ?? read)
}
