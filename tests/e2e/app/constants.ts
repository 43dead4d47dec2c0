/** Where the EVM e2e host page and its two anvil chains listen (fixed so tests and page agree). */
export const EVM_E2E_HOST = '127.0.0.1'
export const EVM_E2E_PORT = 5275
export const EVM_E2E_ANVIL_PORTS = [18545, 18546] as const
export const EVM_E2E_URL = `http://${EVM_E2E_HOST}:${EVM_E2E_PORT}/`
export const EVM_E2E_RPC_URLS = EVM_E2E_ANVIL_PORTS.map((port) => `http://${EVM_E2E_HOST}:${port}`)
