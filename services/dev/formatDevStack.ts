import type { DevStackInfo } from '../../kernel/protocol/devStack.js'

/** The lines `appkit dev` and `npm run demo` print: every URL of the local stack. */
export function formatDevStack(info: DevStackInfo): string[] {
  return [
    `  services API       ${info.apiUrl}  (projectId ${info.projectId})`,
    ...Object.entries(info.rpcUrls).map(([chain, url]) => `  ${`chain ${chain}`.padEnd(19)}${url}`),
    `  rpc host           ${info.apiUrl}/v1/?chainId=<eip155:31337|eip155:31338>&projectId=${info.projectId}`,
    ...info.tokens.map(
      (token) => `  ${`token ${token.symbol}`.padEnd(19)}${token.address} on ${token.chainId}`,
    ),
    `  relay              ${info.relayUrl ?? '(not yet)'}`,
    `  secure site        ${info.secureSiteUrl ?? '(not yet)'}${info.secureSiteUrl ? `  (frame: /frame?projectId=${info.projectId})` : ''}`,
    `  mail (SMTP)        ${info.smtpUrl ?? '(not yet)'}`,
    `  mail inbox         ${info.mailInboxUrl ?? '(not yet)'}`,
  ]
}
