import { expect, it, vi } from 'vitest'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import { EmbeddedLoadError } from './loadError.js'
import { startSocialLoginIn } from './SocialSignIn.js'

const popupOf = () => ({ closed: false, close: vi.fn(), location: { href: 'about:blank' } })

it("closes the popup the click opened when the connector never comes (the embedded wallet's code did not load)", async () => {
  const popup = popupOf()
  const failure = new EmbeddedLoadError({
    cause: new TypeError('Failed to fetch dynamically imported module'),
  })
  await expect(startSocialLoginIn(() => Promise.reject(failure), 'github', popup)).rejects.toBe(failure)
  expect(popup.close).toHaveBeenCalledOnce()
})

it('hands the popup to the login once the connector is there, and leaves closing it to the login', async () => {
  const popup = popupOf()
  const startSocialLogin = vi.fn(async () => undefined)
  const connector = { startSocialLogin } as unknown as EmbeddedConnector
  await startSocialLoginIn(async () => connector, 'google', popup)
  expect(startSocialLogin).toHaveBeenCalledWith('google', popup)
  expect(popup.close).not.toHaveBeenCalled()
  // A Telegram webview has no popup: a connector that never comes fails with nothing to close.
  await expect(startSocialLoginIn(() => Promise.reject(new Error('no')), 'x', null)).rejects.toThrow('no')
})
