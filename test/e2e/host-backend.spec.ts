/**
 * The default-ui host calls its own backend (examples/host-backend) with the Latch access token: signed in, the
 * backend verifies the token with @latch/core/server and answers the user's id; signed out, it refuses.
 */
import { expect, test } from '@playwright/test'
import { BACKEND_URL, DEFAULT_UI_URL } from './env'
import { loginWithEmail } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.goto(DEFAULT_UI_URL)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('signed in: the backend answers the user id from the verified token', async ({ page }) => {
  await loginWithEmail(page, 'backend')
  const userId = (await page.getByTestId('user-id').textContent()) as string
  expect(userId).toMatch(/\S/)
  await page.getByRole('button', { name: 'Ask my backend who I am' }).click()
  await expect(page.getByTestId('backend-answer')).toHaveText(`Your backend says you are ${userId}`)
})

test('signed out: the backend refuses the call', async ({ page }) => {
  // the page's own call, as the panel makes it, without a token (nobody is signed in)
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(`${url}/api/me`)
    return { status: res.status, body: (await res.json()) as { code: string } }
  }, BACKEND_URL)
  expect(answer).toEqual({ status: 401, body: expect.objectContaining({ code: 'invalid_token' }) })
  // after a logout the panel is gone with the session
  await loginWithEmail(page, 'backend-out')
  await expect(page.getByRole('heading', { name: 'Your backend' })).toBeVisible()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('heading', { name: 'Your backend' })).toBeHidden()
})
