/** spec section 5: search text is trimmed; matching ignores case. Only All Wallets searches. */
export function normalizeSearch(text: string): string {
  return text.trim().toLowerCase()
}
