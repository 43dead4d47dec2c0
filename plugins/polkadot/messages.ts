// The polkadot plugin's messages: its errors' texts (developer-facing, English like the kernel's errors).
export const polkadotMessages = {
  noAccount: (walletName: string) =>
    `${walletName} gave this site no sr25519 or ed25519 account: add or allow one in the extension, then connect again`,
  signerMissing: (walletName: string, method: string) =>
    `${walletName} cannot answer ${method}: its signer has no such function`,
  notConnected: () => 'No Polkadot wallet is connected: connect one before signing',
} as const
