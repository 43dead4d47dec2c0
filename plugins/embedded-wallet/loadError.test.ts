import { describe, expect, it } from 'vitest'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import { NoAuthConnectorError } from './errors.js'
import { EmbeddedLoadError, orLoadError } from './loadError.js'
import { createLoadFailure } from './loadFailure.js'

describe('orLoadError', () => {
  it("a sign-in form waiting for the connector fails with the catalogue's text when the plugin's code did not load", async () => {
    const importError = new TypeError('Failed to fetch dynamically imported module')
    const chunk = createLoadFailure(() => Promise.reject(importError))
    await chunk.load().catch(() => undefined)
    const connector = orLoadError(() => chunk.failed)
    await expect(connector()).rejects.toBeInstanceOf(EmbeddedLoadError)
    await expect(connector()).rejects.toThrow('Unable to load email login dependency')
    await expect(connector()).rejects.toMatchObject({ cause: importError })
  })

  it("passes the plugin's own errors and a connector as they are", async () => {
    const noConnector = new NoAuthConnectorError()
    await expect(orLoadError(() => Promise.reject(noConnector))()).rejects.toBe(noConnector)
    const connector = { id: 'embedded-wallet.email' } as unknown as EmbeddedConnector
    await expect(orLoadError(async () => connector)()).resolves.toBe(connector)
  })
})
