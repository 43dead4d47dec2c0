import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { createAppKit } from 'walletdock'
import { defineNetwork } from 'walletdock/networks'
import { AppKitProvider, useSwitchNetwork } from 'walletdock/react'
import { useSendTransaction, useSignMessage, useSignTypedData, useWriteContract } from './index.js'

const network = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
})

function Probe() {
  const hooks = [
    useSignMessage(),
    useSendTransaction(),
    useWriteContract(),
    useSignTypedData(),
    useSwitchNetwork(),
  ]
  return (
    <p>
      {hooks
        .map((hook) => `${hook.status}:${hook.isPending}:${String(hook.error)}:${typeof hook.mutate}`)
        .join(' ')}
    </p>
  )
}

it('every action hook renders idle on the server, with mutate and no error', () => {
  const appKit = createAppKit({ projectId: 'hooks', networks: [network] })
  const html = renderToString(
    <AppKitProvider appKit={appKit}>
      <Probe />
    </AppKitProvider>,
  )
  expect(html).toContain(Array(5).fill('idle:false:null:function').join(' '))
})

it('outside <AppKitProvider> a hook says to wrap the app in it', () => {
  expect(() => renderToString(<Probe />)).toThrow('wrap your app in it')
})
