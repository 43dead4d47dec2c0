/** spec: excluded wallets match by rdns or name, case-insensitive. */
export function isExcludedWallet(
  wallet: { rdns?: string | undefined; name: string },
  excludeWalletIds: readonly string[],
): boolean {
  const excluded = new Set(excludeWalletIds.map((entry) => entry.toLowerCase()))
  return (
    excluded.has(wallet.name.toLowerCase()) ||
    (wallet.rdns !== undefined && excluded.has(wallet.rdns.toLowerCase()))
  )
}
