import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setup } from '../test/setup'
import { LatchDevtools } from './LatchDevtools'

describe('<LatchDevtools />', () => {
  it('shows the recorded events live, exports them as a JSON file and clears them', async () => {
    const { latch } = await setup({ config: { debug: true }, children: <LatchDevtools /> })
    const table = await screen.findByRole('table', { name: /Recorded events/ })
    // ready() loaded the app config: its call is the first row
    expect(within(table).getByText(/GET \/api\/v1\/apps\//)).toBeTruthy()
    await act(async () => {
      await latch.initLoginWithEmail('ada@example.com')
    })
    expect(within(table).getByText('email → awaiting-code')).toBeTruthy()
    expect(within(table).getByText('initLoginWithEmail')).toBeTruthy()
    expect(table.textContent).not.toContain('ada@example.com')

    const created: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob)
      return 'blob:recording'
    })
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    fireEvent.click(screen.getByRole('button', { name: 'Export recording' }))
    expect(click).toHaveBeenCalledTimes(1)
    const exported = JSON.parse(await (created[0] as Blob).text())
    expect(exported.format).toBe('latch-debug-recording')
    expect(exported.events.length).toBe(latch.debug.events().length)

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(within(table).queryAllByRole('row')).toHaveLength(1) // the header row alone
    click.mockRestore()
  })

  it('says recording is off when the client records nothing', async () => {
    await setup({ children: <LatchDevtools /> })
    expect(await screen.findByText(/Recording is off/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveProperty('disabled', true)
  })
})
