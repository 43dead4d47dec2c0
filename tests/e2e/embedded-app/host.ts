// A bare host page for the browser tests: it creates the secure frame as the embedded-wallet plugin
// will (hidden, fixed, the five query parameters) and checks every frame message the same way.
import { type FrameEvent, frameEventSchema } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'

const params = new URLSearchParams(location.search)
const site = params.get('site') ?? ''
const siteOrigin = new URL(site).origin
const frameUrl = new URL('/frame', site)
for (const name of ['projectId', 'chainId', 'rpcUrl'] as const)
  frameUrl.searchParams.set(name, params.get(name) ?? '')
frameUrl.searchParams.set('version', '4')
frameUrl.searchParams.set('enableLogger', 'true')

const iframe = document.createElement('iframe')
iframe.id = 'secure-frame'
iframe.src = frameUrl.toString()
iframe.title = 'secure site'
Object.assign(iframe.style, {
  position: 'fixed',
  bottom: '0',
  right: '0',
  width: '360px',
  height: '420px',
  border: '0',
  visibility: 'hidden',
})
document.body.append(iframe)

const received: FrameEvent[] = []
const waiting = new Map<string, (event: FrameEvent) => void>()
let readyVersion: string | undefined
const readyWaiters: ((version: string) => void)[] = []

window.addEventListener('message', (event: MessageEvent) => {
  if (event.origin !== siteOrigin || event.source !== iframe.contentWindow) return
  const parsed = frameEventSchema.safeParse(event.data)
  if (!parsed.success) {
    console.warn('host: ignored an invalid frame message')
    return
  }
  received.push(parsed.data)
  if (parsed.data.type === '@appkit-frame/READY') {
    readyVersion = parsed.data.payload.version
    for (const resolve of readyWaiters.splice(0)) resolve(readyVersion)
    return
  }
  waiting.get(parsed.data.id)?.(parsed.data)
})

const embedded = {
  ready: () =>
    new Promise<string>((resolve) => (readyVersion ? resolve(readyVersion) : readyWaiters.push(resolve))),
  /** Posts an app event to the frame's exact origin and resolves with the answer of the same id. */
  request(name: string, payload?: unknown): Promise<FrameEvent> {
    const id = crypto.randomUUID()
    return new Promise((resolve) => {
      waiting.set(id, (answer) => {
        waiting.delete(id)
        resolve(answer)
      })
      iframe.contentWindow?.postMessage({ type: `@appkit-app/${name}`, id, payload }, siteOrigin)
    })
  },
  show: () => {
    iframe.style.visibility = 'visible'
  },
  hide: () => {
    iframe.style.visibility = 'hidden'
  },
  received,
}
Object.assign(window, { embedded })
