export type VerifyMessageParameters = {
  address: string
  message: string
  /** base64 BIP-322 simple signature (P2WPKH or P2TR key path). */
  signature: string
  /** The network the address is on (its CAIP-2 id): the address's prefix must be that network's. */
  caipNetworkId: string
}

/** Whether a BIP-322 signature signs `message` for `address`; bitcoinjs-lib loads on the first call. */
export async function verifyMessage({
  address,
  message,
  signature,
  caipNetworkId,
}: VerifyMessageParameters): Promise<boolean> {
  const [{ verifyBip322 }, { bitcoinjsNetworkOf }] = await Promise.all([
    import('../sdk/bip322.js'),
    import('../sdk/bitcoinNetworks.js'),
  ])
  return verifyBip322(address, message, signature, bitcoinjsNetworkOf(caipNetworkId))
}
