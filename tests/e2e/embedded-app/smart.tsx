// The smart-account host page for the browser tests: the modal with evm() and embeddedWallet(), and buttons that
// sign a message and send a transaction through whatever account the embedded wallet uses.
import { useState } from 'react'
import { encodeFunctionData } from 'viem'
import { createAppKit } from 'walletdock'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm, grantPermissions, sendTransaction, signMessage } from 'walletdock/plugins/evm'
import { AppKitButton, useAppKitAccount, useAppKitConnections } from 'walletdock/react'
import { ownerAccountAbi } from '../../../services/chain/contracts/ownerAccount.artifact.js'
import { localNetworks } from '../../fixtures/evmNetworks.js'
import { localStorageAccess, mountHostPage, useAppKitRead, useRun } from '../hostPage.js'
import { params, stackFromQuery } from './query.js'

const appKit = createAppKit(
  {
    ...stackFromQuery(),
    networks: localNetworks([params.get('rpcUrl') ?? '']),
    plugins: [evm(), embeddedWallet()],
    // The approval panel names the dapp (SYNC_DAPP_DATA) and follows the theme (SYNC_THEME).
    metadata: {
      name: 'Smart <b>Dapp</b>',
      description: 'the smart-account host page',
      url: location.origin,
      icons: ['javascript:alert(1)', `${location.origin}/dapp-icon.svg`],
    },
    themeMode: params.get('theme') === 'dark' ? 'dark' : 'light',
    themeVariables: params.has('accent') ? { '--w3m-accent': params.get('accent') ?? '' } : {},
  },
  { storage: localStorageAccess },
)
const recipient = (params.get('recipient') ?? '0x000000000000000000000000000000000000dEaD') as `0x${string}`
// The dapp's session key (its address), which wallet_grantPermissions lets call the recipient, up to 10 000 wei.
const sessionKey = params.get('sessionKey') ?? ''

function App() {
  const [address, setAddress] = useState('')
  const [accountType, setAccountType] = useState('')
  const [result, setResult] = useState('')
  useAppKitRead(appKit, () => {
    const account = appKit.getAccount('eip155')
    setAddress(account.address ?? '')
    setAccountType(account.preferredAccountType ?? '')
  })
  const account = useAppKitAccount()
  const [connection] = useAppKitConnections('eip155').connections
  const [batchId, setBatchId] = useState('')
  const [permissionContext, setPermissionContext] = useState('')
  const request = (method: string, params: unknown[]) =>
    (
      appKit.getProvider('eip155') as {
        request(args: { method: string; params: unknown[] }): Promise<unknown>
      }
    ).request({ method, params })
  const { error, run: runAction } = useRun()
  const run = (action: () => Promise<string>) => () => {
    setResult('')
    runAction(action, setResult)()
  }
  return (
    <main>
      <AppKitButton />
      <button
        type="button"
        onClick={run(() => signMessage(appKit, { message: 'hello from a smart account' }))}
      >
        Sign message
      </button>
      <button type="button" onClick={run(() => sendTransaction(appKit, { to: recipient, value: 12_345n }))}>
        Send transaction
      </button>
      <button
        type="button"
        onClick={run(async () => {
          const answer = (await request('wallet_sendCalls', [
            {
              version: '2.0.0',
              chainId: '0x7a69',
              from: address,
              atomicRequired: true,
              calls: [
                { to: recipient, value: '0x3e8' },
                { to: recipient, value: '0x7d0' },
              ],
            },
          ])) as { id: string }
          setBatchId(answer.id)
          return answer.id
        })}
      >
        Send calls
      </button>
      <button
        type="button"
        onClick={run(async () => JSON.stringify(await request('wallet_getCallsStatus', [batchId])))}
      >
        Calls status
      </button>
      <button
        type="button"
        onClick={run(
          async () =>
            (await request('eth_sendUserOperation', [
              {
                sender: address,
                callData: encodeFunctionData({
                  abi: ownerAccountAbi,
                  functionName: 'execute',
                  args: [recipient, 777n, '0x'],
                }),
              },
              params.get('entryPoint') ?? '',
            ])) as string,
        )}
      >
        Send user operation
      </button>
      <button
        type="button"
        onClick={run(async () => {
          const granted = await grantPermissions(appKit, {
            chainId: 31337,
            expiry: Math.floor(Date.now() / 1000) + 3600,
            signer: { type: 'account', data: { id: sessionKey } },
            permissions: [
              { type: 'contract-call', data: { address: recipient } },
              { type: 'native-token-transfer', data: { allowance: '0x2710' } },
            ],
          })
          setPermissionContext(granted.context)
          return JSON.stringify(granted)
        })}
      >
        Grant permission
      </button>
      <button
        type="button"
        onClick={run(async () =>
          JSON.stringify(await request('wallet_revokePermissions', [{ permissionContext }])),
        )}
      >
        Revoke permission
      </button>
      <output aria-label="Address">{address}</output>
      <output aria-label="User email">{account.user?.email ?? ''}</output>
      <output aria-label="User name">{account.user?.username ?? ''}</output>
      <output aria-label="Social provider">{account.socialProvider ?? ''}</output>
      <output aria-label="Auth name">{connection?.auth?.name ?? ''}</output>
      <output aria-label="Account type">{accountType}</output>
      <output aria-label="Result">{result}</output>
      <output aria-label="Error">{error}</output>
    </main>
  )
}

mountHostPage(appKit, App)
