import { adminLogin, CMS_URL } from './local-cms'

/**
 * A wp-admin page as the administrator sees it: logged in through wp-login.php with the account `npm run cms`
 * creates (adminLogin: `redacteur` and the password it made, unless TANDEM_CMS_ADMIN_* say otherwise), cookies kept.
 */
export async function adminPage(pagePath: string): Promise<string> {
  const testCookie = 'wordpress_test_cookie=WP%20Cookie%20check'
  const login = await fetch(`${CMS_URL}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: testCookie },
    body: new URLSearchParams({
      log: adminLogin().user,
      pwd: adminLogin().password,
      testcookie: '1',
      redirect_to: `${CMS_URL}/wp-admin/`,
    }),
  })
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  if (login.status !== 302 || cookies.length === 0) throw new Error(`Logging in answered ${login.status}`)
  const page = await fetch(`${CMS_URL}/wp-admin/${pagePath}`, {
    headers: { cookie: [testCookie, ...cookies].join('; ') },
  })
  if (!page.ok) throw new Error(`wp-admin/${pagePath} answered ${page.status}`)
  return page.text()
}

/** The plugin's settings page (Instellingen → Website): the build hook's address, status and 'Nu publiceren'. */
export const settingsPage = () => adminPage('options-general.php?page=tandem-website')
