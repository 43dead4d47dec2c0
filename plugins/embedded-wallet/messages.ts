import { defineMessages } from 'walletdock/ui'
import { locales } from './embeddedWalletLocales.js'

/** The embedded wallet's strings. */
export const useEmbeddedMessages = defineMessages(
  {
    en: {
      emailLabel: 'Email',
      continue: 'Continue',
      sending: 'Sending code...',
      invalidEmail: 'Enter an email address, like ada@example.com',
      codeLabel: 'Code',
      codeSent: 'Enter the code we sent to {email}',
      verifyDevice: 'Approve this device with the link we sent to {email}',
      verify: 'Verify',
      verifying: 'Verifying...',
      invalidCode: 'Enter the code from the email',
      socialWaiting: 'Waiting for {provider}...',
      farcaster: 'Sign in with Farcaster',
      farcasterQrLabel: 'Farcaster sign-in QR code',
      farcasterScan: 'Scan this code with your phone, or open the link in your Farcaster app',
      farcasterOpen: 'Open Farcaster',
      farcasterPreparing: 'Preparing the sign-in...',
      farcasterRetry: 'Try again',
      updateEmail: 'Update email',
      newEmailLabel: 'New email',
      primaryCodeSent: 'Enter the code we sent to {email} to confirm the change',
      secondaryCodeSent: 'Enter the code we sent to {email}',
      emailUpdated: 'Your email is now {email}',
      sameEmail: 'This is your current email',
      approveTitle: '{title}',
      approveDetails: 'What is being signed',
      approveInFrame: 'Approve or reject it in the secure wallet.',
    },
  },
  locales,
)
