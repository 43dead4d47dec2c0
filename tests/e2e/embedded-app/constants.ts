/** Where the embedded-wallet host page listens (on the dev project's allowed list, see services/dev/devDefaults.ts). */
export const EMBEDDED_E2E_PORT = 5276
export const EMBEDDED_E2E_URL = `http://127.0.0.1:${EMBEDDED_E2E_PORT}/`
/** The same page under a host name the project does not allow. */
export const EMBEDDED_E2E_FOREIGN_URL = `http://localhost:${EMBEDDED_E2E_PORT}/`
