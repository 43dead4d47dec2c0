// One class per spec error: the network rules throw the catalogue's NetworkNotFoundError.
export { NetworkNotFoundError } from '../errors/caip.js'
