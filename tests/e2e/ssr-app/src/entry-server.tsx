import { renderToString } from 'react-dom/server'
import { App, createPageAppKit } from './App.js'

/** The page's HTML as a server renders it: a fresh instance per request, no window. */
export function render(): string {
  return renderToString(<App appKit={createPageAppKit()} />)
}
