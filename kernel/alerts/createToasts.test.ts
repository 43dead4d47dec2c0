import { describe, expect, it } from 'vitest'
import type { Timers } from '../router/timers.js'
import { createToasts } from './createToasts.js'

function manualTimer() {
  let time = 0
  const queue = new Map<number, { at: number; run: () => void }>()
  let nextId = 1
  const timer: Timers = {
    setTimeout(run, ms) {
      const id = nextId++
      queue.set(id, { at: time + ms, run })
      return id
    },
    clearTimeout: (id) => void queue.delete(id as number),
  }
  const advance = (ms: number) => {
    time += ms
    for (const [id, task] of [...queue].sort((a, b) => a[1].at - b[1].at)) {
      if (task.at > time) continue
      queue.delete(id)
      task.run()
    }
  }
  return { timer, advance }
}

describe('createToasts', () => {
  it('a success or error toast hides itself after 6 s; a loading toast and one with a link stay', () => {
    const { timer, advance } = manualTimer()
    const toasts = createToasts({ timers: timer })
    toasts.success('Settings saved')
    advance(5_999)
    expect(toasts.current.value?.message).toBe('Settings saved')
    advance(1)
    expect(toasts.current.value).toBeUndefined()
    toasts.error('Error signing message')
    advance(6_000)
    expect(toasts.current.value).toBeUndefined()
    toasts.loading('Authenticating...')
    advance(60_000)
    expect(toasts.current.value?.variant).toBe('loading')
    toasts.show({
      variant: 'success',
      message: 'Sent',
      link: { href: 'https://explorer.test/tx/0x1', label: 'View' },
    })
    advance(60_000)
    expect(toasts.current.value?.message).toBe('Sent')
  })

  it("a replaced toast's hide timer does not hide its replacement early", () => {
    const { timer, advance } = manualTimer()
    const toasts = createToasts({ timers: timer })
    toasts.success('first')
    advance(5_000)
    toasts.success('second')
    advance(150)
    expect(toasts.current.value?.message).toBe('second')
    advance(5_999)
    expect(toasts.current.value?.message).toBe('second')
    advance(1)
    expect(toasts.current.value).toBeUndefined()
  })

  it('a toast may carry a link (a sent transaction on the explorer)', () => {
    const toasts = createToasts({ timers: manualTimer().timer })
    const link = { href: 'https://explorer.test/tx/0xabc', label: 'View on explorer' }
    toasts.show({ variant: 'success', message: 'Sent 1 ETH', link })
    expect(toasts.current.value).toEqual({ variant: 'success', message: 'Sent 1 ETH', link })
  })

  it('toasts have states loading, success, error', () => {
    const toasts = createToasts({ timers: manualTimer().timer })
    toasts.loading('Authenticating...')
    expect(toasts.current.value).toEqual({ message: 'Authenticating...', variant: 'loading' })
    toasts.hide()
    toasts.error('Error signing message')
    expect(toasts.current.value?.variant).toBe('error')
  })

  it('a new toast replaces an open one after 150 ms', () => {
    const { timer, advance } = manualTimer()
    const toasts = createToasts({ timers: timer })
    toasts.loading('Authenticating...')
    toasts.success('Signed in')
    expect(toasts.current.value).toBeUndefined()
    advance(149)
    expect(toasts.current.value).toBeUndefined()
    advance(1)
    expect(toasts.current.value).toEqual({ message: 'Signed in', variant: 'success' })
  })

  it('during a swap only the newest message is shown, still after the delay', () => {
    const { timer, advance } = manualTimer()
    const toasts = createToasts({ timers: timer })
    toasts.loading('one')
    toasts.success('two')
    advance(100)
    toasts.error('three')
    expect(toasts.current.value).toBeUndefined()
    advance(149)
    expect(toasts.current.value).toBeUndefined()
    advance(1)
    expect(toasts.current.value).toEqual({ message: 'three', variant: 'error' })
  })

  it('hide cancels a pending swap', () => {
    const { timer, advance } = manualTimer()
    const toasts = createToasts({ timers: timer })
    toasts.loading('one')
    toasts.success('two')
    toasts.hide()
    advance(500)
    expect(toasts.current.value).toBeUndefined()
  })

  it('fits the plugin context: show({ variant, message }) and hide()', () => {
    type ToastsAccess = {
      show(toast: { variant: 'loading' | 'success' | 'error'; message: string }): void
      hide(): void
    }
    const toasts = createToasts({ timers: manualTimer().timer })
    const access: ToastsAccess = toasts
    access.show({ variant: 'success', message: 'Copied' })
    expect(toasts.current.value).toEqual({ message: 'Copied', variant: 'success' })
  })
})
