export { TOKEN_BALANCE_RETRY_GATE_MS } from './constants.js'
export { tokens } from './tokens.js'
