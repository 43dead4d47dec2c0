import type { InboxMessage } from '../dev/devStackInfo.js'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The inbox page of the local mail server: every mail as text (remote text is rendered as text). */
export function inboxPage(messages: InboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">to ${escapeHtml(message.to.join(', '))} from ${escapeHtml(message.from)} at ${escapeHtml(message.receivedAt)}</p>
  <pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>appkit dev inbox</title>
<style>body{font:14px system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style>
</head><body><h1>appkit dev inbox</h1><p>${messages.length} mail(s), newest first. This page reloads every 5 s; JSON at <code>/api/messages?to=</code>.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`
}
