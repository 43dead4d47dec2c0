import { createTransport } from 'nodemailer'

export type Mail = { to: string; subject: string; text: string }
export type Mailer = { send(mail: Mail): Promise<void>; close(): void }

/** Ours: the sender of the secure site's mail. */
export const MAIL_FROM = 'walletdock <no-reply@walletdock.local>'

/** Sends mail over SMTP (`smtp://host:port`, or `smtps://user:pass@host:port` in production). */
export function createMailer(smtpUrl: string, from: string = MAIL_FROM): Mailer {
  const transport = createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}
