import { expect, it, vi } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { EMBEDDED_CONNECTOR_ID, embeddedWallet } from '../../plugins/embedded-wallet/index.js'
import { localNetworks } from '../fixtures/evmNetworks.js'
import { createMemoryPersistence } from '../support/kernelTesting.js'

it("a setup that makes no connector (no secure site) fails the login waiting for it with 'No auth connector found' (spec 8), instead of waiting for ever", async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const appKit = createAppKit(
    {
      projectId: 'p',
      networks: localNetworks(['http://127.0.0.1:1']),
      plugins: [embeddedWallet()],
    },
    { storage: createMemoryPersistence() },
  )
  const kernel = kernelOf(appKit)
  await kernel.ready()
  expect(kernel.plugins.value.find((entry) => entry.name === 'embedded-wallet')?.status).toBe('failed')
  // The cause goes to the console for the developer; the person sees the catalogue's text.
  expect(String(consoleError.mock.calls[0]?.[1])).toContain('embedded-wallet: no secure site')
  const connector = kernel.connectors.get(EMBEDDED_CONNECTOR_ID)
  await expect(connector?.connect({})).rejects.toMatchObject({
    name: 'NoAuthConnectorError',
    shortMessage: 'No auth connector found',
  })
  // Through the kernel's connect, the spec's 'Failed to connect' wraps it.
  await expect(kernel.connection.connect({ connectorId: EMBEDDED_CONNECTOR_ID })).rejects.toMatchObject({
    shortMessage: 'Failed to connect',
    cause: { shortMessage: 'No auth connector found' },
  })
  consoleError.mockRestore()
  appKit.destroy()
})

it('invalid plugin options (the kernel then never runs setup) fail the login waiting for the connector with the options error, instead of waiting for ever', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const appKit = createAppKit(
    {
      projectId: 'p',
      networks: localNetworks(['http://127.0.0.1:1']),
      endpoints: { secureSite: 'http://127.0.0.1:9' },
      // Not an http(s) URL: the plugin's options schema refuses it.
      plugins: [embeddedWallet({ secureSite: 'javascript:alert(1)' })],
    },
    { storage: createMemoryPersistence() },
  )
  const kernel = kernelOf(appKit)
  await kernel.ready()
  const status = kernel.plugins.value.find((entry) => entry.name === 'embedded-wallet')
  expect(status).toMatchObject({ status: 'failed', error: { name: 'PluginOptionsError' } })
  const connector = kernel.connectors.get(EMBEDDED_CONNECTOR_ID)
  await expect(connector?.connect({})).rejects.toMatchObject({
    name: 'PluginOptionsError',
    shortMessage: 'Plugin "embedded-wallet" has invalid options',
    details: expect.stringContaining('secureSite must be an http(s) URL'),
  })
  consoleError.mockRestore()
  appKit.destroy()
})
