import { assertPortFree } from '../chain/assertPortFree.js'
import { DEV_CHAIN_IDS, PORT_OFFSETS } from './devDefaults.js'

/** Refuses to start when any of the stack's ports is taken, naming the part that wanted it. */
export async function assertDevPortsFree(parameters: {
  /** Where the API, relay, secure site, OpenID provider and farcaster relay listen. */
  host: string
  /** Where the chains, the bundler and the mail server listen (always loopback). */
  chainHost: string
  portBase: number
  bundler: boolean
}): Promise<void> {
  const { host, chainHost, portBase } = parameters
  await Promise.all([
    assertPortFree(host, portBase + PORT_OFFSETS.api, 'services API'),
    assertPortFree(host, portBase + PORT_OFFSETS.relay, 'relay'),
    assertPortFree(host, portBase + PORT_OFFSETS.secureSite, 'secure site'),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.smtp, 'mail server (SMTP)'),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.mailInbox, 'mail inbox'),
    assertPortFree(host, portBase + PORT_OFFSETS.socialProvider, 'OpenID provider (social login)'),
    assertPortFree(host, portBase + PORT_OFFSETS.farcasterRelay, 'farcaster relay'),
    assertPortFree(host, portBase + PORT_OFFSETS.onrampSandbox, 'on-ramp sandbox provider'),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.chainA, `chain ${DEV_CHAIN_IDS.chainA}`),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.chainB, `chain ${DEV_CHAIN_IDS.chainB}`),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.solanaRpc, 'Solana chain RPC'),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.solanaWs, 'Solana chain websocket'),
    ...(parameters.bundler
      ? [assertPortFree(chainHost, portBase + PORT_OFFSETS.bundler, 'ERC-4337 bundler')]
      : []),
  ])
}
