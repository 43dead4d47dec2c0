import { EMBEDDED_WALLET_LOAD_FAILED, EMBEDDED_WALLET_REQUEST_TIMEOUT } from './alerts.js'
import { EmbeddedFrameError } from './embeddedFrameError.js'
import {
  APP_EVENT_PREFIX,
  type AppEventName,
  appEventPayloads,
  FRAME_EVENT_PREFIX,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_MAX_MESSAGE_CHARS,
  FRAME_READY_DELAY_MS,
  type FrameEvent,
  frameEventSchema,
  type frameSuccessPayloads,
} from './protocol/secureFrame.js'

type SuccessOf<N extends AppEventName> = NonNullable<
  (typeof frameSuccessPayloads)[N] extends { _zod: { output: infer O } } ? O : never
>
type PayloadOf<N extends AppEventName> = (typeof appEventPayloads)[N] extends { _zod: { input: infer I } }
  ? I
  : never

/** A message the browser delivered to the host page. */
export type IncomingMessage = { origin: string; source: unknown; data: unknown }

/** Where on the page the shown frame sits (viewport pixels); centred when not given. */
export type FrameArea = { left: number; top: number; width: number; height: number }

/** The iframe on the host page, as the client needs it (the browser's in the product, a fake in unit tests). */
export type MountedFrame = {
  /** The frame's window: the only source accepted, the only target posted to. */
  window(): { postMessage(message: unknown, targetOrigin: string): void } | null
  /** Shows the frame above everything, the modal's dialog included, over `area`. */
  show(area?: FrameArea): void
  hide(): void
  remove(): void
}
export type FrameHost = {
  /** `onDismiss`: the person pressed Escape while the frame was shown (the modal closes, ending the request). */
  mount(src: string, options?: { onDismiss?: (() => void) | undefined }): MountedFrame
  listen(handler: (message: IncomingMessage) => void): () => void
}

export type FrameClient = {
  /** Resolves once the frame sent READY and 500 ms passed (spec 7); rejects with iframe_load_failed after 20 s. */
  ready(): Promise<void>
  /** Posts an app event and resolves with the payload of its `_SUCCESS`; rejects on `_ERROR` or timeout. */
  request<N extends AppEventName>(
    name: N,
    payload?: PayloadOf<N>,
    options?: { timeoutMs?: number | undefined },
  ): Promise<SuccessOf<N>>
  show(area?: FrameArea): void
  hide(): void
  destroy(): void
}

type Pending = { name: AppEventName; resolve(payload: unknown): void; reject(error: Error): void }

/**
 * The host's side of the frame protocol: creates the frame, posts only to the secure site's exact
 * origin, accepts only messages from that origin and that window, and checks each with zod.
 */
export function createFrameClient({
  frameUrl,
  host,
  warn = (text) => console.warn(text),
  onDismiss,
  onTimeout,
}: {
  frameUrl: URL
  host: FrameHost
  warn?: (text: string) => void
  onDismiss?: (() => void) | undefined
  /** Spec 7's timeout callbacks: the frame did not load in 20 s, or a request went unanswered. */
  onTimeout?: ((reason: 'iframe_load_failed' | 'iframe_request_timeout') => void) | undefined
}): FrameClient {
  const origin = frameUrl.origin
  const frame = host.mount(frameUrl.toString(), { onDismiss })
  const pending = new Map<string, Pending>()
  let initialised = false
  let failed: EmbeddedFrameError | undefined
  const readyWaiters: { resolve(): void; reject(error: Error): void }[] = []
  const settleReady = (error?: EmbeddedFrameError) => {
    for (const waiter of readyWaiters.splice(0)) error ? waiter.reject(error) : waiter.resolve()
  }
  const loadTimer = setTimeout(() => {
    failed = new EmbeddedFrameError(EMBEDDED_WALLET_LOAD_FAILED.message, { reason: 'iframe_load_failed' })
    onTimeout?.('iframe_load_failed')
    settleReady(failed)
  }, FRAME_LOAD_TIMEOUT_MS)

  const onMessage = (event: FrameEvent) => {
    if (event.type === `${FRAME_EVENT_PREFIX}READY`) {
      clearTimeout(loadTimer)
      if (failed || initialised) return
      setTimeout(() => {
        initialised = true
        settleReady()
      }, FRAME_READY_DELAY_MS)
      return
    }
    const waiting = pending.get(event.id)
    if (!waiting) return
    const suffix = event.type.slice(FRAME_EVENT_PREFIX.length + waiting.name.length)
    if (suffix === '_SUCCESS') waiting.resolve(event.payload ?? {})
    else if (suffix === '_ERROR') {
      const { message, code } = event.payload as { message: string; code?: number }
      waiting.reject(new EmbeddedFrameError(message || 'An error occurred', { reason: 'frame_error', code }))
    }
  }
  const unlisten = host.listen((message) => {
    if (message.origin !== origin) return
    const target = frame.window()
    if (!target || message.source !== target) return
    if (
      typeof message.data === 'object' &&
      JSON.stringify(message.data ?? null).length > FRAME_MAX_MESSAGE_CHARS
    )
      return warn('[walletdock embedded wallet] ignored an oversized frame message')
    const parsed = frameEventSchema.safeParse(message.data)
    if (!parsed.success) return warn('[walletdock embedded wallet] ignored an invalid frame message')
    onMessage(parsed.data)
  })

  const ready = () =>
    new Promise<void>((resolve, reject) => {
      if (failed) return reject(failed)
      if (initialised) return resolve()
      readyWaiters.push({ resolve, reject })
    })

  return {
    ready,
    async request(name, payload, options = {}) {
      const checked = appEventPayloads[name].safeParse(payload)
      if (!checked.success)
        throw new EmbeddedFrameError(`${name}: ${checked.error.issues[0]?.message}`, {
          reason: 'frame_error',
        })
      await ready()
      const id = crypto.randomUUID()
      return new Promise((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined
        const done = () => {
          pending.delete(id)
          if (timer) clearTimeout(timer)
        }
        if (options.timeoutMs !== undefined)
          timer = setTimeout(() => {
            done()
            onTimeout?.('iframe_request_timeout')
            reject(
              // The catalogue's text (spec 8), which the form shows, not a text of our own.
              new EmbeddedFrameError(EMBEDDED_WALLET_REQUEST_TIMEOUT.message, {
                reason: 'iframe_request_timeout',
              }),
            )
          }, options.timeoutMs)
        pending.set(id, {
          name,
          resolve: (value) => {
            done()
            resolve(value as never)
          },
          reject: (error) => {
            done()
            reject(error)
          },
        })
        frame.window()?.postMessage({ type: `${APP_EVENT_PREFIX}${name}`, id, payload: checked.data }, origin)
      })
    },
    show: (area) => frame.show(area),
    hide: () => frame.hide(),
    destroy() {
      clearTimeout(loadTimer)
      unlisten()
      frame.remove()
      const error = new EmbeddedFrameError('Something went wrong', { reason: 'aborted' })
      for (const waiting of pending.values()) waiting.reject(error)
      pending.clear()
      settleReady(error)
    },
  }
}
