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
