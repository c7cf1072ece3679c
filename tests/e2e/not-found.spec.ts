import { expect, test } from '../helpers/site-test'

test('an unknown path answers 404 with the error page and the message', async ({ page }) => {
  const response = await page.goto('/deze-pagina-bestaat-niet')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
  await expect(page.getByText('Page not found: /deze-pagina-bestaat-niet')).toBeVisible()
  await page.getByRole('link', { name: 'Ga terug naar de homepage' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a child route under the wrong parent fails its validity check with a 404', async ({ page }) => {
  const response = await page.goto('/over-ons/cultuur?bron=test')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
  await expect(page.getByText('Page Not Found: /over-ons/cultuur?bron=test')).toBeVisible()

  const productResponse = await page.goto('/producten-en-diensten/qbridge/sms')
  expect(productResponse?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /producten-en-diensten/qbridge/sms')).toBeVisible()
})
