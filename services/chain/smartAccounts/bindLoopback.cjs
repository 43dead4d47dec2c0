// Preloaded into the bundler process (node --require): Alto listens on 0.0.0.0, and the dev stack keeps it on loopback
// and refuses any Host but 127.0.0.1:<port> and localhost:<port> (DNS rebinding).
const net = require('node:net')
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function (...args) {
  const [first] = args
  if (first && typeof first === 'object' && (first.host === '0.0.0.0' || first.host === '::'))
    args[0] = { ...first, host: '127.0.0.1' }
  return listen.apply(this, args)
}

const http = require('node:http')
const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, ...args) {
  if (event === 'request' || event === 'upgrade') {
    const port = this.address()?.port
    const host = String(args[0].headers.host ?? '').toLowerCase()
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
      const target = args[1]
      if (event === 'upgrade') target.destroy()
      else {
        target.writeHead(403, { 'content-type': 'text/plain', connection: 'close' })
        target.end('this bundler answers only 127.0.0.1 and localhost\n')
      }
      return true
    }
  }
  return emit.call(this, event, ...args)
}
