import { describe, expect, it } from 'vitest'
import { mainnet } from '../networks/index.js'
import { definePlugin } from '../plugins/definePlugin.js'
import { withConfigDefaults } from './defaults.js'
import { parseConfig } from './parseConfig.js'

describe('withConfigDefaults', () => {
  it('fills in exactly the defaults the schema fills in', () => {
    const minimal = { projectId: 'p', networks: [mainnet] }
    expect(withConfigDefaults(minimal)).toEqual(parseConfig(minimal))
  })

  it('keeps what the integrator set, and a field set to undefined takes its default as in the schema', () => {
    const plugin = definePlugin({ name: 'x', kind: 'feature', setup() {} })
    const input = {
      projectId: 'p',
      networks: [mainnet],
      plugins: [plugin],
      themeMode: undefined,
      features: { multiWallet: true, email: undefined },
      endpoints: { api: 'http://127.0.0.1:4000' },
      enableReconnect: false,
    }
    expect(withConfigDefaults(input)).toEqual(parseConfig(input))
  })

  it('never throws on a config that is not one, so a production page keeps running until it is checked', () => {
    const broken = withConfigDefaults({ networks: 'mainnet', plugins: 3, features: null } as never)
    expect(broken.networks).toEqual([])
    expect(broken.plugins).toEqual([])
    expect(broken.features.multiWallet).toBe(false)
    expect(withConfigDefaults(undefined as never).themeMode).toBe('system')
  })
})
