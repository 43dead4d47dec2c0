import { startRelayServer } from '../../services/relay/startRelayServer.js'

// The relay alone for scripts/measureRelayAllocation.ts, in a process started with --trace-gc-nvp and --expose-gc:
// on 'mark' it collects fully, then prints a marker line, so the parent can add up the heap bytes V8 reports as
// allocated between two marks (the trace's `allocated=` of each collection in between).
const relay = await startRelayServer({
  host: '127.0.0.1',
  port: 0,
  lookupProject: async () => ({ origins: [] }),
  // The byte rates would pace the measurement to seconds per message: raised, the work per message is the same.
  limits: {
    publishBytesPerSocket: { points: 1024 ** 3, seconds: 1 },
    publishBytesPerAddress: { points: 1024 ** 3, seconds: 1 },
    publishBytesPerProject: { points: 1024 ** 3, seconds: 1 },
    inboundBytesPerSocket: { points: 1024 ** 3, seconds: 1 },
  },
})
process.on('message', (message: { type: string }) => {
  if (message.type === 'mark') {
    globalThis.gc?.()
    process.stdout.write('\nALLOCATION-MARK\n', () => process.send?.({ type: 'marked' }))
  } else if (message.type === 'stop') relay.close().then(() => process.exit(0))
})
process.send?.({ type: 'ready', url: relay.url })
