import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { buildTestWalletScript } from '../../fixtures/testWallet/buildTestWalletScript.js'
import type { TestWalletControl } from '../../fixtures/testWallet/types.js'
import { TEST_STACK_RPC_URLS } from '../../fixtures/uiNetworks.js'
import { type UiWallet, uiWalletConfigs } from '../../fixtures/uiWallets.js'

const installed = new WeakSet<Page>()

/** Puts the UI test page's extension wallets (Alpha, Beta) into every document the page loads. */
export async function installUiWallets(page: Page, rpcUrls: readonly string[] = TEST_STACK_RPC_URLS) {
  if (installed.has(page)) return
  installed.add(page)
  await page.addInitScript((configs) => {
    ;(window as { __testWalletConfigs?: unknown }).__testWalletConfigs = configs
  }, uiWalletConfigs(rpcUrls))
  await page.addInitScript({ content: await buildTestWalletScript() })
}

type WalletWindow = { __testWallets: Record<string, TestWalletControl> }

/** What the user does in a wallet's own window, and what the wallet was asked. */
export function walletOf(page: Page, wallet: UiWallet) {
  const { rdns } = wallet
  const wallets = () => page.evaluate(() => Object.keys((window as unknown as WalletWindow).__testWallets))
  const expectInstalled = async () => {
    if (!(await wallets()).includes(rdns)) throw new Error(`no test wallet ${rdns} in the page`)
  }
  return {
    /** The user rejects the next prompt (EIP-1193 4001). */
    async rejectNextRequest() {
      await expectInstalled()
      await page.evaluate(
        (key) => (window as unknown as WalletWindow).__testWallets[key]?.rejectNextRequest(),
        rdns,
      )
    },
    /** The user picks another chain in the wallet itself. */
    async switchChain(chainId: number) {
      await expectInstalled()
      await page.evaluate(
        ([key, id]) =>
          (window as unknown as WalletWindow).__testWallets[key as string]?.switchChain(id as number),
        [rdns, chainId] as const,
      )
    },
    async chainId(): Promise<number> {
      await expectInstalled()
      return page.evaluate(
        (key) => (window as unknown as WalletWindow).__testWallets[key]?.chainId() ?? 0,
        rdns,
      )
    },
    async requests(): Promise<string[]> {
      await expectInstalled()
      return page.evaluate(
        (key) => (window as unknown as WalletWindow).__testWallets[key]?.requests() ?? [],
        rdns,
      )
    },
  }
}

async function anvil(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** Sets the wallet's ETH on a stack chain (anvil_setBalance), before the page reads it. */
export async function setBalance(
  wallet: UiWallet,
  ether: string,
  rpcUrl: string = TEST_STACK_RPC_URLS[0],
): Promise<void> {
  await anvil(rpcUrl, 'anvil_setBalance', [wallet.address, `0x${parseEther(ether).toString(16)}`])
}
