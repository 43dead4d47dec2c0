import { connect } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { MAIL_SINK_MAX_MESSAGE_BYTES } from '../constants.js'
import { inboxResponseSchema } from '../dev/devStackInfo.js'
import { createMailer } from './createMailer.js'
import { type MailSink, startMailSink } from './startMailSink.js'

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink({ host: '127.0.0.1', smtpPort: 0, inboxPort: 0, maxMessages: 3 })
})
afterAll(() => sink.close())

const inbox = async (query = '') => {
  const response = await fetch(`${sink.inboxUrl}/api/messages${query}`)
  return inboxResponseSchema.parse(await response.json()).messages
}

/** Speaks SMTP by hand: sends each line, returns everything the server said. */
const rawSmtp = (lines: string[]) =>
  new Promise<string>((resolve, reject) => {
    const url = new URL(sink.smtpUrl)
    const socket = connect(Number(url.port), url.hostname)
    let said = ''
    socket.on('data', (chunk) => {
      said += chunk.toString()
    })
    socket.on('error', reject)
    socket.once('data', () => {
      for (const line of lines) socket.write(`${line}\r\n`)
      setTimeout(() => {
        socket.end()
        resolve(said)
      }, 300)
    })
  })

it('receives a mail sent over SMTP and lists it in the inbox, filtered by recipient', async () => {
  const mailer = createMailer(sink.smtpUrl)
  await mailer.send({ to: 'Alice@Example.com', subject: 'Your code', text: 'Your code is 123456' })
  await mailer.send({ to: 'bob@example.com', subject: 'Hello', text: 'hi' })
  mailer.close()
  const forAlice = await inbox('?to=alice@example.com')
  expect(forAlice).toHaveLength(1)
  expect(forAlice[0]).toMatchObject({ to: ['alice@example.com'], subject: 'Your code' })
  expect(forAlice[0]?.text.trim()).toBe('Your code is 123456')
  expect((await inbox()).map((message) => message.subject)).toEqual(['Hello', 'Your code'])
})

it('the inbox page shows mail as text, never as markup', async () => {
  const mailer = createMailer(sink.smtpUrl)
  await mailer.send({ to: 'carol@example.com', subject: '<script>alert(1)</script>', text: '<b>hi</b>' })
  mailer.close()
  const page = await (await fetch(`${sink.inboxUrl}/`)).text()
  expect(page).not.toContain('<script>alert(1)</script>')
  expect(page).toContain('&#60;script&#62;')
})

it('keeps at most its limit of mails, the newest', async () => {
  const mailer = createMailer(sink.smtpUrl)
  for (const n of [1, 2, 3, 4]) await mailer.send({ to: 'dave@example.com', subject: `n${n}`, text: 'x' })
  mailer.close()
  expect((await inbox()).map((message) => message.subject)).toEqual(['n4', 'n3', 'n2'])
})

it('malformed input: a too long recipient query is refused with 400, an unknown route with 404, and the inbox still answers', async () => {
  const tooLong = await fetch(`${sink.inboxUrl}/api/messages?to=${'a'.repeat(300)}`)
  expect(tooLong.status).toBe(400)
  expect(await tooLong.json()).toEqual({
    error: { code: 'INVALID_INPUT', message: 'to is at most 254 characters' },
  })
  expect((await fetch(`${sink.inboxUrl}/api/nothing`)).status).toBe(404)
  expect((await fetch(`${sink.inboxUrl}/api/messages`)).status).toBe(200)
})

it('malformed SMTP: unknown commands and AUTH are refused, a mail over the size limit is refused, and the sink keeps receiving', async () => {
  const said = await rawSmtp(['EHLO test', 'BOGUS', 'AUTH PLAIN AGFiYwBkZWY=', 'QUIT'])
  expect(said).toMatch(/^220 /)
  expect(said).toMatch(/\r\n5\d\d .*\r\n5\d\d /s)
  const mailer = createMailer(sink.smtpUrl)
  await expect(
    mailer.send({
      to: 'erin@example.com',
      subject: 'big',
      text: 'x'.repeat(MAIL_SINK_MAX_MESSAGE_BYTES + 1),
    }),
  ).rejects.toThrow(/552/)
  await mailer.send({ to: 'erin@example.com', subject: 'small', text: 'ok' })
  mailer.close()
  expect((await inbox('?to=erin@example.com')).map((message) => message.subject)).toEqual(['small'])
})

it('clears the inbox on DELETE', async () => {
  expect((await fetch(`${sink.inboxUrl}/api/messages`, { method: 'DELETE' })).status).toBe(200)
  expect(await inbox()).toEqual([])
})
