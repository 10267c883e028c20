/**
 * `@latch/themes/styles.css`: the default stylesheet for @latch/react's parts. Uses only the contract's variables,
 * so any theme's values (set by the provider on the modal root) restyle it.
 */
import { type GlobalStyleRule, globalKeyframes, globalStyle } from '@vanilla-extract/css'
import { expandRule, keyframeNames, styleRules } from './rules'

globalKeyframes(keyframeNames.spin, { to: { transform: 'rotate(360deg)' } })
globalKeyframes(keyframeNames.fadeIn, { from: { opacity: 0 }, to: { opacity: 1 } })
globalKeyframes(keyframeNames.fadeOut, { from: { opacity: 1 }, to: { opacity: 0 } })
globalKeyframes(keyframeNames.rise, {
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
})
globalKeyframes(keyframeNames.sink, {
  from: { opacity: 1, transform: 'translateY(0)' },
  to: { opacity: 0, transform: 'translateY(12px)' },
})

for (const [selector, rule] of styleRules) {
  for (const [flatSelector, flatRule] of expandRule(selector, rule))
    globalStyle(flatSelector, flatRule as GlobalStyleRule)
}
