/**
 * `POST /api/v1/embedded_wallets/{owner}/smart_wallet {address, smart_wallet_type}`: links the ERC-4337 smart account
 * the client derived from the caller's own embedded wallet (`config.smartWallets`) as a `smart_wallet` account.
 *
 * Rules: the owner in the path must be the caller's embedded wallet (404 `not_found` otherwise: nobody links a smart
 * account to someone else's signer, nor to an external wallet); one smart wallet per user (the same one again answers
 * the user unchanged, another is 400 `already_linked`); an address another user holds is `linked_to_another_user`.
 * No grant: the account adds no way in (a smart wallet is not a login method and never counts as one when an unlink
 * asks whether the user keeps a way to log in), and nobody is told beyond the `user.linked_account` webhook.
 * The server does not recompute the address (it has no chain RPC): it records what the owner's session says its
 * counterfactual address is; the owner key alone controls that account, whatever is recorded here.
 * There is no unlink route: the account follows the embedded wallet.
 */
import { SMART_WALLET_LINK } from '@latch/core/protocol'
import { Hono } from 'hono'
import { loadUser, requireCaller } from '../auth'
import { type Deps, type HonoEnv, nowSeconds } from '../context'
import { callersWallet, readAddress } from '../domain/wallets'
import { badRequest, HttpError, readJson } from '../http'
import { route } from '../route'
import { accountToJSON, userToJSON } from '../users'

const TYPES = ['simple', 'light', 'kernel', 'safe']

export function smartWalletRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  route(r, SMART_WALLET_LINK, [requireCaller(deps)], async (c) => {
    const owner = readAddress(c.req.param('address'))
    const body = await readJson(c)
    const address = readAddress(body.address)
    const type = body.smart_wallet_type
    if (typeof type !== 'string' || !TYPES.includes(type)) {
      throw badRequest(`'smart_wallet_type' must be one of ${TYPES.join(', ')}`)
    }
    const wallet = await callersWallet(deps, c, owner)
    const app = c.get('app')
    const user = await loadUser(deps, app.id, wallet.userId)
    const key = address.toLowerCase()
    const account = {
      type: 'smart_wallet',
      key,
      data: { address, smart_wallet_type: type, owner: wallet.address },
    }
    const mine = user.accounts.find((a) => a.type === 'smart_wallet')
    if (mine?.key === key) return { user: userToJSON(user) }
    if (mine) throw new HttpError(400, 'already_linked', 'This user already has a smart wallet.')
    const added = await deps.storage.linkAccount(app.id, user.id, account, nowSeconds(deps), true)
    if (added === 'taken')
      throw new HttpError(400, 'linked_to_another_user', 'This smart wallet belongs to another user.')
    if (added === 'has_type')
      throw new HttpError(400, 'already_linked', 'This user already has a smart wallet.')
    const after = await loadUser(deps, app.id, user.id)
    const userJson = userToJSON(after)
    const linked = after.accounts.find((a) => a.type === 'smart_wallet' && a.key === key)
    if (linked) {
      await deps.webhooks.emit(app, user.id, {
        type: 'user.linked_account',
        user: userJson,
        account: accountToJSON(linked, after),
      })
    }
    return { user: userJson }
  })
  return r
}
