import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { asAdmin, CMS_URL, ROOT } from '../helpers/local-cms'

/**
 * With the ACF plugin active, ACF's REST integration gives `acf` itself and the plugin's own field steps aside.
 * A stand-in for ACF (a must-use plugin defining the ACF class and registering `acf` as ACF does, knowing
 * nothing of passwords) shows that a password-protected item's fields stay hidden all the same.
 */
const MU_PLUGINS = path.join(ROOT, process.env.CMS_STATE_DIR ?? '.cms', 'wp-content/mu-plugins')
const STAND_IN = path.join(MU_PLUGINS, 'acf-stand-in.php')
const CAREER = 201
const PASSWORD = 'alleen-voor-sollicitanten'

const STAND_IN_PHP = `<?php
// Test stand-in for ACF's REST output (tests/cms/acf-password.test.ts): removed after the test.
class ACF {}
add_action('rest_api_init', function () {
    register_rest_field('careers', 'acf', [
        'get_callback' => fn (array $item) => ['salary' => get_post_meta($item['id'], 'salary', true) ?: 'marktconform'],
    ]);
});
`

const anonymous = async (query = '') =>
  (await (await fetch(`${CMS_URL}/wp-json/wp/v2/careers/${CAREER}${query}`)).json()) as { acf: unknown }

describe('a password-protected item’s fields with the ACF plugin active', () => {
  beforeAll(async () => {
    mkdirSync(MU_PLUGINS, { recursive: true })
    writeFileSync(STAND_IN, STAND_IN_PHP)
    await asAdmin(`/wp/v2/careers/${CAREER}`, { method: 'POST', body: { password: PASSWORD } })
  })
  afterAll(async () => {
    rmSync(STAND_IN, { force: true })
    await asAdmin(`/wp/v2/careers/${CAREER}`, { method: 'POST', body: { password: '' } })
  })

  it('are not given to a request without the password, as core hides the content', async () => {
    expect((await anonymous()).acf).toEqual({})
  })

  it('are given with the item’s password, in ACF’s shape', async () => {
    expect((await anonymous(`?password=${PASSWORD}`)).acf).toEqual({ salary: expect.any(String) })
  })
})
