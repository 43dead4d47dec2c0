import { afterEach, expect, it, vi } from 'vitest'
import { createConsoleAlerts, createGlobalHttp } from './fallbacks.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

it('the default http looks fetch up only when a request is made', async () => {
  const http = createGlobalHttp()
  const fetch = vi.fn(async () => new Response('ok'))
  vi.stubGlobal('fetch', fetch)
  expect(fetch).not.toHaveBeenCalled()
  await expect((await http.fetch('https://example.test')).text()).resolves.toBe('ok')
  expect(fetch).toHaveBeenCalledOnce()
})

it('the default alerts print errors as warnings and info as info', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const info = vi.spyOn(console, 'info').mockImplementation(() => {})
  const alerts = createConsoleAlerts()
  alerts.show({ variant: 'error', message: 'Network Not Found', detail: 'add it' })
  alerts.show({ variant: 'info', message: 'Multi-Wallet Not Enabled' })
  expect(warn).toHaveBeenCalledWith('[appkit] Network Not Found: add it')
  expect(info).toHaveBeenCalledWith('[appkit] Multi-Wallet Not Enabled')
})
