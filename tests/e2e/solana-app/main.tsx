import { base58 } from '@scure/base'
import { createAppKit } from 'walletdock'
import { defineNetwork, solanaLocalnet } from 'walletdock/networks'
import { siwx } from 'walletdock/plugins/siwx'
import { signMessage, solana } from 'walletdock/plugins/solana'
import { mountActionPage } from '../hostPage.js'
import { sendSol } from '../sendSol.js'

// The spec starts its own local Solana chain and passes its RPC and a recipient in the query.
const query = new URLSearchParams(location.search)
const rpcUrl = query.get('rpc') ?? 'http://127.0.0.1:4547'
const recipient = query.get('to') ?? ''
const localnet = solanaLocalnet({ rpcUrl })
/** An eip155 network beside it, to switch namespaces; nothing reads its RPC without an eip155 account. */
const anvil = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18545'] } },
})

// ?siwx=required|optional: sign-in with the wallet (Sign-In With Solana), sessions in the page.
const signIn = query.get('siwx')
const appKit = createAppKit({
  projectId: 'e2e-solana',
  networks: [localnet, anvil],
  plugins: [solana(), ...(signIn ? [siwx({ required: signIn === 'required' })] : [])],
})

const sendOneSol = () => sendSol(appKit, { rpcUrl, to: recipient, sol: 1 })

mountActionPage(appKit, {
  namespace: 'solana',
  showNamespace: true,
  actions: [
    {
      label: 'Sign message',
      output: 'Signature',
      run: async () => base58.encode(await signMessage(appKit, { message: 'hello solana' })),
    },
    { label: 'Send 1 SOL', output: 'Sent', run: sendOneSol },
    {
      label: 'Switch to Anvil',
      output: 'Network',
      run: async () => (await appKit.switchNetwork(anvil)).name,
    },
    {
      label: 'Switch to Solana',
      output: 'Network',
      run: async () => (await appKit.switchNetwork(localnet)).name,
    },
  ],
})
