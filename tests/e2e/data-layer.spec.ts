import { expect, test } from '../helpers/site-test'
import { dataLayer } from '../helpers/data-layer'
import { openPage } from '../helpers/open-page'

// The test build has no consent banner or tag manager id (like `npm start`): the data layer still fills.
test('consent defaults come first, then one page_view per navigation with the previous page as referrer', async ({
  page,
  baseURL,
}) => {
  await openPage(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Over ons' }).click()
  await expect(page).toHaveURL(/\/over-ons$/)
  // Other events of the contract (the popout, web vitals) come in between; analytics-events.spec.ts has them.
  const consentAndPageViews = async () =>
    (await dataLayer(page)).filter((entry) => Array.isArray(entry) || entry.event === 'page_view')
  await expect.poll(consentAndPageViews).toHaveLength(4)
  expect(await consentAndPageViews()).toEqual([
    ['consent', 'default'],
    ['set', 'ads_data_redaction'],
    { event: 'page_view', page_url: `${baseURL}/`, referrer_url: '' },
    { event: 'page_view', page_url: `${baseURL}/over-ons`, referrer_url: `${baseURL}/` },
  ])
})

test('without a consent banner id the site logs the spec’s line and loads no third-party script', async ({
  page,
}) => {
  const messages: string[] = []
  const thirdParty: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url())
  })
  await openPage(page, '/contact')
  await expect.poll(() => messages).toContain('No Cookiebot ID given. Aborting...')
  expect(thirdParty).toEqual([])
})
