import type Provider from 'oidc-provider'

/** The one line oidc-provider prints when it loads on a Node.js release older than 22 LTS. */
const UNSUPPORTED_RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime.'

/**
 * Loads oidc-provider without its 'Unsupported runtime' warning: it wants Node.js 22 LTS, runs and passes
 * every test on our Node.js 20 (docs/embedded-wallet.md), and the line reached every `appkit dev` start and
 * test run. Only that one known line is dropped, and only while the module loads; any other warning passes.
 */
export async function loadOidcProvider(): Promise<typeof Provider> {
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(UNSUPPORTED_RUNTIME_WARNING)) return
    warn(...args)
  }
  try {
    return (await import('oidc-provider')).default
  } finally {
    console.warn = warn
  }
}
