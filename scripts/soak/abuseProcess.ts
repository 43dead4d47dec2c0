import { type AbuseRecord, startAbusers } from './abusers.js'

// The abusive clients in a process of their own, so their work costs the machine, not the process that times
// the normal clients. The parent sends 'start' (relay URL, how many of each kind), 'stop' (answered with what
// they did so far) and, at the end, 'exit'.
const record: AbuseRecord = {
  publishes: 0,
  floodPublishes: 0,
  floodRefused: 0,
  reconnects: 0,
  junkFrames: 0,
  refusedUpgrades: 0,
}
let stop: (() => Promise<void>) | undefined
process.on(
  'message',
  async (message: { type: string; relayUrl?: string; projectId?: string; perKind?: number }) => {
    if (message.type === 'start' && message.relayUrl && message.projectId) {
      stop = startAbusers({
        relayUrl: message.relayUrl,
        projectId: message.projectId,
        perKind: message.perKind ?? 1,
        record,
      })
    } else if (message.type === 'stop') {
      await stop?.()
      stop = undefined
      process.send?.({
        type: 'record',
        record: { ...record, cpuMicros: process.cpuUsage().user + process.cpuUsage().system },
      })
    } else if (message.type === 'exit') {
      await stop?.()
      process.exit(0)
    }
  },
)
