import { type ComponentType, useEffect, useState } from 'react'
import type { SlotModuleLoader } from '../../kernel/plugins/slots.js'
import { isViewModule } from '../modal/viewModules.js'
import { Skeleton } from '../primitives/Skeleton.js'
import { slotModule } from './slotModules.js'

// One component per loader, shared by every render and every modal of the page.
const loaded = new WeakMap<SlotModuleLoader, Promise<ComponentType>>()

function load(loader: SlotModuleLoader): Promise<ComponentType> {
  let pending = loaded.get(loader)
  if (!pending) {
    pending = slotModule(loader).then((module) => {
      if (!isViewModule(module)) throw new Error('a slot module must export its component as default')
      return module.default as ComponentType
    })
    loaded.set(loader, pending)
  }
  return pending
}

/** Renders what a plugin put in a slot once its chunk has loaded; a skeleton until then. */
export function LazySlot({ loader, height = 48 }: { loader: SlotModuleLoader; height?: number | undefined }) {
  const [Component, setComponent] = useState<ComponentType | undefined>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    load(loader).then(
      (component) => current && setComponent(() => component),
      (error: unknown) => {
        console.error('[appkit] a plugin slot failed to load', error)
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [loader])
  if (failed) return null
  return Component ? <Component /> : <Skeleton height={height} />
}
