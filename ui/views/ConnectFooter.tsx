import { useModal } from '../modal/context.js'
import { hasFooter, type LegalFooter, legalParts } from '../modal/legal.js'
import { useSignal } from '../react/useSignal.js'

/**
 * The Connect view's footer: the legal line (or the checkbox connecting waits for) and our own branding
 * line; the first view draws the same markup (modal/firstView.ts footer()).
 */
export function ConnectFooter({ legal }: { legal: LegalFooter }) {
  const { t } = useModal()
  const agreed = useSignal(legal.agreed)
  if (!hasFooter(legal)) return null
  const parts = legalParts(legal, t).map((part) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={part.href} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </a>
    ),
  )
  return (
    <footer className="connect-footer">
      {legal.checkbox ? (
        <label className="legal-check">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => {
              legal.agreed.value = event.currentTarget.checked
            }}
          />
          <span>{parts}</span>
        </label>
      ) : parts.length > 0 ? (
        <p className="legal-text">{parts}</p>
      ) : null}
      {legal.branding ? <p className="branding">{t('legal.branding')}</p> : null}
    </footer>
  )
}
