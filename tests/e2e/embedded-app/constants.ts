/** Where the embedded-wallet host page listens (the dev project allows every 127.0.0.1 and localhost port, see services/dev/devDefaults.ts). */
export const EMBEDDED_E2E_PORT = 5276
export const EMBEDDED_E2E_URL = `http://127.0.0.1:${EMBEDDED_E2E_PORT}/`

/** The EIP-712 example mail the typed-data test signs. */
export const MAIL = {
  domain: { name: 'Ether Mail', version: '1', chainId: 31337 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const
