/**
 * Tests without a browser: plays the user's browser at a provider's authorization URL. Picks who signs in with
 * `login_hint`, then returns what the browser would send to the server's callback: a GET with the query of the
 * provider's 302, or (Apple, `response_mode=form_post`) the POST that the provider's auto-submitting page makes.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

export interface CallbackRequest {
  method: 'GET' | 'POST'
  /** The callback URL (with the query for a GET). */
  url: URL
  /** The form fields of a POST. */
  form: URLSearchParams | null
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value ?? null

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) yield* elements(child)
  if ('content' in node && node.content) yield* elements(node.content)
}

/** The first form of a page: its action and its inputs' names and values. */
export function readFormPost(html: string): { action: string; fields: URLSearchParams } {
  const all = [...elements(parse(html))]
  const form = all.find((el) => el.tagName === 'form')
  const action = form ? attr(form, 'action') : null
  if (!action || attr(form as Element, 'method')?.toLowerCase() !== 'post') {
    throw new Error('the provider page holds no form that posts')
  }
  const fields = new URLSearchParams()
  for (const el of elements(form as Element)) {
    const name = el.tagName === 'input' ? attr(el, 'name') : null
    if (name) fields.set(name, attr(el, 'value') ?? '')
  }
  return { action, fields }
}

/** Follows the authorization URL at the provider as `hint`; returns the request the browser makes to the callback. */
export async function playProvider(authorizationUrl: string | URL, hint: string): Promise<CallbackRequest> {
  const url = new URL(authorizationUrl)
  url.searchParams.set('login_hint', hint)
  const res = await fetch(url, { redirect: 'manual' })
  if (res.status === 302) {
    await res.body?.cancel()
    return { method: 'GET', url: new URL(res.headers.get('location') as string), form: null }
  }
  const body = await res.text()
  if (res.status !== 200) throw new Error(`the provider answered ${res.status}: ${body.slice(0, 200)}`)
  const { action, fields } = readFormPost(body)
  return { method: 'POST', url: new URL(action), form: fields }
}
