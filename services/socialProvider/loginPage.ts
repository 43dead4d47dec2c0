import { DEV_SOCIAL_USERS } from './devSocialUsers.js'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The stand-in provider's sign-in page: login and password of a test user, or cancel. */
export function loginPage(parameters: {
  provider: string
  action: string
  error?: string | undefined
}): string {
  const provider = escapeHtml(parameters.provider)
  const users = DEV_SOCIAL_USERS.map(
    (user) => `<li><code>${escapeHtml(user.login)}</code> / <code>${escapeHtml(user.password)}</code></li>`,
  ).join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with ${provider} (local stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:360px;margin:40px auto;padding:0 16px}label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}button{margin:16px 8px 0 0;padding:8px 16px}.error{color:#b00020}</style>
</head><body>
<h1>Sign in with ${provider}</h1>
<p>The local OpenID provider of <code>appkit dev</code>, standing in for ${provider}. Test users:</p>
<ul>${users}</ul>
${parameters.error ? `<p class="error" role="alert">${escapeHtml(parameters.error)}</p>` : ''}
<form method="post" action="${escapeHtml(parameters.action)}">
<label for="login">Login</label><input id="login" name="login" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit" name="choice" value="login">Sign in</button>
<button type="submit" name="choice" value="cancel" formnovalidate>Cancel</button>
</form>
</body></html>`
}
