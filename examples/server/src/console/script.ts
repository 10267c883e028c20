/**
 * The console's script (served as /console/assets/console.js): views rendered from `/console/api/*`, text written
 * with `textContent` only, every change sent with the session's CSRF token. Kept as plain ES2022 in a string so the
 * server serves it without a build step.
 */
export const CONSOLE_SCRIPT = String.raw`
'use strict'
;(() => {
  const CSRF = 'x-latch-console-csrf'
  let me = null
  const main = document.getElementById('main')
  const h = (tag, attrs, ...kids) => {
    const el = document.createElement(tag)
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue
      if (k.startsWith('on')) el.addEventListener(k.slice(2), v)
      else if (k === 'text') el.textContent = v
      else el.setAttribute(k, v === true ? '' : String(v))
    }
    for (const kid of kids.flat()) if (kid !== null && kid !== undefined) el.append(kid)
    return el
  }
  const when = (s) => (s ? new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '')
  const show = (title, ...kids) => {
    main.replaceChildren(h('h1', { text: title }), ...kids)
    document.title = title + ' · Latch console'
    main.focus()
  }
  class ApiError extends Error {
    constructor(status, body) {
      super((body && body.error) || 'Request failed (' + status + ')')
      this.status = status
      this.body = body || {}
    }
  }
  async function api(method, path, body) {
    const headers = { accept: 'application/json' }
    if (method !== 'GET') headers['content-type'] = 'application/json'
    if (method !== 'GET' && me) headers[CSRF] = me.csrf
    const res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : JSON.stringify(body || {}),
    })
    const text = await res.text()
    let json = null
    try { json = text ? JSON.parse(text) : null } catch {}
    if (!res.ok) {
      if (res.status === 401 && me) { me = null; route() }
      throw new ApiError(res.status, json)
    }
    return json
  }
  const errorLine = (e) => h('p', { class: 'error', role: 'alert', text: e.message })
  const busy = async (button, work, out) => {
    button.disabled = true
    out.replaceChildren()
    try { await work() } catch (e) { out.replaceChildren(errorLine(e)) } finally { button.disabled = false }
  }

  // ── theme ──
  const themeButton = document.getElementById('theme')
  const applyTheme = (t) => {
    document.documentElement.dataset.theme = t
    themeButton.setAttribute('aria-pressed', String(t === 'dark'))
    themeButton.textContent = t === 'dark' ? 'Light theme' : 'Dark theme'
  }
  applyTheme(localStorage.getItem('latch-console-theme') ||
    (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'))
  themeButton.addEventListener('click', () => {
    const t = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark'
    localStorage.setItem('latch-console-theme', t)
    applyTheme(t)
  })
  document.getElementById('logout').addEventListener('click', async () => {
    try { await api('POST', '/console/api/logout') } catch {}
    me = null
    location.hash = '#/apps'
    route()
  })
  const signedIn = (session) => {
    me = session
    document.getElementById('who').textContent = me.operator.email + ' (' + me.operator.role + ')'
    document.getElementById('nav').hidden = false
    document.getElementById('logout').hidden = false
  }

  // ── sign-in ──
  async function passkeyGet() {
    const { options } = await api('POST', '/console/auth/passkey/options')
    const cred = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options) })
    return cred.toJSON()
  }
  function signInView() {
    const out = h('div', { 'aria-live': 'polite' })
    const pk = h('button', { type: 'button', id: 'passkey-signin', text: 'Sign in with a passkey' })
    pk.addEventListener('click', () => busy(pk, async () => {
      signedIn(await api('POST', '/console/auth/passkey/verify', { response: await passkeyGet() }))
      route()
    }, out))
    const email = h('input', { id: 'email', type: 'email', autocomplete: 'username', required: true })
    const code = h('input', { id: 'code', inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: 6 })
    const codeOut = h('div', { 'aria-live': 'polite' })
    const send = h('button', { type: 'button', class: 'secondary', text: 'Email me a code' })
    const verify = h('button', { type: 'button', text: 'Sign in with the code' })
    send.addEventListener('click', () => busy(send, async () => {
      await api('POST', '/console/auth/code/send', { email: email.value })
      codeOut.replaceChildren(h('p', { class: 'ok', text: 'If this address belongs to an operator, a code is on its way.' }))
    }, codeOut))
    verify.addEventListener('click', () => busy(verify, async () => {
      signedIn(await api('POST', '/console/auth/code/verify', { email: email.value, code: code.value }))
      route()
    }, codeOut))
    show('Sign in', pk, out,
      h('h2', { text: 'No passkey on this device?' }),
      h('label', { for: 'email', text: 'Email' }), email, ' ', send,
      h('label', { for: 'code', text: 'Code' }), code, ' ', verify, codeOut)
  }
  function inviteView() {
    const token = location.hash.slice(1)
    const out = h('div', { 'aria-live': 'polite' })
    const go = h('button', { type: 'button', id: 'create-passkey', text: 'Create my passkey' })
    go.addEventListener('click', () => busy(go, async () => {
      const { options } = await api('POST', '/console/auth/invite/options', { token })
      const cred = await navigator.credentials.create({
        publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options),
      })
      signedIn(await api('POST', '/console/auth/invite/verify', { token, response: cred.toJSON() }))
      history.replaceState(null, '', '/console#/apps')
      route()
    }, out))
    show('Join the console', h('p', { text: 'You were invited to operate this Latch server. Create a passkey to sign in with.' }), go, out)
  }

  // ── apps ──
  async function appsView() {
    const { apps } = await api('GET', '/console/api/apps')
    show('Apps', h('table', {},
      h('thead', {}, h('tr', {}, h('th', { text: 'Name' }), h('th', { text: 'Id' }), h('th', { text: 'Origins' }))),
      h('tbody', {}, apps.map((a) => h('tr', {},
        h('td', {}, h('a', { href: '#/apps/' + a.id, text: a.name })),
        h('td', {}, h('code', { text: a.id })),
        h('td', { text: a.allowed_origins.join(' ') }))))))
  }
  async function appView(id) {
    const { app } = await api('GET', '/console/api/apps/' + encodeURIComponent(id))
    const owner = me.operator.role === 'owner'
    const fields = [
      ['name', 'Name', app.name],
      ['allowed_origins', 'Allowed origins (space separated)', app.allowed_origins.join(' ')],
      ['login_methods', 'Login methods, in order (space separated)', app.login_methods.join(' ')],
      ['mfa_methods', 'MFA methods (space separated)', app.mfa_methods.join(' ')],
      ['create_on_login', 'Create wallets on login', app.create_on_login],
      ['captcha_site_key', 'Captcha site key', app.captcha_site_key || ''],
      ['webhook_url', 'Webhook URL', app.webhook_url || ''],
    ]
    const inputs = {}
    const errors = {}
    const form = h('form', { novalidate: true })
    for (const [key, label, value] of fields) {
      inputs[key] = h('input', { id: 'f-' + key, value, disabled: !owner, 'aria-describedby': 'e-' + key, size: 60 })
      errors[key] = h('p', { id: 'e-' + key, class: 'field-error' })
      form.append(h('label', { for: 'f-' + key, text: label }), inputs[key], errors[key])
    }
    const captcha = h('input', { id: 'f-captcha', type: 'checkbox', checked: app.captcha_enabled, disabled: !owner })
    form.append(h('label', { for: 'f-captcha' }, captcha, ' Captcha on'))
    const out = h('div', { 'aria-live': 'polite' })
    const save = h('button', { type: 'submit', text: 'Save settings', hidden: !owner })
    form.append(save, out)
    const list = (v) => v.split(/[\s,]+/).filter(Boolean)
    form.addEventListener('submit', (ev) => {
      ev.preventDefault()
      for (const k in errors) errors[k].textContent = ''
      busy(save, async () => {
        try {
          await api('POST', '/console/api/apps/' + encodeURIComponent(id), {
            name: inputs.name.value,
            allowed_origins: list(inputs.allowed_origins.value),
            login_methods: list(inputs.login_methods.value),
            mfa_methods: list(inputs.mfa_methods.value),
            create_on_login: inputs.create_on_login.value,
            captcha_site_key: inputs.captcha_site_key.value || null,
            captcha_enabled: captcha.checked,
            webhook_url: inputs.webhook_url.value,
          })
          out.replaceChildren(h('p', { class: 'ok', text: 'Saved.' }))
        } catch (e) {
          const f = (e.body && e.body.fields) || {}
          for (const k in f) if (errors[k]) errors[k].textContent = f[k]
          throw e
        }
      }, out)
    })
    const secrets = h('div')
    if (owner) {
      const shown = h('div', { 'aria-live': 'polite' })
      const rotate = h('button', { type: 'button', class: 'danger', id: 'rotate-secret', text: 'Rotate the app secret' })
      rotate.addEventListener('click', () => busy(rotate, async () => {
        const { app_secret } = await api('POST', '/console/api/apps/' + encodeURIComponent(id) + '/rotate-secret')
        shown.replaceChildren(h('p', { class: 'notice' }, 'New app secret (shown once): ',
          h('span', { class: 'secret', id: 'new-secret', text: app_secret })))
      }, shown))
      const rotateHook = h('button', { type: 'button', class: 'secondary', text: 'Rotate the webhook secret' })
      rotateHook.addEventListener('click', () => busy(rotateHook, async () => {
        const { webhook_secret } = await api('POST', '/console/api/apps/' + encodeURIComponent(id) + '/rotate-webhook-secret')
        shown.replaceChildren(h('p', { class: 'notice' }, 'New webhook secret (shown once): ',
          h('span', { class: 'secret', text: webhook_secret })))
      }, shown))
      secrets.append(h('h2', { text: 'Secrets' }), rotate, ' ', rotateHook, shown)
    }
    show(app.name, h('p', {}, 'App id ', h('code', { text: app.id })), form, secrets)
  }

  // ── users ──
  async function usersView(params) {
    const q = h('input', { id: 'q', type: 'search', value: params.get('q') || '', size: 50 })
    const results = h('div')
    const form = h('form', { role: 'search', class: 'row' },
      h('div', {}, h('label', { for: 'q', text: 'Email, phone, wallet address, passkey or user id' }), q),
      h('button', { type: 'submit', text: 'Search' }))
    form.addEventListener('submit', (ev) => {
      ev.preventDefault()
      location.hash = '#/users?q=' + encodeURIComponent(q.value)
    })
    show('Users', form, results)
    if (!params.get('q')) return
    const data = await api('GET', '/console/api/users?' + params.toString())
    results.replaceChildren(
      h('p', { text: data.users.length + ' found (by ' + data.kind + ')' }),
      h('table', {}, h('thead', {}, h('tr', {}, h('th', { text: 'User' }), h('th', { text: 'Identities' }), h('th', { text: 'Created' }))),
        h('tbody', {}, data.users.map((u) => h('tr', {},
          h('td', {}, h('a', { href: '#/users/' + u.app_id + '/' + encodeURIComponent(u.user_id), text: u.user_id })),
          h('td', { text: u.identities.join(', ') }),
          h('td', { text: when(u.created_at) }))))),
      data.next ? h('a', { href: '#/users?' + new URLSearchParams({ q: params.get('q'), after: data.next }), text: 'Next page' }) : '')
  }
  async function userView(appId, userId) {
    const base = '/console/api/apps/' + encodeURIComponent(appId) + '/users/' + encodeURIComponent(userId)
    const d = await api('GET', base)
    const out = h('div', { 'aria-live': 'polite' })
    const sessions = h('tbody', {}, d.sessions.map((s) => {
      const b = h('button', { type: 'button', class: 'secondary', text: 'Revoke', 'aria-label': 'Revoke session ' + s.id })
      b.addEventListener('click', () => busy(b, async () => {
        await api('POST', base + '/sessions/' + encodeURIComponent(s.id) + '/revoke')
        route()
      }, out))
      return h('tr', {}, h('td', {}, h('code', { text: s.id })), h('td', { text: when(s.created_at) }), h('td', {}, b))
    }))
    const all = h('button', { type: 'button', class: 'secondary', id: 'revoke-all', text: 'Revoke all sessions' })
    all.addEventListener('click', () => busy(all, async () => { await api('POST', base + '/sessions/revoke'); route() }, out))
    const accounts = (d.user.linked_accounts || []).map((a) =>
      h('li', { text: a.type + ': ' + (a.address || a.phone_number || a.email || a.subject || a.credential_id || '') }))
    const kids = [
      h('p', {}, 'App ', h('code', { text: d.app_id })),
      h('h2', { text: 'Linked accounts' }), h('ul', {}, accounts),
      h('h2', { text: 'Embedded wallet' }),
      h('p', { text: d.embedded_wallet ? d.embedded_wallet.address + ' (' + d.embedded_wallet.recovery_method + ')' : 'None' }),
      h('h2', { text: 'Devices' }), h('ul', {}, d.devices.map((x) => h('li', { text: x.id + ', added ' + when(x.created_at) }))),
      h('h2', { text: 'MFA methods' }), h('p', { text: d.mfa_methods.join(', ') || 'None' }),
      h('h2', { text: 'Live sessions' }),
      h('table', {}, h('thead', {}, h('tr', {}, h('th', { text: 'Session' }), h('th', { text: 'Started' }), h('th', { text: 'Action' }))), sessions),
      all, out,
      h('p', {}, h('a', { href: '#/security?user=' + encodeURIComponent(userId), text: "This user's security log" })),
    ]
    if (me.operator.role === 'owner') {
      const confirm = h('input', { id: 'confirm-delete', autocomplete: 'off', size: 50 })
      const del = h('button', { type: 'button', class: 'danger', id: 'delete-user', text: 'Delete this user' })
      const delOut = h('div', { 'aria-live': 'polite' })
      del.addEventListener('click', () => busy(del, async () => {
        await api('POST', base + '/delete', { confirm: confirm.value })
        delOut.replaceChildren(h('p', { class: 'ok', text: 'Deleted.' }))
      }, delOut))
      kids.push(h('h2', { text: 'Delete' }), h('label', { for: 'confirm-delete', text: 'Type the user id to confirm' }), confirm, ' ', del, delOut)
    }
    show(userId, ...kids)
  }

  // ── security log and webhooks ──
  async function securityView(params) {
    const inputs = {}
    const form = h('form', { class: 'row' })
    for (const [k, label] of [['app', 'App id'], ['user', 'User id'], ['type', 'Event'], ['since', 'Since (Unix s)'], ['until', 'Until (Unix s)']]) {
      inputs[k] = h('input', { id: 's-' + k, value: params.get(k) || '', size: k === 'user' ? 30 : 14 })
      form.append(h('div', {}, h('label', { for: 's-' + k, text: label }), inputs[k]))
    }
    form.append(h('button', { type: 'submit', text: 'Filter' }))
    form.addEventListener('submit', (ev) => {
      ev.preventDefault()
      const p = new URLSearchParams()
      for (const k in inputs) if (inputs[k].value) p.set(k, inputs[k].value)
      location.hash = '#/security?' + p
    })
    const data = await api('GET', '/console/api/security-events?' + params)
    const exportParams = new URLSearchParams(params)
    exportParams.set('format', 'jsonl')
    exportParams.set('limit', '100')
    show('Security log', form,
      h('p', {}, h('a', { href: '/console/api/security-events?' + exportParams, download: 'security-log.jsonl', text: 'Export as JSON lines' })),
      h('table', {}, h('thead', {}, h('tr', {}, ['Time', 'Event', 'App', 'User', 'Method', 'IP'].map((t) => h('th', { text: t })))),
        h('tbody', {}, data.events.map((e) => h('tr', {},
          h('td', { text: when(e.created_at) }), h('td', { text: e.type }), h('td', { text: e.app_id || '' }),
          h('td', { text: e.user_id || '' }), h('td', { text: e.method || '' }), h('td', { text: e.ip || '' }))))),
      data.next ? h('a', { href: '#/security?' + new URLSearchParams({ ...Object.fromEntries(params), before: data.next }), text: 'Older' }) : '')
  }
  async function webhooksView(params) {
    const { apps } = await api('GET', '/console/api/apps')
    const app = params.get('app') || (apps[0] && apps[0].id) || ''
    const select = h('select', { id: 'w-app' }, apps.map((a) => h('option', { value: a.id, selected: a.id === app, text: a.name })))
    const status = h('select', { id: 'w-status' }, ['', 'pending', 'delivering', 'delivered', 'dead'].map((s) =>
      h('option', { value: s, selected: s === (params.get('status') || ''), text: s || 'any' })))
    const form = h('form', { class: 'row' },
      h('div', {}, h('label', { for: 'w-app', text: 'App' }), select),
      h('div', {}, h('label', { for: 'w-status', text: 'Status (dead: dead letters)' }), status),
      h('button', { type: 'submit', text: 'Show' }))
    form.addEventListener('submit', (ev) => {
      ev.preventDefault()
      location.hash = '#/webhooks?' + new URLSearchParams({ app: select.value, status: status.value })
    })
    if (!app) return show('Webhooks', form)
    const q = new URLSearchParams({ app })
    if (params.get('status')) q.set('status', params.get('status'))
    const { deliveries } = await api('GET', '/console/api/webhooks?' + q)
    const out = h('div', { 'aria-live': 'polite' })
    show('Webhooks', form, out,
      h('table', {}, h('thead', {}, h('tr', {}, ['Event', 'Status', 'Attempts', 'Last error', 'Action'].map((t) => h('th', { text: t })))),
        h('tbody', {}, deliveries.map((d) => {
          const cell = h('td')
          if (me.operator.role === 'owner' && (d.status === 'delivered' || d.status === 'dead')) {
            const b = h('button', { type: 'button', class: 'secondary', text: 'Redeliver', 'aria-label': 'Redeliver ' + d.id })
            b.addEventListener('click', () => busy(b, async () => { await api('POST', '/console/api/webhooks/' + encodeURIComponent(d.id) + '/redeliver'); route() }, out))
            cell.append(b)
          }
          return h('tr', {}, h('td', { text: d.event_type }), h('td', { text: d.status }), h('td', { text: String(d.attempts) }),
            h('td', { text: d.last_error || '' }), cell)
        }))))
  }

  // ── routing ──
  async function route() {
    if (location.pathname === '/console/invite' && !me) return inviteView()
    if (!me) {
      try { signedIn(await api('GET', '/console/api/me')) } catch { return signInView() }
    }
    const [path, query] = (location.hash.slice(1) || '/apps').split('?')
    const params = new URLSearchParams(query || '')
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent)
    try {
      if (parts[0] === 'apps' && parts[1]) return await appView(parts[1])
      if (parts[0] === 'users' && parts[2]) return await userView(parts[1], parts[2])
      if (parts[0] === 'users') return await usersView(params)
      if (parts[0] === 'security') return await securityView(params)
      if (parts[0] === 'webhooks') return await webhooksView(params)
      return await appsView()
    } catch (e) {
      if (me) show('Something went wrong', errorLine(e))
    }
  }
  addEventListener('hashchange', route)
  route()
})()
`
