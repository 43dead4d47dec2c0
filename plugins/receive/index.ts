export { receive } from './receive.js'
