import type { HookHandler, HookName, HookPayloads, LifecycleEvent } from './types.js'

export type Hooks = {
  /** Adds a handler; returns a function that removes it. */
  on<name extends HookName>(name: name, handler: HookHandler<name>): () => void
  /** Runs the handlers in registration order, awaiting each; a throwing handler is reported, not fatal. */
  emit<name extends HookName>(name: name, payload: HookPayloads[name]): Promise<void>
  /** Read-only feed of every emitted hook. */
  subscribe(listener: (event: LifecycleEvent) => void): () => void
  clear(): void
}

export type CreateHooksParameters = { now?: () => number }

export function createHooks({ now = Date.now }: CreateHooksParameters = {}): Hooks {
  const handlers = new Map<HookName, Set<HookHandler<HookName>>>()
  const listeners = new Set<(event: LifecycleEvent) => void>()

  async function report(error: unknown, source: string, from: HookName) {
    console.error(`[appkit] ${source} failed`, error)
    // A failing error handler is only logged, so reporting can never loop.
    if (from !== 'error') await emit('error', { error, source })
  }

  async function emit<name extends HookName>(name: name, payload: HookPayloads[name]): Promise<void> {
    // Frozen so a listener reading events cannot change what the next handler sees.
    const event = Object.freeze({
      name,
      payload: Object.freeze({ ...payload }),
      timestamp: now(),
    }) as unknown as LifecycleEvent
    for (const listener of [...listeners]) {
      try {
        listener(event)
      } catch (error) {
        console.error(`[appkit] event listener failed on "${name}"`, error)
      }
    }
    for (const handler of [...(handlers.get(name) ?? [])]) {
      try {
        await (handler as HookHandler<name>)(event.payload as HookPayloads[name])
      } catch (error) {
        await report(error, `hook "${name}"`, name)
      }
    }
  }

  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set()
      handlers.set(name, set)
      // Wrapped so the same function registered twice runs twice and unsubscribes separately.
      const entry: HookHandler<HookName> = (payload) => handler(payload as never)
      set.add(entry)
      return () => {
        set.delete(entry)
      }
    },
    emit,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    clear() {
      handlers.clear()
      listeners.clear()
    },
  }
}
