import type { ItemNotice } from '../notices/item-notices'
import { MAX_LENGTH } from '../rules/content-rules'
import { checkedText } from '../rules/field-checks'
import { OPTION_FIELDS, type OptionKey } from '../rules/fields'
import { guardedPart } from './guarded-part'
import { nodeKey, type NodeInput } from './node-input'
import { asRecord, isRecord, type ItemContext } from './read'
import { camelCase, plainText } from './text'
import { checkedLink, checkedRemoteSupportUrl } from './url-gate'

const OPTION_KEYS = Object.keys(OPTION_FIELDS) as OptionKey[]
/** Addresses of social profiles: they pass the URL gate (no `javascript:`), and stay absolute. */
const LINK_KEYS = new Set<string>(['facebook', 'twitter', 'linkedin'])

function cleanOption(key: OptionKey, value: string, ctx: ItemContext): string {
  // The remote-support download also goes into host rules: https only, nothing that can break a rule.
  if (key === 'remote_support_url') return checkedRemoteSupportUrl(value, ctx, key, OPTION_FIELDS[key])
  return LINK_KEYS.has(key) ? checkedLink(value, ctx, key, [], OPTION_FIELDS[key]) : plainText(value)
}

export const OPTIONS_NODE_TYPE = 'WpSiteOptions'

/** A number (a phone number ACF stored as one) reads as its digits; anything else goes through the text check. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value)

/**
 * The options payload, read from its `acf` field when present. A payload that is not an object is options the
 * site cannot use: that stops the build. A mistake in one option costs that option.
 */
export function normaliseOptions(rawOptions: unknown, notices: ItemNotice[] = []): NodeInput {
  const ctx: ItemContext = { type: 'options', id: 'options', label: 'Website-instellingen', notices }
  const payload = asRecord(rawOptions, ctx, '(options)')
  const options = isRecord(payload.acf) ? payload.acf : payload
  const fields = Object.fromEntries(
    OPTION_KEYS.map((key) => {
      const raw = asText(options[key])
      const value = guardedPart(ctx, key, raw, null, () => {
        const text = checkedText(raw, ctx, { field: key, label: OPTION_FIELDS[key], max: MAX_LENGTH.address })
        return text === null ? null : cleanOption(key, text, ctx)
      })
      return [camelCase(key), value]
    }),
  )
  return { nodeType: OPTIONS_NODE_TYPE, key: nodeKey(OPTIONS_NODE_TYPE, 'options'), fields }
}
