import { renderToString } from 'react-dom/server'
import { cookieToInitialState } from 'walletdock/ssr'
import { uiNetworks } from '../../../fixtures/uiNetworks.js'
import { App, createPageAppKit, usesCookies } from './App.js'

/**
 * The page's HTML as a server renders it: a fresh instance per request, no window. With ?cookie, the
 * session the request's cookie holds is read (cookieToInitialState) and rendered; the initial state is
 * also written into the page's head for the browser's hydrateRoot.
 */
export function render(url: string, cookie: string | undefined): { html: string; head: string } {
  const initialState = usesCookies(url) ? cookieToInitialState({ networks: uiNetworks() }, cookie) : undefined
  const html = renderToString(<App appKit={createPageAppKit(usesCookies(url))} initialState={initialState} />)
  const state = JSON.stringify(initialState ?? null).replaceAll('<', '\\u003c')
  return { html, head: `<script>window.initialState = ${state}</script>` }
}
