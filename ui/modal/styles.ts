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

/**
 * The shell's own CSS: the dialog frame and the layout of what the first view draws (header,
 * wallet list, skeletons), so the first frame after a click needs no content chunk; motion and hover
 * states come with the content's sheet. A list name in its own direction (dir="auto": a Latin wallet name in an
 * Arabic row) is cut at its own end and aligned by its icon in the dialog's direction (text-align: match-parent
 * does not reach through a button's box in Chromium).
 */
export const shellCss = `
:host { all: initial; display: contents; }
dialog, .warm-up {
  width: ${MODAL_WIDTH_PX}px; max-width: 100vw; max-height: min(720px, 100dvh - 32px); box-sizing: border-box;
  padding: 0; border: 1px solid ${token('colorBorder')}; border-radius: ${token('radiusModal')};
  background: ${token('colorBackground')}; color: ${token('colorForeground')};
  font-family: ${token('fontFamily')}; font-size: ${token('fontSizeMd')}; line-height: ${token('lineHeight')};
  box-shadow: ${token('shadowModal')}; overflow: hidden; z-index: ${token('zIndex')};
}
/* The first view laid out once, hidden, before any click (firstView.ts warmFirstView), in the dialog's fonts. */
.warm-up { position: fixed; left: -10000px; top: 0; visibility: hidden; }
dialog::backdrop { background: ${token('colorOverlay')}; }
dialog[data-embedded] { position: static; margin: 0; box-shadow: none; }
.frame-placeholder { height: 320px; }
* { box-sizing: border-box; }
.frame { display: flex; flex-direction: column; }
header.modal-header {
  display: grid; grid-template-columns: minmax(40px, 1fr) auto minmax(40px, 1fr); align-items: center; gap: ${token('spaceSm')};
  padding: ${token('spaceLg')} ${token('spaceLg')} ${token('spaceSm')};
}
header.modal-header h2 { margin: 0; text-align: center; font-size: ${token('fontSizeMd')}; font-weight: ${token('fontWeightBold')}; }
.header-actions { display: flex; justify-content: flex-end; gap: ${token('spaceXs')}; }
.icon-button {
  width: 40px; height: 40px; display: inline-grid; place-items: center; border-radius: ${token('radiusButton')};
  border: 1px solid ${token('colorBorder')}; background: transparent; color: ${token('colorForeground')};
  font: inherit; font-size: ${token('fontSizeMd')}; cursor: pointer;
}
.view { padding: ${token('spaceSm')} ${token('spaceLg')} ${token('spaceLg')}; }
.connect-method + .connect-method { margin-top: ${token('spaceSm')}; }
.separator {
  display: flex; align-items: center; gap: ${token('spaceMd')}; height: 16px; margin: ${token('spaceSm')} 0;
  color: ${token('colorForegroundSecondary')}; font-size: ${token('fontSizeXs')};
}
fieldset.connect-methods { border: 0; margin: 0; padding: 0; min-width: 0; }
.connect-footer {
  margin-top: ${token('spaceMd')}; display: flex; flex-direction: column; gap: ${token('spaceXs')};
  text-align: center; color: ${token('colorForegroundSecondary')}; font-size: ${token('fontSizeXs')};
}
.connect-footer p { margin: 0; }
.connect-footer a { color: inherit; text-decoration: underline; }
.legal-check { display: flex; gap: ${token('spaceSm')}; align-items: center; justify-content: center; text-align: start; }
.legal-check input { width: 16px; height: 16px; margin: 0; flex: none; accent-color: ${token('colorAccent')}; }
.separator::before, .separator::after { content: ''; flex: 1; border-top: 1px solid ${token('colorBorder')}; }
.list { display: flex; flex-direction: column; gap: ${token('spaceSm')}; margin: 0; padding: 0; list-style: none; }
.list-item {
  width: 100%; display: flex; align-items: center; gap: ${token('spaceMd')}; padding: ${token('spaceSm')};
  border: none; border-radius: ${token('radiusItem')}; background: ${token('colorSurface')};
  color: ${token('colorForeground')}; font: inherit; font-size: ${token('fontSizeSm')};
  font-weight: ${token('fontWeightBold')}; text-align: start; cursor: pointer; box-shadow: ${token('shadowItem')};
}
.list-item.waiting { box-sizing: border-box; cursor: default; }
.list-item-name { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
[dir=rtl] .list-item-name[dir=auto] { text-align: right; }
[dir=ltr] .list-item-name[dir=auto] { text-align: left; }
.tag {
  padding: 2px ${token('spaceSm')}; border-radius: ${token('radiusPill')}; font-size: ${token('fontSizeXs')};
  background: ${token('colorBadgeBackground')}; color: ${token('colorBadgeForeground')}; font-weight: ${token('fontWeightBold')};
}
.wallet-image {
  position: relative; display: inline-grid; place-items: center; flex: none; overflow: hidden;
  border-radius: ${token('radiusIcon')}; background: ${token('colorSurfaceHover')};
}
.wallet-image img { width: 100%; height: 100%; object-fit: cover; }
.monogram {
  width: 100%; height: 100%; display: grid; place-items: center; color: #fff;
  font-weight: ${token('fontWeightBold')}; letter-spacing: 0.02em;
}
.skeleton {
  display: block; border-radius: ${token('radiusButton')};
  background: linear-gradient(90deg, ${token('colorSkeleton')} 25%, ${token('colorSkeletonHighlight')} 50%, ${token('colorSkeleton')} 75%);
  background-size: 200% 100%;
}
@media (max-width: ${SHEET_BREAKPOINT_PX}px) {
  dialog:not([data-embedded]) {
    width: 100vw; margin: auto 0 0; border-radius: ${token('radiusModal')} ${token('radiusModal')} 0 0;
    max-height: 90dvh;
  }
}
`
