/** The local OpenID provider's test users: the same people behind each of the six stand-in providers. Dev only. */
export type DevSocialUser = {
  login: string
  password: string
  /** The provider's stable id of the person (GitHub's numeric id, Google's sub, ...). */
  subject: string
  name: string
  email: string
}

export const DEV_SOCIAL_USERS: readonly DevSocialUser[] = [
  {
    login: 'alice',
    password: 'alice-password',
    subject: '1001',
    name: 'Alice Example',
    email: 'alice@example.com',
  },
  { login: 'bob', password: 'bob-password', subject: '1002', name: 'Bob Example', email: 'bob@example.com' },
]

export function findDevSocialUser(login: string): DevSocialUser | undefined {
  return DEV_SOCIAL_USERS.find((user) => user.login === login)
}

export function findDevSocialUserBySubject(subject: string): DevSocialUser | undefined {
  return DEV_SOCIAL_USERS.find((user) => user.subject === subject)
}
