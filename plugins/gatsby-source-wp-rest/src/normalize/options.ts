import { nodeKey, type NodeInput } from './node-input'
import { asRecord, isRecord, readOptionalString } from './read'
import { camelCase, plainText } from './text'

const OPTION_KEYS = [
  'company_name',
  'phone_number',
  'email_address',
  'facebook',
  'twitter',
  'linkedin',
  'address',
  'remote_support_url',
] as const
/** Addresses stay absolute: social profiles and the remote-support download live outside the site. */
const LINK_KEYS = new Set<string>(['facebook', 'twitter', 'linkedin', 'remote_support_url'])

export const OPTIONS_NODE_TYPE = 'WpSiteOptions'

/** The options payload, read from its `acf` field when present (spec section 3). */
export function normaliseOptions(rawOptions: unknown): NodeInput {
  const ctx = { type: 'options', id: 'options' }
  const payload = asRecord(rawOptions, ctx, '(options)')
  const options = isRecord(payload.acf) ? payload.acf : payload
  const fields = Object.fromEntries(
    OPTION_KEYS.map((key) => {
      const value = readOptionalString(options, key, ctx)
      const clean = value === null ? null : LINK_KEYS.has(key) ? value.trim() : plainText(value)
      return [camelCase(key), clean]
    }),
  )
  return { nodeType: OPTIONS_NODE_TYPE, key: nodeKey(OPTIONS_NODE_TYPE, 'options'), fields }
}
