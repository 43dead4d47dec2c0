import { originMatches } from '../../../kernel/rules/originPattern.js'
import {
  type AppEvent,
  appEventSchema,
  FRAME_EVENT_PREFIX,
  FRAME_MAX_MESSAGE_CHARS,
  frameQuerySchema,
} from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import { createApprovalPanel } from './approvalPanel.js'
import { startApprovalWindow } from './approvalWindow.js'
import { APPROVAL_WINDOW_PATH } from './approvalWindowPath.js'
import { AuthApiError, createAuthClient } from './authClient.js'
import { openIndexedDbShareStore } from './deviceShareStore.js'
import { createFrameController, FrameAnswerError } from './frameController.js'
import { createFrameSessionStore, openFrameStorage } from './frameSession.js'
import { createFrameSmartAccounts } from './frameSmartAccounts.js'
import { createFrameTrustedChains } from './frameTrustedChains.js'
import { createRememberDevice, openDeviceShares } from './rememberDevice.js'
import { createRememberDevicePanel } from './rememberDevicePanel.js'
import { browserStorageAccess } from './storageAccess.js'

const PREFIX = '[walletdock secure site]'

/** The parent's origin: the browser's own record of who embeds this frame, else the referrer. */
function parentOriginOf(): string | undefined {
  const ancestor = location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

async function start() {
  if (window.parent === window) {
    console.error(PREFIX, 'this page works only inside the host page frame')
    return
  }
  const query = frameQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(location.search)))
  if (!query.success) {
    console.error(
      PREFIX,
      'the frame address is not valid:',
      query.error.issues.map((issue) => issue.message).join('; '),
    )
    return
  }
  const parentOrigin = parentOriginOf()
  const client = createAuthClient({ siteUrl: location.origin, projectId: query.data.projectId })
  const { allowedOrigins } = await client.origins()
  if (!parentOrigin || !allowedOrigins.some((entry) => originMatches(entry, parentOrigin))) {
    console.error(
      PREFIX,
      `Origin Not Allowed: ${parentOrigin ?? 'an unknown origin'} is not on the project's list`,
    )
    return
  }
  const log = (...values: unknown[]) => {
    if (query.data.enableLogger) console.info(PREFIX, ...values)
  }

  const post = (type: string, id: string, payload?: unknown) => {
    // The exact parent origin, never '*'.
    window.parent.postMessage(payload === undefined ? { type, id } : { type, id, payload }, parentOrigin)
  }
  const access = browserStorageAccess(document)
  const shares = await openDeviceShares({
    access,
    open: openIndexedDbShareStore,
    warn: (text) => console.warn(PREFIX, text),
  })
  const rememberPanel = createRememberDevicePanel(
    document,
    createRememberDevice({
      access,
      shares,
      open: openIndexedDbShareStore,
      warn: (text) => console.warn(PREFIX, text),
    }),
  )
  const handle = createFrameController({
    query: query.data,
    parentOrigin,
    client,
    sessions: createFrameSessionStore(openFrameStorage((text) => console.warn(PREFIX, text))),
    shares,
    approval: createApprovalPanel(document, () => rememberPanel.refresh()),
    smartAccounts: createFrameSmartAccounts({ siteUrl: location.origin }),
    trustedChain: createFrameTrustedChains({ siteUrl: location.origin }),
    onSession: (sessionId) =>
      post(`${FRAME_EVENT_PREFIX}SESSION_UPDATE`, crypto.randomUUID(), { token: sessionId }),
    reload: () => location.reload(),
  })

  window.addEventListener('message', (event: MessageEvent) => {
    // The secure window this frame opened speaks to approvalWindow.ts's listener, not to this one.
    if (event.origin === location.origin && event.source !== window.parent) return
    if (event.source !== window.parent) {
      console.warn(PREFIX, 'ignored a message from a window that is not the parent page')
      return
    }
    if (event.origin !== parentOrigin) {
      console.warn(
        PREFIX,
        `ignored a message from ${event.origin}: only ${parentOrigin} may talk to this frame`,
      )
      return
    }
    let size = 0
    try {
      size = JSON.stringify(event.data)?.length ?? 0
    } catch {
      size = Number.POSITIVE_INFINITY
    }
    if (size > FRAME_MAX_MESSAGE_CHARS) {
      console.warn(PREFIX, `ignored a message over ${FRAME_MAX_MESSAGE_CHARS} characters`)
      return
    }
    const parsed = appEventSchema.safeParse(event.data)
    if (!parsed.success) {
      console.warn(
        PREFIX,
        'ignored an invalid message:',
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      )
      return
    }
    const message: AppEvent = parsed.data
    const name = message.type.slice('@appkit-app/'.length)
    log('app event', name)
    handle(message).then(
      (payload) => post(`${FRAME_EVENT_PREFIX}${name}_SUCCESS`, message.id, payload),
      (error: unknown) => {
        const code = error instanceof FrameAnswerError ? error.code : undefined
        const text =
          error instanceof FrameAnswerError || error instanceof AuthApiError
            ? error.message
            : 'An error occurred'
        if (!(error instanceof FrameAnswerError || error instanceof AuthApiError))
          console.error(PREFIX, error)
        post(
          `${FRAME_EVENT_PREFIX}${name}_ERROR`,
          message.id,
          code === undefined ? { message: text } : { message: text, code },
        )
      },
    )
  })

  post(`${FRAME_EVENT_PREFIX}READY`, crypto.randomUUID(), { version: query.data.version })
  log('ready for', parentOrigin)
}

if (location.pathname === APPROVAL_WINDOW_PATH) startApprovalWindow(window)
else start().catch((error: unknown) => console.error(PREFIX, 'could not start:', error))
