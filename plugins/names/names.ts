import { createInstanceHandoff, definePlugin, type Plugin } from 'walletdock/plugin'
import { label } from './labels.js'
import type { NamesSetup } from './setupNames.js'

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    RegisterAccountName: undefined
    RegisterAccountNameSuccess: { name: string }
  }
}

/** The setup chunk (identity, the receiver resolver, the action); setup and preload share its file list. */
const loadSetup = () => import('./setupNames.js')

/**
 * Names and identity (spec sections 3, 5 and 7): the eip155 account's profile name and avatar in the
 * Account view and the account button, a typed name as the send view's receiver, and the
 * RegisterAccountName and RegisterAccountNameSuccess views (a "Choose a name" action opens them while
 * the account has no name). Needs `endpoints.api` (the services' identity and profile API). The views
 * load on first show.
 */
export function names(): Plugin<undefined> {
  const setups = createInstanceHandoff<NamesSetup>()
  return definePlugin({
    name: 'names',
    // It writes the eip155 account's profileName and profileImage.
    namespaces: ['eip155'],
    attach(ctx) {
      if (!ctx.config.endpoints.api) {
        console.warn('[appkit] the names plugin needs `endpoints.api` (the services API); it is left out')
        return
      }
      const removals = [
        ctx.views.register(
          'RegisterAccountName',
          async () => {
            const [{ createRegisterAccountName }, setup] = await Promise.all([
              import('./RegisterAccountName.js'),
              setups.get(ctx.instance),
            ])
            return { default: createRegisterAccountName(setup) }
          },
          { title: label('register') },
        ),
        ctx.views.register('RegisterAccountNameSuccess', () => import('./RegisterAccountNameSuccess.js'), {
          title: label('success'),
        }),
      ]
      return () => {
        for (const remove of removals) remove()
        setups.delete(ctx.instance)
      }
    },
    preload: loadSetup,
    async setup(ctx) {
      if (!ctx.api) return
      const { setupNames } = await loadSetup()
      const setup = setupNames(ctx, ctx.api, label('action'))
      setups.resolve(ctx.instance, setup)
      return setup.stop
    },
  })
}
