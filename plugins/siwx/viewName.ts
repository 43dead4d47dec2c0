/** The view this plugin adds (spec section 2); its own module, so the first bundle takes no zod with it. */
export const SIGN_VIEW = 'SIWXSignMessage'
