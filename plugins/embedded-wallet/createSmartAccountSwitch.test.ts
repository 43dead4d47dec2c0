import { describe, expect, it, vi } from 'vitest'
import type { PluginContext } from 'walletdock/plugin'
import { PREFERRED_ACCOUNT_TYPE, SMART_ACCOUNT_ENABLED, SMART_ACCOUNT_ENABLED_NETWORKS } from './constants.js'
import { createSmartAccountSwitch } from './createSmartAccountSwitch.js'
import { createEmbeddedState } from './embeddedState.js'
import type { FrameClient } from './frameClient.js'
import type { EmbeddedWalletOptions } from './index.js'

/** The plugin's side only: the secure frame's answers are given per test (the real frame is in embeddedSmartAccount.spec.ts). */
function setup(answers: Record<string, unknown>) {
  const stored = new Map<string, unknown>()
  const tracked: unknown[] = []
  const sent: { name: string; payload: unknown }[] = []
  const writer = { setAccount: vi.fn(async () => {}), setNetworkState: vi.fn() }
  const ctx = {
    storage: {
      get: (key: { name: string }) => stored.get(key.name),
      set: (key: { name: string }, value: unknown) => stored.set(key.name, value),
      remove: (key: { name: string }) => stored.delete(key.name),
    },
    analytics: { track: (event: unknown) => tracked.push(event) },
    writers: { eip155: writer },
  } as unknown as PluginContext<EmbeddedWalletOptions>
  const frame = {
    async request(name: string, payload?: unknown) {
      sent.push({ name, payload })
      const answer = answers[name]
      if (answer === undefined) throw new Error(`no answer for ${name}`)
      if (answer instanceof Error) throw answer
      return answer
    },
  } as unknown as FrameClient
  const state = createEmbeddedState()
  const reconnect = vi.fn(async () => ({}) as never)
  const smart = createSmartAccountSwitch({ ctx, state, frame: async () => frame, reconnect })
  return { smart, state, stored, tracked, sent, writer, reconnect }
}

describe('switching the embedded wallet between eoa and smartAccount', () => {
  it('after a connect, stores the smart-account-enabled flag and networks list and sets them on the network state', async () => {
    const { smart, stored, writer, state } = setup({
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [31337] },
      INIT_SMART_ACCOUNT: { address: '0x1', isDeployed: true },
    })
    await smart.refresh({ accounts: [{ type: 'smartAccount' }] })
    expect(stored.get(SMART_ACCOUNT_ENABLED.name)).toBe(true)
    expect(stored.get(SMART_ACCOUNT_ENABLED_NETWORKS.name)).toEqual([31337])
    expect(state.smartAccountNetworks.value).toEqual([31337])
    expect(writer.setNetworkState).toHaveBeenCalledWith({ smartAccountEnabledNetworks: [31337] })
    expect(writer.setAccount).toHaveBeenCalledWith({ smartAccountDeployed: true })
  })

  it('a secure site that cannot list the networks leaves the login working with smart accounts off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { smart, stored, state } = setup({ GET_SMART_ACCOUNT_ENABLED_NETWORKS: new Error('no route') })
    await smart.refresh({ accounts: [{ type: 'eoa' }] })
    expect(stored.get(SMART_ACCOUNT_ENABLED.name)).toBe(false)
    expect(state.smartAccountNetworks.value).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('switching to a smart account is allowed only when smart accounts are enabled and the current type is eoa', async () => {
    const { smart, state, sent, reconnect } = setup({
      SET_PREFERRED_ACCOUNT: { type: 'smartAccount', address: '0x2' },
    })
    state.chainId.value = 31337
    state.accountType.value = 'eoa'
    state.smartAccountNetworks.value = [31338]
    await expect(smart.setPreferredAccountType('smartAccount')).rejects.toThrow(
      'smart accounts are not enabled on chain 31337',
    )
    state.smartAccountNetworks.value = [31337]
    state.accountType.value = 'smartAccount'
    await expect(smart.setPreferredAccountType('smartAccount')).rejects.toThrow(
      'needs a connected eoa account',
    )
    expect(sent).toEqual([])
    expect(reconnect).not.toHaveBeenCalled()
  })

  it('a successful switch stores the preferred account type, reports SET_PREFERRED_ACCOUNT_TYPE and connects again', async () => {
    const { smart, state, stored, tracked, reconnect } = setup({
      SET_PREFERRED_ACCOUNT: { type: 'smartAccount', address: '0x2' },
    })
    state.chainId.value = 31337
    state.accountType.value = 'eoa'
    state.smartAccountNetworks.value = [31337]
    await smart.setPreferredAccountType('smartAccount')
    expect(stored.get(PREFERRED_ACCOUNT_TYPE.name)).toBe('smartAccount')
    expect(tracked).toEqual([
      {
        type: 'track',
        event: 'SET_PREFERRED_ACCOUNT_TYPE',
        properties: { accountType: 'smartAccount', network: 31337 },
      },
    ])
    expect(reconnect).toHaveBeenCalledOnce()
  })

  it('an unsuccessful set-preferred-account is reported as eoa', async () => {
    const { smart, state, stored, tracked, reconnect } = setup({
      SET_PREFERRED_ACCOUNT: new Error('Smart accounts are not enabled on chain 31337'),
    })
    state.chainId.value = 31337
    state.accountType.value = 'eoa'
    state.smartAccountNetworks.value = [31337]
    await expect(smart.setPreferredAccountType('smartAccount')).rejects.toThrow('not enabled')
    expect(stored.get(PREFERRED_ACCOUNT_TYPE.name)).toBe('eoa')
    expect(tracked).toEqual([
      {
        type: 'track',
        event: 'SET_PREFERRED_ACCOUNT_TYPE',
        properties: { accountType: 'eoa', network: 31337 },
      },
    ])
    expect(reconnect).not.toHaveBeenCalled()
  })
})
