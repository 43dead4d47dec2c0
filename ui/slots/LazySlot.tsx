import { type ComponentType, useEffect, useState } from 'react'
import type { SlotModuleLoader } from '../../kernel/plugins/slots.js'
import { isViewModule } from '../modal/viewModules.js'
import { Skeleton } from '../primitives/Skeleton.js'
import { settledValueOf } from '../react/settledValue.js'
import { slotModule } from './slotModules.js'

function componentOf(module: unknown): ComponentType {
  if (!isViewModule(module)) throw new Error('a slot module must export its component as default')
  return module.default as ComponentType
}

/** The slot's component once its chunk is in (the open starts it: ui/modal/onOpen.ts), else undefined. */
function loadedComponent(loader: SlotModuleLoader): ComponentType | undefined {
  const module = settledValueOf(slotModule(loader))
  return module && isViewModule(module.value) ? (module.value.default as ComponentType) : undefined
}

/**
 * Renders what a plugin put in a slot once its chunk has loaded; a skeleton until then. A chunk already in
 * shows in the slot's first render, not a frame later through an effect.
 */
export function LazySlot({ loader, height = 48 }: { loader: SlotModuleLoader; height?: number | undefined }) {
  const [Component, setComponent] = useState<ComponentType | undefined>(() => loadedComponent(loader))
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    slotModule(loader)
      .then(componentOf)
      .then(
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
