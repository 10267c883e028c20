import { readFileSync } from 'node:fs'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildPasswordDictionary, OUTPUT } from '../../../../scripts/password-dictionary.mjs'
import type { PasswordStrengthLabel } from './password.rules'
import { loadGeneralEstimate, scorePassword } from './password.rules'
import { createGeneralEstimate } from './password-strength'

/** Today's full dictionaries of the zxcvbn-ts language packages: what the compact one replaces. */
function fullEstimate() {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  })
  return (password: string) => zxcvbn.check(password).score
}

/** Passwords people pick, by the label the full dictionaries give them. */
const FIXED: Record<PasswordStrengthLabel, string[]> = {
  weak: [
    'password',
    'qwerty123',
    'iloveyou',
    'letmein1',
    'dragon2020',
    'sunshine1',
    'Password1',
    'trustno1',
    'starwars',
    'baseball!',
    '1q2w3e4r5t',
    'purplemonkey',
    'CorrectHorse',
  ],
  medium: [
    'Summer2024',
    'Michael1985',
    'BlueSky2024',
    'Tr0ub4dor&3',
    'Sunshine!23',
    'mustang1985!',
    'Jennifer#12',
    'Dolphin2019!',
    'HappyDays99',
    'Winter.2023',
    'bananabread1',
    'Chocolate123',
    'correct-horse-battery-staple',
  ],
  strong: [
    'Xk9#mP2$vL7@qR4!',
    'gT7!pQ2x#Lm9vB4z',
    'Purple.Elephant.Dances.42',
    'my-cat-eats-42-tacos',
    'Zebra!Violin7Quartz',
    'T4ble-L4mp-R1ver!',
    'Ocean&Mountain&Sky2031',
    'hV3$kP9@wQ1!',
  ],
}

describe('password strength with the compact dictionary', () => {
  it('weak, medium and strong passwords keep the label the full dictionaries give them', () => {
    const full = fullEstimate()
    const compact = createGeneralEstimate()
    for (const [expected, passwords] of Object.entries(FIXED)) {
      for (const password of passwords) {
        const labels = {
          password,
          full: scorePassword(password, full).label,
          compact: scorePassword(password, compact).label,
        }
        expect(labels).toEqual({ password, full: expected, compact: expected })
      }
    }
  }, 60_000)

  it('the compact dictionary finds common passwords and words the full one ranks low (score 0 or 1)', () => {
    const compact = createGeneralEstimate()
    for (const password of [
      'password',
      'qwerty123',
      'iloveyou',
      'football',
      'monkey12',
      'welcome1',
      'princess',
    ]) {
      expect({ password, score: compact(password) }).toEqual({ password, score: expect.any(Number) })
      expect(compact(password)).toBeLessThanOrEqual(1)
    }
  })

  it('is loaded once and shared by later calls', async () => {
    const first = await loadGeneralEstimate()
    expect(await loadGeneralEstimate()).toBe(first)
    expect(scorePassword('Xk9#mP2$vL7@qR4!', first).label).toBe('strong')
  })

  it('the shipped data is what scripts/password-dictionary.mjs builds from the installed language packages', () => {
    expect(JSON.parse(readFileSync(OUTPUT, 'utf8'))).toEqual(buildPasswordDictionary())
  })
})
