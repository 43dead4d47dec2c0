/**
 * One side of an in-page discovery handshake (EIP-6963, the Wallet Standard): listens for `listen`,
 * whose handler gets the event's detail, then dispatches `ask` with `detail` to the other sides
 * already on the page. The app and the wallet sides of both protocols are this with their names
 * swapped. Returns a function that stops listening.
 */
export function pageHandshake(
  listen: string,
  onDetail: (detail: unknown) => void,
  ask: string,
  detail?: unknown,
): () => void {
  const onEvent = (event: Event) => onDetail((event as CustomEvent<unknown>).detail)
  window.addEventListener(listen, onEvent)
  window.dispatchEvent(new CustomEvent(ask, { detail }))
  return () => window.removeEventListener(listen, onEvent)
}
