import { afterEach, expect, it, vi } from 'vitest'
import { createHooks } from './createHooks.js'

afterEach(() => {
  vi.restoreAllMocks()
})

it('hooks run in registration order and emit awaits async handlers', async () => {
  const hooks = createHooks()
  const order: string[] = []
  hooks.on('close', async () => {
    await Promise.resolve()
    order.push('first')
  })
  hooks.on('close', () => {
    order.push('second')
  })
  await hooks.emit('close', { view: 'Connect' })
  expect(order).toEqual(['first', 'second'])
})

it('a throwing hook is reported to the error hook and console, not fatal', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const hooks = createHooks()
  const failure = new Error('boom')
  const reported: unknown[] = []
  const after = vi.fn()
  hooks.on('error', ({ error, source }) => {
    reported.push([error, source])
  })
  hooks.on('open', () => {
    throw failure
  })
  hooks.on('open', after)
  await expect(hooks.emit('open', { view: 'Connect', namespace: 'eip155' })).resolves.toBeUndefined()
  expect(reported).toEqual([[failure, 'hook "open"']])
  expect(after).toHaveBeenCalledOnce()
  expect(consoleError).toHaveBeenCalledWith('[appkit] hook "open" failed', failure)
})

it('a throwing error hook never breaks the emitter', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const hooks = createHooks()
  const errorHandler = vi.fn(() => {
    throw new Error('error handler fails too')
  })
  hooks.on('error', errorHandler)
  hooks.on('close', () => {
    throw new Error('boom')
  })
  await expect(hooks.emit('close', { view: 'Connect' })).resolves.toBeUndefined()
  expect(errorHandler).toHaveBeenCalledOnce()
})

it('removing a handler stops it and events reach subscribers with a timestamp', async () => {
  const hooks = createHooks({ now: () => 42 })
  const handler = vi.fn()
  const off = hooks.on('disconnected', handler)
  const events: unknown[] = []
  hooks.subscribe((event) => events.push(event))
  off()
  await hooks.emit('disconnected', { namespace: 'solana' })
  expect(handler).not.toHaveBeenCalled()
  expect(events).toEqual([{ name: 'disconnected', payload: { namespace: 'solana' }, timestamp: 42 }])
})

it('subscribeEvents is read-only: a listener cannot change the payload handlers see', async () => {
  const hooks = createHooks()
  hooks.subscribe((event) => {
    expect(() => {
      ;(event.payload as { namespace: string }).namespace = 'solana'
    }).toThrow(TypeError)
  })
  const seen: string[] = []
  hooks.on('disconnected', ({ namespace }) => {
    seen.push(namespace)
  })
  await hooks.emit('disconnected', { namespace: 'eip155' })
  expect(seen).toEqual(['eip155'])
})
