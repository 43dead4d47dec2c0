// Injected before any page script: records the pointerdown time and the first animation frame in which
// a wallet entry ([data-wallet-entry], also inside open shadow roots) has a box and is not transparent;
// and, from page start (performance.now()), when a "Connect Wallet" button is first in the page (usable:
// React attaches its handlers before it commits) and when a button first shows `window.__benchAccountLabel`
// (set by an earlier init script for a returning visitor), and when a button's `data-status` is first
// `connected` (the account state connected: the wallet confirmed the session).
;(() => {
  const visible = (element) => {
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return false
    for (let node = element; node; ) {
      if (Number(getComputedStyle(node).opacity) === 0) return false
      node = node.parentElement ?? node.getRootNode().host ?? null
    }
    return true
  }
  const find = (root) => {
    const direct = root.querySelector('[data-wallet-entry]')
    if (direct) return direct
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        const inner = find(element.shadowRoot)
        if (inner) return inner
      }
    }
    return null
  }
  // The visitor has one browser-extension wallet, announced through EIP-6963 like any extension does.
  const provider = { request: async () => [], on() {}, removeListener() {} }
  const detail = Object.freeze({
    info: { uuid: crypto.randomUUID(), name: 'Bench Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: 'dev.appkit.bench' },
    provider,
  })
  window.addEventListener('eip6963:requestProvider', () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
  )
  const state = { clickAt: 0, visibleAt: 0, connectAt: 0, accountAt: 0, connectedAt: 0 }
  window.__bench = state
  const accountLabel = window.__benchAccountLabel
  const watch = new MutationObserver(() => {
    for (const button of document.querySelectorAll('button')) {
      const text = button.textContent?.trim()
      if (!state.connectAt && text === 'Connect Wallet') state.connectAt = performance.now()
      if (accountLabel && !state.accountAt && text === accountLabel) state.accountAt = performance.now()
      if (accountLabel && !state.connectedAt && button.dataset.status === 'connected')
        state.connectedAt = performance.now()
    }
    if (state.connectAt && (!accountLabel || (state.accountAt && state.connectedAt))) watch.disconnect()
  })
  watch.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-status'],
  })
  window.addEventListener(
    'pointerdown',
    (event) => {
      state.clickAt = event.timeStamp
      const frame = (time) => {
        const entry = find(document)
        if (entry && visible(entry)) state.visibleAt = time
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    { capture: true, once: true },
  )
})()
