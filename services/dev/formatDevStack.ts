import type { DevStackInfo } from './devStackInfo.js'

/** The lines `appkit dev` and `npm run demo` print: every URL of the local stack. */
export function formatDevStack(info: DevStackInfo): string[] {
  return [
    `  services API       ${info.apiUrl}  (projectId ${info.projectId})`,
    ...Object.entries(info.rpcUrls).map(([chain, url]) => `  ${`chain ${chain}`.padEnd(19)}${url}`),
    `  solana chain       ${info.solana.rpcUrl}  (websocket ${info.solana.wsUrl}; ${info.solana.chainId})`,
    `  rpc host           ${info.apiUrl}/v1/?chainId=<eip155:31337|eip155:31338|${info.solana.chainId}>&projectId=${info.projectId}`,
    `  solana accounts    ${info.solana.accounts.map((account) => account.address).join(', ')}  (dev-only keys in dev.json)`,
    info.polkadot
      ? `  polkadot chain     ${info.polkadot.rpcUrl}  (websocket ${info.polkadot.wsUrl}; ${info.polkadot.chainId})`
      : '  polkadot chain     off (the optional polkadot-chain workspace is not installed: see docs/plugins/polkadot.md)',
    ...info.tokens.map(
      (token) => `  ${`token ${token.symbol}`.padEnd(19)}${token.address} on ${token.chainId}`,
    ),
    `  relay              ${info.relayUrl ?? '(not yet)'}`,
    `  secure site        ${info.secureSiteUrl ?? '(not yet)'}${info.secureSiteUrl ? `  (frame: /frame?projectId=${info.projectId})` : ''}`,
    `  mail (SMTP)        ${info.smtpUrl ?? '(not yet)'}`,
    `  mail inbox         ${info.mailInboxUrl ?? '(not yet)'}`,
    ...(info.socialProviderUrl
      ? [
          `  social login       ${info.socialProviderUrl}/<google|github|apple|facebook|x|discord>  (test users alice, bob)`,
        ]
      : []),
    ...(info.farcaster
      ? [
          `  farcaster relay    ${info.farcaster.relayUrl}  (IdRegistry ${info.farcaster.idRegistry.address} on ${info.farcaster.idRegistry.chainId})`,
        ]
      : []),
    ...(info.smartAccounts
      ? info.smartAccounts.networks.map(
          (network) =>
            `  bundler ${String(network.chainId).padEnd(11)}${network.bundlerUrl}  (EntryPoint ${network.entryPoint}, account factory ${network.accountFactory})`,
        )
      : [
          '  smart accounts     off (the optional smart-accounts workspace is not installed: see docs/embedded-wallet.md)',
        ]),
  ]
}
