/**
 * The client's language: which catalogue is in force, its text direction, and the texts with the host's overrides.
 * English is built in; another shipped locale's login texts load with `import()` when the client starts, its
 * wallet texts when the wallet half is first used (`loadWalletMessages`). Until a catalogue arrives, and if it
 * cannot be loaded, the English texts are shown: a person never sees a key. Host overrides
 * (`config.intl.messages`) win over every catalogue.
 */
import type { ReadableAtom } from 'nanostores'
import { atom } from 'nanostores'
import type { Messages } from '../messages'
import { formatMessage, resolveMessages } from '../messages'
import { LOGIN_CATALOGUES, WALLET_CATALOGUES } from './loaders'
import { DEFAULT_LOCALE, type Locale, type TextDirection, textDirection } from './locales'

/** What the client shows its texts in. */
export interface IntlState {
  /** The locale whose texts are in force: the requested one once its catalogue has loaded, English until then. */
  locale: Locale
  /** The text direction of `locale`: put it on the modal's root (`dir`). */
  dir: TextDirection
  /** The texts: the locale's catalogue (the groups loaded so far) over English, with the host's overrides on top. */
  messages: Messages
  /** 'loading' while the requested locale's login texts are on their way; 'ready' after (also after a failure). */
  status: 'loading' | 'ready'
}

/** The client's intl service (`ctx.intl`; `latch.$intl` is its store). */
export interface IntlService {
  readonly $intl: ReadableAtom<IntlState>
  /**
   * `$intl` as the login half sees it: set with `$intl` except when only the wallet texts arrive, which no login
   * screen shows. The login screens and the modal shell subscribe to it, so the wallet catalogue (fetched when the
   * modal opens) does not re-render an open modal that shows no wallet text.
   */
  readonly $loginIntl: ReadableAtom<IntlState>
  /** The texts in force (`$intl.get().messages`). */
  readonly messages: Messages
  /** The locale in force (`$intl.get().locale`): what `Intl` formatters use. */
  readonly locale: Locale
  /** Loads the requested locale's login texts (once; again after a failure). Never rejects. */
  load(): Promise<void>
  /** Loads the requested locale's wallet texts (once; again after a failure). Never rejects. */
  loadWalletMessages(): Promise<void>
  /** A new config: another locale or other overrides (the new locale's texts load). */
  configure(locale: Locale, overrides: Partial<Record<string, string>> | undefined): void
}

/** Parameters of `createIntl`. */
export interface CreateIntlParameters {
  locale: Locale
  overrides?: Partial<Record<string, string>>
  /** Where a failed catalogue load is reported (the English texts stay). */
  warn(message: string): void
  /** The catalogue loaders (tests inject failing ones). @default one `import()` per shipped catalogue */
  catalogues?: { login: Partial<CatalogueLoaders>; wallet: Partial<CatalogueLoaders> }
}

type CatalogueLoaders = Record<
  Exclude<Locale, 'en'>,
  () => Promise<{ default: Readonly<Record<string, string>> }>
>

/** The intl service of one client. */
export function createIntl(parameters: CreateIntlParameters): IntlService {
  const { warn } = parameters
  const catalogues = parameters.catalogues ?? { login: LOGIN_CATALOGUES, wallet: WALLET_CATALOGUES }
  let requested = parameters.locale
  let overrides = parameters.overrides
  // The translated groups loaded so far for the requested locale.
  let login: Record<string, string> | null = null
  let wallet: Record<string, string> | null = null
  let walletWanted = false
  let loading: Promise<void> | null = null
  let walletLoading: Promise<void> | null = null

  const build = (): IntlState => {
    const translated = login !== null
    const locale = translated || requested === DEFAULT_LOCALE ? requested : DEFAULT_LOCALE
    const messages = resolveMessages({ ...(translated ? { ...login, ...wallet } : {}), ...overrides })
    const waiting = !translated && requested !== DEFAULT_LOCALE && loading !== null
    return { locale, dir: textDirection(locale), messages, status: waiting ? 'loading' : 'ready' }
  }
  const $intl = atom<IntlState>(build())
  const $loginIntl = atom<IntlState>($intl.get())
  /** Publishes the texts in force; 'wallet' when only the wallet group changed (the login half keeps its state). */
  const publish = (changed: 'all' | 'wallet' = 'all') => {
    const state = build()
    $intl.set(state)
    if (changed === 'all') $loginIntl.set(state)
  }

  function fetchGroup(group: 'login' | 'wallet', locale: Locale): Promise<Record<string, string> | null> {
    if (locale === 'en') return Promise.resolve(null)
    const loader = catalogues[group][locale]
    if (!loader) return Promise.resolve(null)
    return loader().then(
      (module) => ({ ...module.default }),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error)
        warn(
          formatMessage($intl.get().messages, 'intl.loadFailed', { locale: `${locale} (${group})`, reason }),
        )
        return null
      },
    )
  }

  function load(): Promise<void> {
    if (requested === DEFAULT_LOCALE || login !== null) return Promise.resolve()
    if (loading) return loading
    const locale = requested
    const current = fetchGroup('login', locale).then((texts) => {
      if (requested !== locale) return
      loading = null
      login = texts
      publish()
      if (texts && walletWanted) void loadWalletMessages()
    })
    loading = current
    publish()
    return current
  }

  function loadWalletMessages(): Promise<void> {
    walletWanted = true
    if (requested === DEFAULT_LOCALE || wallet !== null) return Promise.resolve()
    if (walletLoading) return walletLoading
    const locale = requested
    walletLoading = fetchGroup('wallet', locale).then((texts) => {
      if (requested !== locale) return
      walletLoading = null
      wallet = texts
      // The wallet texts wait for the login texts, so the two groups never show in two languages at once.
      if (login !== null) publish('wallet')
    })
    return walletLoading
  }

  return {
    $intl,
    $loginIntl,
    get messages() {
      return $intl.get().messages
    },
    get locale() {
      return $intl.get().locale
    },
    load,
    loadWalletMessages,
    configure(locale, nextOverrides) {
      overrides = nextOverrides
      if (locale !== requested) {
        requested = locale
        login = null
        wallet = null
        loading = null
        walletLoading = null
        // load() publishes (English with status 'loading'), or nothing is to be loaded and this publishes.
        if (requested === DEFAULT_LOCALE) publish()
        else void load()
        if (walletWanted) void loadWalletMessages()
        return
      }
      publish()
    },
  }
}
