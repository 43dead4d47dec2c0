import { expect, it } from 'vitest'
import { loadServices, ServicesMissingError } from './loadServices.js'

it('loads the services package (the workspace in this repo) with what appkit dev and appkit admin run', async () => {
  const services = await loadServices('appkit dev')
  expect(typeof services.startDevStack).toBe('function')
  expect(typeof services.runAdminCommand).toBe('function')
})

it('says which package to install when it is absent', async () => {
  const loading = loadServices('appkit dev', 'walletdock-services-not-installed')
  await expect(loading).rejects.toBeInstanceOf(ServicesMissingError)
  await expect(loading).rejects.toThrow(
    'the self-hosted services are a separate package, walletdock-services-not-installed: install it with "npm install -D walletdock-services-not-installed@0.1.0" (appkit init adds it), then run appkit dev again',
  )
})
