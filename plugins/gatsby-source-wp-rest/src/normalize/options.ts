import { nodeKey, type NodeInput } from './node-input'
import { asRecord, isRecord, readOptionalString, type ItemContext } from './read'
import { camelCase, plainText } from './text'
import { checkedLink, checkedRemoteSupportUrl } from './url-gate'

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
/** Addresses of social profiles: they pass the URL gate (no `javascript:`), and stay absolute. */
const LINK_KEYS = new Set<string>(['facebook', 'twitter', 'linkedin'])

function cleanOption(key: string, value: string, ctx: ItemContext): string {
  // The remote-support download also goes into host rules: https only, nothing that can break a rule.
  if (key === 'remote_support_url') return checkedRemoteSupportUrl(value, ctx, key)
  return LINK_KEYS.has(key) ? checkedLink(value, ctx, key, []) : plainText(value)
}

export const OPTIONS_NODE_TYPE = 'WpSiteOptions'

/** The options payload, read from its `acf` field when present. */
export function normaliseOptions(rawOptions: unknown): NodeInput {
  const ctx = { type: 'options', id: 'options', label: 'options', notices: [] }
  const payload = asRecord(rawOptions, ctx, '(options)')
  const options = isRecord(payload.acf) ? payload.acf : payload
  const fields = Object.fromEntries(
    OPTION_KEYS.map((key) => {
      const value = readOptionalString(options, key, ctx)
      return [camelCase(key), value === null ? null : cleanOption(key, value, ctx)]
    }),
  )
  return { nodeType: OPTIONS_NODE_TYPE, key: nodeKey(OPTIONS_NODE_TYPE, 'options'), fields }
}
