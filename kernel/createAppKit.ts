import { signal } from '@preact/signals-core'
import { type AppKitConfig, type AppKitConfigInput, configSchema } from './config/schema.js'

export type AppKitState = { open: boolean }

export type AppKit = {
  readonly config: AppKitConfig
  open(): void
  close(): void
  getState(): AppKitState
  subscribe(listener: (state: AppKitState) => void): () => void
}

export function createAppKit(input: AppKitConfigInput): AppKit {
  const config = configSchema.parse(input)
  const open = signal(false)
  const getState = (): AppKitState => ({ open: open.value })
  return {
    config,
    open: () => {
      open.value = true
    },
    close: () => {
      open.value = false
    },
    getState,
    subscribe: (listener) => {
      let first = true
      return open.subscribe(() => {
        if (first) {
          first = false
          return
        }
        listener(getState())
      })
    },
  }
}
