/** The connector id of the embedded wallet (email and socials). */
export const EMBEDDED_CONNECTOR_ID = 'embedded-wallet.email'

/** The plugin's name (its status and errors name it). */
export const EMBEDDED_PLUGIN_NAME = 'embedded-wallet'
