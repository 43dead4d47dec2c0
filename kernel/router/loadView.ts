import type { ViewRegistry } from './viewRegistry.js'
import type { ViewName } from './views.js'

/**
 * Calls a registered view's loader once and keeps its promise (a view registered again loads anew).
 * Only the modal's content loads views, so this is not in the first bundle.
 */
export function loadView(views: ViewRegistry, name: ViewName): Promise<unknown> {
  const view = views.get(name)
  if (!view) return Promise.reject(new Error(`No view registered for "${name}"`))
  view.loaded ??= view.loader()
  return view.loaded
}
