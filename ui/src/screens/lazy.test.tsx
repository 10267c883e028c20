import { act, fireEvent, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { ScreenProps } from '../registry'
import { lazyScreen } from './lazy'

function Counter(_: ScreenProps<'LANDING'>) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  )
}

const props = { screen: 'LANDING', data: null } as unknown as ScreenProps<'LANDING'>
const tree = (Screen: ReturnType<typeof lazyScreen<'LANDING'>>, key = 'a') => (
  <Suspense key={key} fallback={<p>loading fallback</p>}>
    <Screen {...props} />
  </Suspense>
)

describe('lazyScreen', () => {
  it('a preloaded screen renders at once: its first render shows the screen, never the fallback', async () => {
    const Screen = lazyScreen(async () => Counter)
    await Screen.preload()
    render(tree(Screen))
    // synchronously after the first render, with no act() flush of a suspended lazy component
    expect(screen.getByText('clicked 0')).toBeTruthy()
    expect(screen.queryByText('loading fallback')).toBeNull()
  })

  it('a screen not loaded yet shows the fallback, then the screen, which keeps its state on later renders', async () => {
    let resolve: (c: typeof Counter) => void = () => {}
    const Screen = lazyScreen(() => new Promise<typeof Counter>((r) => (resolve = r)))
    const { rerender } = render(tree(Screen))
    expect(screen.getByText('loading fallback')).toBeTruthy()
    await act(async () => resolve(Counter))
    expect(await screen.findByText('clicked 0')).toBeTruthy()
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByText('clicked 1')).toBeTruthy()
    // a re-render after the code arrived must not swap the component (a remount would reset the count)
    rerender(tree(Screen))
    expect(screen.getByText('clicked 1')).toBeTruthy()
  })

  it('a failed load can be retried', async () => {
    let fail = true
    const Screen = lazyScreen(async () => {
      if (fail) throw new Error('chunk missing')
      return Counter
    })
    await expect(Screen.preload()).rejects.toThrow('chunk missing')
    fail = false
    await Screen.preload()
    render(tree(Screen, 'b'))
    expect(screen.getByText('clicked 0')).toBeTruthy()
  })
})
