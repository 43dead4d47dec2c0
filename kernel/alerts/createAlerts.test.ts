import { effect } from '@preact/signals-core'
import { describe, expect, it, vi } from 'vitest'
import { createAlerts } from './createAlerts.js'
import { defineAlert } from './defineAlert.js'

describe('createAlerts', () => {
  it('shows an alert with its placeholders filled, and dismisses it', () => {
    const alerts = createAlerts()
    const seen: (string | undefined)[] = []
    const stop = effect(() => {
      seen.push(alerts.current.value?.message)
    })
    alerts.show('serverError', { detail: 'HTTP status code: 500' })
    expect(alerts.current.value).toEqual({
      code: 'serverError',
      message: 'Server Error',
      detail: 'Failed to get App Configuration HTTP status code: 500',
      variant: 'error',
    })
    alerts.dismiss()
    stop()
    expect(seen).toEqual([undefined, 'Server Error', undefined])
  })

  it('an alert marked once is shown once', () => {
    const alerts = createAlerts()
    expect(alerts.show('invalidAppConfiguration', { origin: 'https://a.example' })).toBe(true)
    alerts.dismiss()
    expect(alerts.show('invalidAppConfiguration', { origin: 'https://a.example' })).toBe(false)
    expect(alerts.current.value).toBeUndefined()
    expect(alerts.show('networkNotFound')).toBe(true)
    expect(alerts.show('networkNotFound')).toBe(true)
  })

  it('two instances do not share state or once-memory', () => {
    const first = createAlerts()
    const second = createAlerts()
    first.show('invalidAppConfiguration')
    expect(second.current.value).toBeUndefined()
    expect(second.show('invalidAppConfiguration')).toBe(true)
  })

  it("a plugin's own alert marked once (defineAlert) shows once per instance, by its code", () => {
    const alerts = createAlerts()
    const refused = defineAlert({ code: 'pluginRefused', variant: 'error', message: 'Refused', once: true })
    expect(alerts.show(refused)).toBe(true)
    alerts.dismiss()
    expect(alerts.show(refused)).toBe(false)
    expect(alerts.current.value).toBeUndefined()
    expect(createAlerts().show(refused)).toBe(true)
  })

  it('Multi-Wallet Not Enabled is an info alert with a hint to enable it in the project configuration', () => {
    const alerts = createAlerts()
    alerts.show('multiWalletNotEnabled')
    expect(alerts.current.value?.variant).toBe('info')
    expect(alerts.current.value?.detail).toContain('Enable it in the project configuration')
  })
})

describe('the debug switch', () => {
  it('with debug off an alert is written to the console and the modal shows none; once alerts still count', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let debug = false
    const alerts = createAlerts({ debug: () => debug })
    expect(alerts.show('originNotAllowed', { origin: 'https://shop.example', projectId: 'shop' })).toBe(true)
    // Once per instance: every refused request reports it, the user reads it once.
    expect(alerts.show('originNotAllowed', { origin: 'https://shop.example', projectId: 'shop' })).toBe(false)
    alerts.show({ variant: 'error', message: 'appkit could not start', detail: 'bad config' })
    expect(alerts.current.value).toBeUndefined()
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[appkit] Origin Not Allowed: Origin https://shop.example is not on the allow list. Add it to the allowed origins of your project: appkit admin add-origin shop https://shop.example',
      '[appkit] appkit could not start: bad config',
    ])
    alerts.show('invalidAppConfiguration')
    debug = true
    expect(alerts.show('invalidAppConfiguration')).toBe(false)
    alerts.show('networkNotFound')
    expect(alerts.current.value?.message).toBe('Network Not Found')
    warn.mockRestore()
  })
})

describe('custom alerts', () => {
  it('a plugin may show a message it words itself', () => {
    const alerts = createAlerts()
    alerts.show({ variant: 'success', message: 'Copied', detail: 'Address copied', code: 'COPY' })
    expect(alerts.current.value).toEqual({
      variant: 'success',
      message: 'Copied',
      detail: 'Address copied',
      code: 'COPY',
    })
  })

  it('show() also takes a worded alert, so the plugin context can use it directly', () => {
    type AlertsAccess = {
      show(alert: {
        variant: 'info' | 'success' | 'warning' | 'error'
        message: string
        detail?: string
      }): void
    }
    const alerts = createAlerts()
    const access: AlertsAccess = alerts
    access.show({ variant: 'warning', message: 'Heads up', detail: 'Something to know' })
    expect(alerts.current.value?.variant).toBe('warning')
    expect(alerts.current.value?.message).toBe('Heads up')
  })
})
