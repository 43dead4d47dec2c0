import type { LocalizedText } from '../plugins/slots.js'
import type { ViewName } from './views.js'

/** A lazy view module; the kernel never looks inside (the UI knows what a component is). */
export type ViewLoader = () => Promise<unknown>

/** What the modal shows of a view before it loads: the header's title. */
export type ViewOptions = { title?: LocalizedText | undefined }

export type ViewRegistry = {
  /** Records a loader without calling it; returns a function that unregisters it. */
  register(name: ViewName, loader: ViewLoader, options?: ViewOptions): () => void
  has(name: ViewName): boolean
  /** The title a plugin gave its view, if any. */
  titleOf(name: ViewName): LocalizedText | undefined
  /** Calls the loader once and caches its promise. */
  load(name: ViewName): Promise<unknown>
  names(): ViewName[]
}

export function createViewRegistry(): ViewRegistry {
  const loaders = new Map<ViewName, ViewLoader>()
  const loaded = new Map<ViewName, Promise<unknown>>()
  const titles = new Map<ViewName, LocalizedText>()
  return {
    register(name, loader, options) {
      if (loaders.has(name)) console.warn(`[appkit] view "${name}" registered twice: the last one wins`)
      loaders.set(name, loader)
      loaded.delete(name)
      if (options?.title) titles.set(name, options.title)
      else titles.delete(name)
      return () => {
        if (loaders.get(name) !== loader) return
        loaders.delete(name)
        loaded.delete(name)
        titles.delete(name)
      }
    },
    has: (name) => loaders.has(name),
    titleOf: (name) => titles.get(name),
    load(name) {
      const cached = loaded.get(name)
      if (cached) return cached
      const loader = loaders.get(name)
      if (!loader) return Promise.reject(new Error(`No view registered for "${name}"`))
      const promise = loader()
      loaded.set(name, promise)
      return promise
    },
    names: () => [...loaders.keys()],
  }
}
