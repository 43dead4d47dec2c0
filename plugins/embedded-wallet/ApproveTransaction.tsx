import { FRAME_APPROVAL_HEIGHT_PX } from './constants.js'
import { useEmbeddedMessages } from './messages.js'

/** ApproveTransaction: keeps the modal's space while the secure frame, shown above it, asks for approval. */
export default function ApproveTransaction() {
  const t = useEmbeddedMessages()
  return (
    <div className="center" style={{ minHeight: FRAME_APPROVAL_HEIGHT_PX }}>
      <p>{t('approve')}</p>
    </div>
  )
}
