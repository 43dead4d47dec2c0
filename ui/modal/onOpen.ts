import type { AppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { slotModule } from '../slots/slotModules.js'

/**
 * What the modal's element starts as it opens on Connect (the press or the open call, never before), a
 * small chunk of its own beside the first view and the content's chunk: the registry's recommended
 * request leaves as soon as its chunk is in (one per instance, as Connect's own ask), and the connect
 * methods' chunks load with it (this chunk arrives after the press, whose task drew the first view), so
 * neither waits for the content to mount.
 */
export function onOpen(appKit: AppKit): void {
  const kernel = kernelOf(appKit)
  if (kernel.router.view.peek() !== 'Connect') return
  // The registry's fetchers come with the services API client: a chunk of their own, shared with the content.
  void import('../bridge/registryFetchers.js').then((registry) => registry.requestRecommended(kernel))
  // The connect methods' chunks, through the page's one load per slot: a method whose chunk is in by the time
  // Connect renders shows in that render, not a frame later (a failure is LazySlot's to report).
  for (const slot of kernel.slots.entries.connectMethod.peek()) slotModule(slot.load).catch(() => undefined)
}
