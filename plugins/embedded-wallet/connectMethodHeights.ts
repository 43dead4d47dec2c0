/**
 * The heights of the embedded wallet's connect methods once loaded, in CSS px at the modal's width (a 40 px
 * button or field, 8 px between rows). Given with each slot so the Connect view holds the space from its
 * first frame, before the methods' code arrives; tests/e2e/connectLayout.spec.ts checks them.
 */
export const CONNECT_METHOD_HEIGHTS = {
  /** The email field and its button on one line. */
  email: 40,
  /** One full-width button. */
  farcaster: 40,
  /** The first provider full width, then one row of icon buttons for the others. */
  social: (providers: number) => (providers > 1 ? 88 : 40),
}
