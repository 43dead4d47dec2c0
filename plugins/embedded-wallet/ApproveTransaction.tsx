import { useEffect, useRef } from 'react'
import type { ViewProps } from 'walletdock/plugin'
import { FRAME_APPROVAL_HEIGHT_PX } from './constants.js'

/** The decoded details scroll inside this height, so the frame above them stays on screen. */
const DETAILS_MAX_HEIGHT_PX = 160

import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import { useEmbeddedMessages } from './messages.js'

/**
 * ApproveTransaction: what is being signed, decoded by the host (as text), above the secure frame. The
 * frame shows the same request in its own panel, and only a click there (Approve or Reject) decides:
 * this view has no approve button, so a script on the host page cannot approve for the person.
 */
export function createApproveTransaction(connector: () => Promise<EmbeddedConnector>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per instance (view loader), not per render
  return function ApproveTransaction({ data }: ViewProps<'ApproveTransaction'>) {
    const t = useEmbeddedMessages()
    const area = useRef<HTMLDivElement>(null)
    useEffect(() => {
      let frameId = 0
      let stopped = false
      let shown: EmbeddedConnector | undefined
      // Follows the placeholder every frame: the view slides in, and the page may scroll or resize. A
      // placeholder with no size is not on screen (the modal is closed): the frame is hidden with it.
      const follow = () => {
        const element = area.current
        if (stopped || !element || !shown) return
        const { left, top, width, height } = element.getBoundingClientRect()
        if (width === 0 && height === 0) shown.hideApprovalFrame()
        else shown.showApprovalFrame({ left, top, width, height })
        frameId = requestAnimationFrame(follow)
      }
      void connector().then((loaded) => {
        shown = loaded
        follow()
      })
      return () => {
        stopped = true
        cancelAnimationFrame(frameId)
        shown?.hideApprovalFrame()
      }
    }, [])
    return (
      <div className="list">
        <p className="center">{t('approveTitle', { title: data.title })}</p>
        <p className="muted">{t('approveInFrame')}</p>
        <div
          ref={area}
          style={{ height: `${FRAME_APPROVAL_HEIGHT_PX}px`, flex: 'none' }}
          data-secure-frame-area=""
        />
        <dl
          className="list"
          aria-label={t('approveDetails')}
          style={{ margin: 0, maxHeight: `${DETAILS_MAX_HEIGHT_PX}px`, overflowY: 'auto' }}
        >
          {data.details.map((detail, index) => (
            // Remote text is rendered as text; the keys are positions in a fixed list.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders while shown
            <div key={index}>
              <dt className="muted">{detail.label}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{detail.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    )
  }
}
