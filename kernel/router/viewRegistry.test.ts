import { expect, it, vi } from 'vitest'
import { loadView } from './loadView.js'
import { createViewRegistry } from './viewRegistry.js'

it('a registered view is not loaded until the UI needs it, then only once', async () => {
  const registry = createViewRegistry()
  const module = { default: 'SwapView' }
  const loader = vi.fn(async () => module)
  registry.register('TestPluginView', loader)
  expect(loader).not.toHaveBeenCalled()
  expect(registry.has('TestPluginView')).toBe(true)
  await expect(loadView(registry, 'TestPluginView')).resolves.toBe(module)
  await loadView(registry, 'TestPluginView')
  expect(loader).toHaveBeenCalledOnce()
})

it('loading an unregistered view rejects and unregistering removes it', async () => {
  const registry = createViewRegistry()
  const off = registry.register('Networks', async () => ({}))
  off()
  expect(registry.names()).toEqual([])
  await expect(loadView(registry, 'Networks')).rejects.toThrow('No view registered for "Networks"')
})
