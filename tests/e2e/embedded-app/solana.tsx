// The embedded wallet beside the solana plugin: one email login gives the eip155 and the solana account;
// the solana plugin's helpers sign with the solana one through the frame (tests/e2e/embeddedSolana.spec.ts).
import { base58 } from '@scure/base'
import { useState } from 'react'
import { createAppKit } from 'walletdock'
import { solanaLocalnet } from 'walletdock/networks'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm, signMessage as signEvmMessage } from 'walletdock/plugins/evm'
import { siwx, solanaFormat } from 'walletdock/plugins/siwx'
import { signMessage, solana } from 'walletdock/plugins/solana'
import { AppKitButton } from 'walletdock/react'
import { localNetworks } from '../../fixtures/evmNetworks.js'
import { localStorageAccess, mountHostPage, useAppKitRead, useRun } from '../hostPage.js'
import { sendSol } from '../sendSol.js'
import { params, stackFromQuery } from './query.js'

const solanaRpc = params.get('solanaRpc') ?? ''
// Without ?rpcUrl the page has no eip155 network: a solana-only setup (embeddedCatalogue.spec.ts).
const [anvil] = params.get('rpcUrl') ? localNetworks([params.get('rpcUrl') ?? '']) : []
const localnet = solanaLocalnet({ rpcUrl: solanaRpc })

const appKit = createAppKit(
  {
    ...stackFromQuery(),
    networks: anvil ? [anvil, localnet] : [localnet],
    plugins: [
      evm(),
      solana({ injected: false }),
      embeddedWallet(),
      // ?siwx=required|optional: the solana account signs in (Sign-In With Solana) with its session on the
      // stack's services (`siwxSessions=services`) or in the page; the eip155 account is not asked.
      ...(params.has('siwx')
        ? [
            siwx({
              required: params.get('siwx') === 'required',
              sessions: params.get('siwxSessions') === 'services' ? 'services' : 'client',
              formats: [solanaFormat],
            }),
          ]
        : []),
    ],
  },
  { storage: localStorageAccess },
)

/** 0.5 SOL to the recipient in the query, paid by the embedded account. */
const sendHalfSol = () => sendSol(appKit, { rpcUrl: solanaRpc, to: params.get('to') ?? '', sol: 0.5 })

function App() {
  const [evmAddress, setEvmAddress] = useState('')
  const [solanaAddress, setSolanaAddress] = useState('')
  const [namespace, setNamespace] = useState('')
  const [signature, setSignature] = useState('')
  const [sent, setSent] = useState('')
  useAppKitRead(
    appKit,
    () => {
      setEvmAddress(appKit.getAccount('eip155').address ?? '')
      setSolanaAddress(appKit.getAccount('solana').address ?? '')
      setNamespace(appKit.getState().selectedNamespace ?? '')
    },
    { state: true },
  )
  const { error, run } = useRun()
  return (
    <main>
      <AppKitButton />
      <button
        type="button"
        onClick={run(
          async () => (await appKit.switchNetwork(localnet)).name,
          () => {},
        )}
      >
        Switch to Solana
      </button>
      <button
        type="button"
        onClick={run(
          async () => (anvil ? (await appKit.switchNetwork(anvil)).name : ''),
          () => {},
        )}
      >
        Switch to Anvil
      </button>
      <button
        type="button"
        onClick={run(
          async () =>
            base58.encode(await signMessage(appKit, { message: 'hello from the embedded solana account' })),
          setSignature,
        )}
      >
        Sign Solana message
      </button>
      <button
        type="button"
        onClick={run(
          () => signEvmMessage(appKit, { message: 'hello from the eip155 account' }),
          setSignature,
        )}
      >
        Sign EVM message
      </button>
      <button type="button" onClick={run(sendHalfSol, setSent)}>
        Send 0.5 SOL
      </button>
      <output aria-label="Address">{evmAddress}</output>
      <output aria-label="Solana address">{solanaAddress}</output>
      <output aria-label="Namespace">{namespace}</output>
      <output aria-label="Signature">{signature}</output>
      <output aria-label="Sent">{sent}</output>
      <output aria-label="Error">{error}</output>
    </main>
  )
}

mountHostPage(appKit, App)
