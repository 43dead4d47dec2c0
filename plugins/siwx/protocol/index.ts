export * from './siwx.js'
