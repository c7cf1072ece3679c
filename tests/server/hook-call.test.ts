import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { HOOK_SIGNATURE_HEADER, hookBody, signHookBody } from '../../server/publish/hook-call'

/**
 * The hook's call is described once in server/publish/hook-call.ts; the WordPress plugin that signs it must agree
 * with it (the service's check is tested in hook-receiver.test.ts).
 */
const ROOT = path.resolve(__dirname, '../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

describe("the publishing hook's call", () => {
  it('is signed as WordPress signs it: sha256= and the HMAC-SHA256 of the body, in the same header', () => {
    const php = ['build-hook.php', 'build-hook-call.php']
      .map((file) => read(`cms/tandem-headless/includes/${file}`))
      .join('\n')
    expect(php).toMatch(/TANDEM_BUILD_HOOK_SIGNATURE_HEADER = '([^']+)'/)
    expect(/TANDEM_BUILD_HOOK_SIGNATURE_HEADER = '([^']+)'/.exec(php)![1]!.toLowerCase()).toBe(
      HOOK_SIGNATURE_HEADER,
    )
    expect(php).toContain("'sha256=' . hash_hmac('sha256', $body, $secret)")
    expect(signHookBody('{"a":1}', 'geheim')).toBe(
      `sha256=${createHmac('sha256', 'geheim').update('{"a":1}').digest('hex')}`,
    )
  })

  it('carries the fields the queue reads: trigger, changes, sent (s) and a delivery id', () => {
    const body = JSON.parse(hookBody('bench', [], Date.UTC(2026, 10, 20, 11))) as Record<string, unknown>
    expect(body).toEqual({ trigger: 'bench', changes: [], sent: 1_795_172_400, delivery: expect.any(String) })
  })
})
