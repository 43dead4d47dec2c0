const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The page a device-approval link opens: one button that confirms (a mail scanner's GET approves nothing). */
export function deviceApprovalPage(parameters: {
  projectId: string
  token: string
  state: 'ask' | 'approved'
}): string {
  const body =
    parameters.state === 'approved'
      ? '<h1>Device approved</h1><p>Go back to the app: it continues by itself.</p>'
      : `<h1>Approve this device?</h1>
<p>Someone asked to sign in to your wallet on a new device. Approve only if it was you.</p>
<form method="post" action="/auth/v1/approve-device?projectId=${encodeURIComponent(parameters.projectId)}">
<input type="hidden" name="token" value="${escapeHtml(parameters.token)}">
<button type="submit">Approve this device</button>
</form>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Approve a device</title>
<style>body{font:16px system-ui,sans-serif;max-width:480px;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem}</style>
</head><body>${body}</body></html>`
}
