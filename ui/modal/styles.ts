/** Modal width from spec section 2. */
export const MODAL_WIDTH_PX = 360

export const modalCss = `
:host { all: initial; }
dialog {
  width: ${MODAL_WIDTH_PX}px; max-width: 100vw; box-sizing: border-box; padding: 0; border: none;
  border-radius: 24px; background: #fff; color: #141414;
  font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.24);
}
dialog::backdrop { background: rgb(0 0 0 / 0.4); }
header { display: flex; align-items: center; justify-content: space-between; padding: 16px 16px 8px 24px; }
h2 { margin: 0; font-size: 18px; font-weight: 600; }
button.close {
  width: 36px; height: 36px; border-radius: 12px; border: 1px solid #e4e4e7; background: transparent;
  color: inherit; font: inherit; cursor: pointer;
}
button.close:focus-visible { outline: 2px solid #0a63d8; outline-offset: 2px; }
.body { padding: 8px 24px 24px; }
`
