import { token } from '../theme/tokens.js'
import { HEADER_TEXT_MS, MODAL_HEIGHT_MS, SHAKE_MS, VIEW_TRANSITION_MS } from './styles.js'

/** Styles of the React content, adopted when the content chunk mounts (the first view's are in shellCss). */
export const contentCss = `
header.modal-header h2[data-changed] { animation: fade-in ${HEADER_TEXT_MS}ms ease-out; }
.icon-button:hover { background: ${token('colorSurfaceHover')}; }
button:focus-visible, input:focus-visible, a:focus-visible, [tabindex]:focus-visible {
  outline: 2px solid ${token('colorFocusRing')}; outline-offset: 2px;
}
.list-item:hover:not(:disabled) { background: ${token('colorSurfaceHover')}; }
.list-item:disabled { cursor: default; opacity: 0.7; }
a.list-item { box-sizing: border-box; text-decoration: none; }
/* A link inside a row (Activity's explorer arrow) in the theme's accent, not the browser's blue (unreadable in dark). */
.list-item > a { color: ${token('colorAccent')}; text-decoration: none; }
.list-item[aria-current="true"] { outline: 2px solid ${token('colorAccent')}; }
/* A name with its tags (Testnet, Active) wraps instead of being cut: networks, connected wallets. */
.wrap-names .list-item-name { white-space: normal; overflow-wrap: anywhere; }
.skeleton { animation: shimmer 1.2s linear infinite; }
.skeleton.round { border-radius: 50%; }
.muted { color: ${token('colorForegroundSecondary')}; font-size: ${token('fontSizeSm')}; }
/* Registry rows that failed to load: hidden rows keep their place, the notice covers it (views/Connect.tsx). */
.registry-failed { position: relative; }
.registry-failed-rows { display: flex; flex-direction: column; gap: ${token('spaceSm')}; visibility: hidden; }
.registry-failed-notice {
  position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: ${token('spaceSm')}; border: 1px dashed ${token('colorBorder')}; border-radius: ${token('radiusItem')};
  text-align: center;
}
@keyframes fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
/* The view's box scrolls a view taller than the dialog, without a scroll bar (one would take its width while the
   height animates and make the content wrap anew); wheel, touch and keyboard focus scroll it. */
.height { overflow: hidden auto; scrollbar-width: none; transition: height ${MODAL_HEIGHT_MS}ms ease; }
/* The dialog's height (at most min(720px, 100dvh - 32px)) is shared down: the header, alerts and toast keep
   theirs, the view's box (.height, content.tsx) takes what is left and scrolls. */
dialog[open] { display: flex; flex-direction: column; }
.frame { min-height: 0; }
.frame > * { flex-shrink: 0; }
.frame > .height { flex-shrink: 1; min-height: 0; }
.view[data-direction="next"] { animation: enter-next ${VIEW_TRANSITION_MS}ms ease-out; }
.view[data-direction="prev"] { animation: enter-prev ${VIEW_TRANSITION_MS}ms ease-out; }
.shake { animation: shake ${SHAKE_MS}ms ease-in-out; }
[dir="rtl"] .view[data-direction="next"] { animation-name: enter-prev; }
[dir="rtl"] .view[data-direction="prev"] { animation-name: enter-next; }
[dir="rtl"] .mirror { display: inline-block; transform: scaleX(-1); }
@keyframes enter-next { from { opacity: 0; transform: translateX(12px); } to { opacity: 1; transform: none; } }
@keyframes enter-prev { from { opacity: 0; transform: translateX(-12px); } to { opacity: 1; transform: none; } }
@keyframes shake {
  10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); }
}
.section-title {
  margin: ${token('spaceMd')} 0 ${token('spaceSm')}; font-size: ${token('fontSizeXs')};
  color: ${token('colorForegroundSecondary')}; font-weight: ${token('fontWeightBold')}; text-transform: uppercase;
}
.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: ${token('spaceSm')}; }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: ${token('spaceSm')};
  min-height: 40px; padding: 0 ${token('spaceLg')}; border-radius: ${token('radiusButton')};
  border: 1px solid ${token('colorBorderStrong')}; background: ${token('colorSurface')};
  color: ${token('colorForeground')}; font: inherit; font-size: ${token('fontSizeSm')};
  font-weight: ${token('fontWeightBold')}; cursor: pointer; text-decoration: none;
}
.button.block { width: 100%; }
.button .brand-mark { flex: none; }
.icon-row { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: ${token('spaceSm')}; }
.icon-row .button { padding: 0; }
.input-row { display: flex; gap: ${token('spaceSm')}; }
.input-row .search { flex: 1; min-width: 0; }
.button.primary { background: ${token('colorAccent')}; border-color: transparent; color: ${token('colorAccentForeground')}; }
.button.danger { color: ${token('colorError')}; }
.button:hover { filter: brightness(0.97); }
.row { display: flex; gap: ${token('spaceSm')}; justify-content: center; flex-wrap: wrap; }
.avatar { display: inline-block; border-radius: 50%; object-fit: cover; }
.account-name { margin: 0; font-size: ${token('fontSizeLg')}; font-weight: ${token('fontWeightBold')}; }
.balance { margin: 0; color: ${token('colorForegroundSecondary')}; font-size: ${token('fontSizeMd')}; }
.tabs { display: flex; gap: ${token('spaceXs')}; padding: ${token('spaceXs')}; border-radius: ${token('radiusPill')}; background: ${token('colorSurface')}; margin-top: ${token('spaceLg')}; }
.tab {
  flex: 1; min-height: 32px; border: none; border-radius: ${token('radiusPill')}; background: transparent;
  color: ${token('colorForegroundSecondary')}; font: inherit; font-size: ${token('fontSizeSm')}; font-weight: ${token('fontWeightBold')}; cursor: pointer;
}
.tab[aria-selected="true"] { background: ${token('colorBackground')}; color: ${token('colorForeground')}; }
.tab-panel { padding: ${token('spaceLg')} 0 0; min-height: 64px; }
.search {
  width: 100%; min-height: 40px; padding: 0 ${token('spaceMd')}; border-radius: ${token('radiusButton')};
  border: 1px solid ${token('colorBorderStrong')}; background: ${token('colorSurface')}; color: ${token('colorForeground')};
  font: inherit; font-size: ${token('fontSizeSm')};
}
.search::placeholder { color: ${token('colorForegroundTertiary')}; }
.field { display: flex; flex-direction: column; gap: ${token('spaceXs')}; text-align: start; }
.field-label { font-size: ${token('fontSizeSm')}; color: ${token('colorForegroundSecondary')}; }
.actions { display: flex; gap: ${token('spaceSm')}; justify-content: center; flex-wrap: wrap; margin-top: ${token('spaceMd')}; }
.scroller { height: 360px; overflow: auto; margin-top: ${token('spaceMd')}; }
.toast {
  position: absolute; left: 50%; bottom: ${token('spaceLg')}; transform: translateX(-50%);
  display: flex; align-items: center; gap: ${token('spaceSm')}; padding: ${token('spaceSm')} ${token('spaceLg')};
  border-radius: ${token('radiusPill')}; background: ${token('colorForeground')}; color: ${token('colorBackground')};
  font-size: ${token('fontSizeSm')}; animation: fade-in ${VIEW_TRANSITION_MS}ms ease-out; white-space: nowrap;
}
.toast a { color: inherit; text-decoration: underline; }
.alert {
  margin: 0 ${token('spaceLg')} ${token('spaceSm')}; padding: ${token('spaceSm')} ${token('spaceMd')};
  border-radius: ${token('radiusButton')}; border: 1px solid ${token('colorBorderStrong')}; background: ${token('colorSurface')};
  font-size: ${token('fontSizeSm')}; display: flex; gap: ${token('spaceSm')}; align-items: flex-start;
}
.alert[data-type="error"] { border-color: ${token('colorError')}; }
.alert[data-type="warning"] { border-color: ${token('colorWarning')}; }
.alert p { margin: 0; flex: 1; }
.badge-testnet { color: ${token('colorForegroundSecondary')}; font-size: ${token('fontSizeXs')}; }
.error-text { color: ${token('colorError')}; font-size: ${token('fontSizeSm')}; margin: 0; }
.relative { position: relative; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}
`
