/** The All Wallets entry's icon: four rounded squares, our own drawing, inline (no request). */
export const ALL_WALLETS_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" fill="#8a94a6"><rect x="9" y="9" width="10" height="10" rx="3"/><rect x="21" y="9" width="10" height="10" rx="3"/><rect x="9" y="21" width="10" height="10" rx="3"/><rect x="21" y="21" width="10" height="10" rx="3" opacity=".55"/></svg>',
)}`
