import { join } from 'node:path'
import { readIfExists } from './fileChanges.js'
import { markAsWritten } from './ownership.js'
import { wireNextLayout } from './wireNextLayout.js'

/** The "use client" component init writes beside the root layout: the instance, its provider and the button. */
export const NEXT_PROVIDER_FILE = 'appkit-provider.tsx'

const PROVIDER_TEXT = `'use client'
// appkit init: the instance, its provider and the connect button, in a client component (docs/ssr.md).
import { type ReactNode, useState } from 'react'
import { createAppKit } from 'walletdock'
import { AppKitButton, AppKitProvider } from 'walletdock/react'
import type { AppKitInitialState } from 'walletdock/ssr'
import config from './appkit.config'

export function AppKitProviders({
  children,
  initialState,
}: {
  children: ReactNode
  initialState?: AppKitInitialState | undefined
}) {
  // One instance per page load in the browser, and per request on the server (never shared).
  const [appKit] = useState(() => createAppKit(config))
  return (
    <AppKitProvider appKit={appKit} initialState={initialState}>
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <AppKitButton />
      </header>
      {children}
    </AppKitProvider>
  )
}
`

/** The session in cookies (walletdock/ssr), so the server renders the account: added to the composed config. */
export function withCookieStorage(config: string): string {
  return config
    .replace(
      "import { defineConfig } from 'walletdock'\n",
      "import { defineConfig } from 'walletdock'\nimport { cookieStorage } from 'walletdock/ssr'\n",
    )
    .replace(/\n\}\)\n$/, '\n  storage: cookieStorage,\n})\n')
}

/**
 * The files of a Next.js app-router app: appkit.config.ts with cookie storage, the "use client"
 * provider beside the root layout, and the layout wired to read the cookie and wrap its children.
 */
export function nextFiles(
  dir: string,
  app: { appDir: string; layout: string },
  config: string,
): { path: string; text: string }[] {
  const layoutPath = `${app.appDir}/${app.layout}`
  const layout = readIfExists(join(dir, layoutPath)) ?? ''
  const extension = app.layout.endsWith('.tsx') || app.layout.endsWith('.ts') ? 'ts' : 'js'
  return [
    { path: `${app.appDir}/appkit.config.${extension}`, text: withCookieStorage(config) },
    { path: `${app.appDir}/${NEXT_PROVIDER_FILE}`, text: markAsWritten(PROVIDER_TEXT) },
    {
      path: layoutPath,
      text: wireNextLayout({
        text: layout,
        fileName: app.layout,
        configSpecifier: './appkit.config',
        providerSpecifier: './appkit-provider',
      }),
    },
  ]
}
