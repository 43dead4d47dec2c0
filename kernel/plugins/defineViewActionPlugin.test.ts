import { describe, expect, it } from 'vitest'
import type { AttachContext, PluginContext } from './context.js'
import { defineViewActionPlugin } from './defineViewActionPlugin.js'

/** An attach context that records what a plugin registers (only what attach uses). */
function attachContext(instance: object) {
  const views = new Map<string, { loader: () => Promise<unknown>; title: unknown }>()
  const actions: unknown[] = []
  const ctx = {
    instance,
    views: {
      register(name: string, loader: () => Promise<unknown>, options?: { title?: unknown }) {
        views.set(name, { loader, title: options?.title })
        return () => views.delete(name)
      },
    },
    slots: {
      accountAction(entry: unknown) {
        actions.push(entry)
        return () => actions.splice(actions.indexOf(entry), 1)
      },
    },
  }
  return { ctx: ctx as unknown as AttachContext<undefined>, views, actions }
}

describe('defineViewActionPlugin', () => {
  it('registers the Account action and the view, loads nothing before the view is shown, then makes it once per instance', async () => {
    let loads = 0
    const made: object[] = []
    const plugin = defineViewActionPlugin({
      name: 'demo',
      feature: 'send',
      view: 'Account',
      title: 'Demo',
      action: { label: 'Do it', icon: '↑' },
      load: async () => {
        loads++
        return (ctx) => {
          made.push(ctx.instance)
          return `view of ${made.length}`
        }
      },
    })
    expect(plugin).toMatchObject({ name: 'demo', features: ['send'] })
    const first = attachContext({})
    const detach = plugin.attach?.(first.ctx)
    expect(first.actions).toEqual([
      { id: 'demo', feature: 'send', label: 'Do it', icon: '↑', view: 'Account' },
    ])
    expect(first.views.get('Account')?.title).toBe('Demo')
    expect(loads).toBe(0)
    const shown = first.views.get('Account')?.loader()
    await plugin.setup({ instance: first.ctx.instance } as PluginContext<undefined>)
    expect(await shown).toEqual({ default: 'view of 1' })
    expect(await first.views.get('Account')?.loader()).toEqual({ default: 'view of 1' })
    expect(loads).toBe(1)
    // A second instance of the same plugin object gets its own view, from its own setup context.
    const second = attachContext({})
    plugin.attach?.(second.ctx)
    await plugin.setup({ instance: second.ctx.instance } as PluginContext<undefined>)
    expect(await second.views.get('Account')?.loader()).toEqual({ default: 'view of 2' })
    expect(made).toEqual([first.ctx.instance, second.ctx.instance])
    if (typeof detach === 'function') detach()
    expect([first.actions, first.views.size]).toEqual([[], 0])
  })

  it('tries a failed load again on the next show', async () => {
    let attempt = 0
    const plugin = defineViewActionPlugin({
      name: 'flaky',
      feature: 'send',
      view: 'Account',
      title: 'Flaky',
      action: { label: 'Flaky', icon: '⇄' },
      load: async () => {
        attempt++
        if (attempt === 1) throw new Error('chunk failed to load')
        return () => 'loaded'
      },
    })
    const { ctx, views } = attachContext({})
    plugin.attach?.(ctx)
    await plugin.setup({ instance: ctx.instance } as PluginContext<undefined>)
    await expect(views.get('Account')?.loader()).rejects.toThrow('chunk failed to load')
    expect(await views.get('Account')?.loader()).toEqual({ default: 'loaded' })
  })
})
