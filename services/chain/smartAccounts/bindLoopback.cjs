// Preloaded into the bundler process (node --require): Alto listens on 0.0.0.0, and the dev stack keeps it on loopback.
const net = require('node:net')
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function (...args) {
  const [first] = args
  if (first && typeof first === 'object' && (first.host === '0.0.0.0' || first.host === '::'))
    args[0] = { ...first, host: '127.0.0.1' }
  return listen.apply(this, args)
}
