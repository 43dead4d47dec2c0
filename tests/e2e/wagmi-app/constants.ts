/** Where the wagmi bridge's e2e app listens (its spec serves it); its chains are the EVM e2e host's anvils. */
export const WAGMI_E2E_PORT = 5287
export const WAGMI_E2E_URL = `http://127.0.0.1:${WAGMI_E2E_PORT}/`
