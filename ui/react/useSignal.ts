import type { ReadonlySignal } from '@preact/signals-core'
import { useCallback, useSyncExternalStore } from 'react'

/** Reads a signal in React and re-renders when it changes; the server snapshot is the current value. */
export function useSignal<value>(source: ReadonlySignal<value>): value {
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
  return useSyncExternalStore(subscribe, read, read)
}
