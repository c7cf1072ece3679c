import type { Page } from '@playwright/test'
import { adminLogin, CMS_URL } from './local-cms'

/** A wp-admin login: the administrator's (adminLogin) or the Editor's or Author's (accountLogin). */
export interface WordPressLogin {
  user: string
  password: string
}

/**
 * A wp-admin page as an account sees it, by default the administrator (the account `npm run cms` creates:
 * `redacteur` and the password it made, unless TANDEM_CMS_ADMIN_* say otherwise): logged in through wp-login.php,
 * cookies kept.
 */
export async function adminPage(pagePath: string, login: WordPressLogin = adminLogin()): Promise<string> {
  const page = await adminResponse(pagePath, login)
  if (page.status !== 200) throw new Error(`wp-admin/${pagePath} answered ${page.status}`)
  return page.text
}

/** A wp-admin address as an account gets it, whatever the status (a refusal's page included). */
export async function adminResponse(
  pagePath: string,
  login: WordPressLogin = adminLogin(),
): Promise<{ status: number; text: string }> {
  const testCookie = 'wordpress_test_cookie=WP%20Cookie%20check'
  const response = await fetch(`${CMS_URL}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: testCookie },
    body: new URLSearchParams({
      log: login.user,
      pwd: login.password,
      testcookie: '1',
      redirect_to: `${CMS_URL}/wp-admin/`,
    }),
  })
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  if (response.status !== 302 || cookies.length === 0)
    throw new Error(`Logging in as ${login.user} answered ${response.status}`)
  const page = await fetch(`${CMS_URL}/wp-admin/${pagePath}`, {
    headers: { cookie: [testCookie, ...cookies].join('; ') },
  })
  return { status: page.status, text: await page.text() }
}

/** The plugin's settings page (Instellingen → Website): the build hook's address, status and 'Nu publiceren'. */
export const settingsPage = () => adminPage('options-general.php?page=tandem-website')

/**
 * Logs a Playwright page in to wp-admin as an account, through the login form as a person does (English or
 * Dutch, whichever the CMS speaks).
 *
 * wp-login.php moves the focus to the username field and selects its text 200 ms after its script has run: a fill
 * of the password at that moment typed it into the username field. So the fields are filled once the focus has
 * moved there, and checked before the form is sent.
 */
export async function logInToWordPress(page: Page, login: WordPressLogin): Promise<void> {
  await page.goto(`${CMS_URL}/wp-login.php`)
  const user = page.getByLabel(/Username|Gebruikersnaam/)
  const password = page.getByLabel(/^(Password|Wachtwoord)$/)
  await page.waitForFunction(() => document.activeElement?.id === 'user_login')
  await user.fill(login.user)
  await password.fill(login.password)
  if ((await user.inputValue()) !== login.user || (await password.inputValue()) !== login.password)
    throw new Error(`The login form of wp-admin did not keep what was typed for ${login.user}`)
  await page.getByRole('button', { name: /Log In|Inloggen/ }).click()
  await page.waitForURL(/\/wp-admin\//)
}
