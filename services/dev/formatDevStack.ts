import type { DevStackInfo } from '../../kernel/protocol/devStack.js'

/** The lines `appkit dev` and `npm run demo` print: every URL of the local stack. */
export function formatDevStack(info: DevStackInfo): string[] {
  return [
    `  services API       ${info.apiUrl}  (projectId ${info.projectId})`,
    ...Object.entries(info.rpcUrls).map(([chain, url]) => `  ${`chain ${chain}`.padEnd(19)}${url}`),
    ...info.tokens.map(
      (token) => `  ${`token ${token.symbol}`.padEnd(19)}${token.address} on ${token.chainId}`,
    ),
    `  relay              ${info.relayUrl ?? '(not yet)'}`,
    `  secure site        ${info.secureSiteUrl ?? '(not yet)'}`,
  ]
}
