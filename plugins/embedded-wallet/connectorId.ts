/** The connector id of the embedded wallet (email and socials). */
export const EMBEDDED_CONNECTOR_ID = 'embedded-wallet.email'
