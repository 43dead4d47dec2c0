import { SOCIAL_RESULT_MESSAGE_TYPE } from '../../../plugins/embedded-wallet/protocol/embeddedAuth.js'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
/** JSON that is safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The page the provider sends the person back to, on the secure site's origin. With a result it posts
 * the result address to the window that opened it, at that window's exact origin, and closes; with no
 * opener (a Telegram webview runs the flow in the page itself) it goes back to the host page with
 * `result_uri` in the address. Without a result it only says what went wrong.
 */
export function socialCallbackPage(parameters: {
  nonce: string
  message: string
  result?: { resultUri: string; hostOrigin: string } | undefined
}): string {
  const script = parameters.result
    ? `<script nonce="${parameters.nonce}">
const result = ${scriptJson({ type: SOCIAL_RESULT_MESSAGE_TYPE, resultUri: parameters.result.resultUri })};
const hostOrigin = ${scriptJson(parameters.result.hostOrigin)};
if (window.opener) {
  window.opener.postMessage(result, hostOrigin);
  window.close();
} else {
  const back = new URL('/', hostOrigin);
  back.searchParams.set('result_uri', result.resultUri);
  location.replace(back.href);
}
</script>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Social login</title>
<style>body{font:16px system-ui,sans-serif;max-width:480px;margin:3rem auto;padding:0 1rem}</style>
</head><body><p role="status">${escapeHtml(parameters.message)}</p>${script}</body></html>`
}
