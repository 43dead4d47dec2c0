import type { LocalizedText } from '../plugins/slots.js'
import type { ViewName } from './views.js'

/** A lazy view module; the kernel never looks inside (the UI knows what a component is). */
export type ViewLoader = () => Promise<unknown>

/** What the modal shows of a view before it loads: the header's title. */
export type ViewOptions = { title?: LocalizedText | undefined }

/** One registration: loadView (the modal's content) calls the loader once and keeps its promise here. */
export type RegisteredView = {
  loader: ViewLoader
  title: LocalizedText | undefined
  loaded?: Promise<unknown>
}

export type ViewRegistry = {
  /** Records a loader without calling it; returns a function that unregisters it. */
  register(name: ViewName, loader: ViewLoader, options?: ViewOptions): () => void
  has(name: ViewName): boolean
  /** The registration of a view, if a plugin registered it. */
  get(name: ViewName): RegisteredView | undefined
  names(): ViewName[]
}

export function createViewRegistry(): ViewRegistry {
  const views = new Map<ViewName, RegisteredView>()
  return {
    register(name, loader, options) {
      if (views.has(name)) console.warn(`[appkit] view "${name}" registered twice: the last one wins`)
      views.set(name, { loader, title: options?.title })
      return () => {
        if (views.get(name)?.loader === loader) views.delete(name)
      }
    },
    has: (name) => views.has(name),
    get: (name) => views.get(name),
    names: () => [...views.keys()],
  }
}
