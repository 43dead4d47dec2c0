import { token } from '../theme/tokens.js'

/** Modal width from spec section 2. */
const MODAL_WIDTH_PX = 360
/** spec section 2 animations. */
export const HEADER_TEXT_MS = 120
export const MODAL_HEIGHT_MS = 150
export const VIEW_TRANSITION_MS = 150
export const SHAKE_MS = 500
/** Below this viewport width the modal becomes a full-width sheet at the bottom. */
const SHEET_BREAKPOINT_PX = 430

/** The shell's own CSS: enough to show the dialog frame before the content chunk arrives. */
export const shellCss = `
:host { all: initial; display: contents; }
dialog {
  width: ${MODAL_WIDTH_PX}px; max-width: 100vw; max-height: min(720px, 100dvh - 32px); box-sizing: border-box;
  padding: 0; border: 1px solid ${token('colorBorder')}; border-radius: ${token('radiusModal')};
  background: ${token('colorBackground')}; color: ${token('colorForeground')};
  font-family: ${token('fontFamily')}; font-size: ${token('fontSizeMd')}; line-height: ${token('lineHeight')};
  box-shadow: ${token('shadowModal')}; overflow: hidden; z-index: ${token('zIndex')};
}
dialog::backdrop { background: ${token('colorOverlay')}; }
dialog[data-embedded] { position: static; margin: 0; box-shadow: none; }
.frame-placeholder { height: 320px; }
@media (max-width: ${SHEET_BREAKPOINT_PX}px) {
  dialog:not([data-embedded]) {
    width: 100vw; margin: auto 0 0; border-radius: ${token('radiusModal')} ${token('radiusModal')} 0 0;
    max-height: 90dvh;
  }
}
`
