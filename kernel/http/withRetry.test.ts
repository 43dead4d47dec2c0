import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RetryEnvironment } from './retryEnvironment.js'
import { retryDelayMs, withRetry } from './withRetry.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function fakeEnvironment() {
  const listeners = new Set<() => void>()
  const state = { online: true, visible: true }
  const environment: RetryEnvironment = {
    isOnline: () => state.online,
    isVisible: () => state.visible,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const change = (next: Partial<typeof state>) => {
    Object.assign(state, next)
    for (const listener of [...listeners]) listener()
  }
  return { environment, change, listeners }
}

function failing(times: number) {
  const attempts: number[] = []
  const run = vi.fn(async (attempt: number) => {
    attempts.push(Date.now())
    if (attempt < times) throw new Error(`fail ${attempt}`)
    return 'ok'
  })
  return { run, attempts }
}

describe('withRetry', () => {
  it('backs off by doubling from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => retryDelayMs(retry))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })

  it('3 retries by default, with 1 s, 2 s, 4 s between attempts', async () => {
    const { environment } = fakeEnvironment()
    const { run, attempts } = failing(3)
    const start = Date.now()
    const result = withRetry(run, { environment })
    await vi.runAllTimersAsync()
    await expect(result).resolves.toBe('ok')
    expect(attempts.map((time) => time - start)).toEqual([0, 1000, 3000, 7000])
  })

  it('gives up with the last error after the retries', async () => {
    const { environment } = fakeEnvironment()
    const { run } = failing(10)
    const result = withRetry(run, { environment, retries: 2 })
    const settled = expect(result).rejects.toThrow('fail 2')
    await vi.runAllTimersAsync()
    await settled
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('does not retry an error shouldRetry refuses', async () => {
    const { environment } = fakeEnvironment()
    const { run } = failing(10)
    const result = withRetry(run, { environment, shouldRetry: () => false })
    await expect(result).rejects.toThrow('fail 0')
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('requests are paused when offline and resume on online', async () => {
    const { environment, change } = fakeEnvironment()
    change({ online: false })
    const { run } = failing(0)
    const result = withRetry(run, { environment })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run).not.toHaveBeenCalled()
    change({ online: true })
    await expect(result).resolves.toBe('ok')
  })

  it('requests are paused while the document is hidden and resume on visibilitychange', async () => {
    const { environment, change } = fakeEnvironment()
    const { run } = failing(1)
    const result = withRetry(run, { environment })
    await vi.advanceTimersByTimeAsync(0)
    change({ visible: false })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(run).toHaveBeenCalledTimes(1)
    change({ visible: true })
    await expect(result).resolves.toBe('ok')
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('requests can be cancelled, while waiting or while paused', async () => {
    const { environment, change, listeners } = fakeEnvironment()
    const waiting = new AbortController()
    const { run } = failing(10)
    const first = withRetry(run, { environment, signal: waiting.signal })
    const firstSettled = expect(first).rejects.toThrow('stop')
    await vi.advanceTimersByTimeAsync(500)
    waiting.abort(new Error('stop'))
    await firstSettled
    expect(run).toHaveBeenCalledTimes(1)

    change({ online: false })
    const paused = new AbortController()
    const second = withRetry(run, { environment, signal: paused.signal })
    paused.abort(new Error('stop paused'))
    await expect(second).rejects.toThrow('stop paused')
    expect(listeners.size).toBe(0)
  })
})
