import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import * as z from 'zod/mini'
import { MAIL_SINK_MAX_MESSAGE_BYTES, MAIL_SINK_MAX_MESSAGES } from '../constants.js'
import type { InboxMessage } from '../dev/devStackInfo.js'
import { guardHost } from '../hostCheck.js'
import { inboxPage } from './inboxPage.js'

export type MailSink = {
  /** smtp://host:port, for the services' mailer. */
  smtpUrl: string
  /** The inbox: a page for people at `/`, JSON at `/api/messages`. */
  inboxUrl: string
  /** What arrived, newest first. */
  messages(): InboxMessage[]
  close(): Promise<void>
}

const inboxQuerySchema = z.object({
  to: z.optional(z.string().check(z.maxLength(254, 'to is at most 254 characters'))),
})

/**
 * The local mail server of `appkit dev`: an SMTP sink (no auth, no relaying anywhere) that keeps what it
 * receives in memory, and an inbox over HTTP that people open and tests read. Both bind to `host` only.
 */
export async function startMailSink(parameters: {
  host: string
  smtpPort: number
  inboxPort: number
  maxMessages?: number
}): Promise<MailSink> {
  const maxMessages = parameters.maxMessages ?? MAIL_SINK_MAX_MESSAGES
  const inbox: InboxMessage[] = []
  let counter = 0

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAIL_SINK_MAX_MESSAGE_BYTES,
    banner: 'walletdock local mail sink',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          // smtp-server sets sizeExceeded once the stream passed `size`; such a mail is refused, not kept.
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            callback(Object.assign(new Error('message too large'), { responseCode: 552 }))
            return
          }
          counter += 1
          inbox.unshift({
            id: String(counter),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt: new Date().toISOString(),
          })
          inbox.length = Math.min(inbox.length, maxMessages)
          callback()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    },
  })
  smtp.on('error', () => undefined)
  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(parameters.smtpPort, parameters.host, () =>
      resolve((smtp.server.address() as AddressInfo).port),
    )
  })

  const app = new Hono()
  app.get('/api/messages', (c) => {
    const query = z.safeParse(inboxQuerySchema, c.req.query())
    if (!query.success) {
      return c.json(
        { error: { code: 'INVALID_INPUT', message: query.error.issues[0]?.message ?? 'bad query' } },
        400,
      )
    }
    const to = query.data.to?.toLowerCase()
    return c.json({ messages: to ? inbox.filter((message) => message.to.includes(to)) : inbox })
  })
  app.delete('/api/messages', (c) => {
    inbox.length = 0
    return c.json({ deleted: true })
  })
  app.get('/', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    return c.html(inboxPage(inbox))
  })
  app.notFound((c) =>
    c.json({ error: { code: 'NOT_FOUND', message: `no route ${c.req.method} ${c.req.path}` } }, 404),
  )

  let http: ReturnType<typeof serve> | undefined
  const inboxPort = await new Promise<number>((resolve, reject) => {
    http = serve({ fetch: app.fetch, hostname: parameters.host, port: parameters.inboxPort }, (info) =>
      resolve(info.port),
    )
    // Its inbox shows every login code: a page on another name (DNS rebinding) must not read it.
    guardHost(http as Server, { names: [parameters.host] })
    http.once('error', reject)
  }).catch(async (error: unknown) => {
    await new Promise<void>((done) => smtp.close(() => done()))
    throw error
  })

  return {
    smtpUrl: `smtp://${parameters.host}:${smtpPort}`,
    inboxUrl: `http://${parameters.host}:${inboxPort}`,
    messages: () => [...inbox],
    close: async () => {
      await Promise.all([
        new Promise<void>((done) => smtp.close(() => done())),
        new Promise<void>((done) => {
          if (!http) return done()
          http.close(() => done())
          if ('closeAllConnections' in http) http.closeAllConnections()
        }),
      ])
    },
  }
}
