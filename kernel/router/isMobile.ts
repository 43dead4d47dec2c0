type NavigatorWithHints = { userAgent?: string; userAgentData?: { mobile?: boolean } }

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i

/** Read lazily at open time (never at import), so Node and server rendering touch no browser globals. */
export function detectMobile(navigator: NavigatorWithHints | undefined = globalThis.navigator): boolean {
  if (!navigator) return false
  if (typeof navigator.userAgentData?.mobile === 'boolean') return navigator.userAgentData.mobile
  return MOBILE_USER_AGENT.test(navigator.userAgent ?? '')
}
