export { FetchNftsError } from './errors.js'
export { nfts } from './nfts.js'
