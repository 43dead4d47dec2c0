import { describe, expect, it } from 'vitest'
import type { EIP1193Provider } from './types.js'
import { watchProvider } from './watchProvider.js'

class WalletWithPrivateState {
  #accounts = ['0x0000000000000000000000000000000000000001']
  isTestWallet = true
  async request({ method }: { method: string }) {
    if (method === 'eth_sendTransaction') return `0x${'ab'.repeat(32)}`
    return this.#accounts
  }
  accounts() {
    return this.#accounts
  }
}

describe('watchProvider', () => {
  it('reports each request and each sent transaction, and answers like the wallet', async () => {
    const wallet = new WalletWithPrivateState()
    const requests: string[] = []
    const sent: unknown[] = []
    const provider = watchProvider({
      provider: wallet as unknown as EIP1193Provider,
      onRequest: ({ method }) => requests.push(method),
      onSent: ({ result }) => sent.push(result),
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(wallet.accounts())
    expect(await provider.request({ method: 'eth_sendTransaction', params: [{}] } as never)).toBe(
      `0x${'ab'.repeat(32)}`,
    )
    expect(requests).toEqual(['eth_accounts', 'eth_sendTransaction'])
    expect(sent).toEqual([`0x${'ab'.repeat(32)}`])
  })

  it("the wallet's other methods and flags still work on its own object (private fields)", () => {
    const wallet = new WalletWithPrivateState()
    const provider = watchProvider({
      provider: wallet as unknown as EIP1193Provider,
    }) as unknown as WalletWithPrivateState
    expect(provider.isTestWallet).toBe(true)
    expect(provider.accounts()).toEqual(wallet.accounts())
  })
})
