import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { EVENT_NAMES, parametersOf } from '../../src/lib/analytics/event-examples'
import {
  buildGtmContainer,
  contractParameters,
  dataLayerVariableName,
  gtmContainerJson,
  CONSENT_EVENT,
  INITIALIZATION_TRIGGER_ID,
  MEASUREMENT_ID_VARIABLE,
  RESEND_PAGE_VIEW_TRIGGER_ID,
  sentParameters,
} from '../../scripts/analytics/gtm-container'

const { containerVersion } = buildGtmContainer()
const eventTags = containerVersion.tag.filter((tag) => tag.type === 'gaawe')
type Parameter = { key?: string; value?: string; list?: Parameter[]; map?: Parameter[] }
const parameter = (parameters: readonly Parameter[], key: string) => parameters.find((p) => p.key === key)
const triggerEvent = (trigger: (typeof containerVersion.trigger)[number]) =>
  parameter(trigger.customEventFilter[0]!.parameter, 'arg1')?.value

describe('the Tag Manager container (docs/gtm-container.json)', () => {
  it('is GTM’s import format, version 2', () => {
    expect(buildGtmContainer().exportFormatVersion).toBe(2)
    expect(containerVersion.container.usageContext).toEqual(['WEB'])
  })

  it('has one custom-event trigger per event of the contract, and the consent event’s resend trigger', () => {
    const events = containerVersion.trigger.map(triggerEvent)
    expect(events.sort()).toEqual([...EVENT_NAMES, CONSENT_EVENT].sort())
    for (const trigger of containerVersion.trigger) {
      expect(trigger.type).toBe('CUSTOM_EVENT')
      expect(parameter(trigger.customEventFilter[0]!.parameter, 'arg0')?.value).toBe('{{_event}}')
    }
  })

  it('has one GA4 event tag per event, fired by that event’s trigger, sending its parameters and the cleaned addresses', () => {
    expect(eventTags).toHaveLength(EVENT_NAMES.length)
    for (const tag of eventTags) {
      const eventName = parameter(tag.parameter, 'eventName')!.value as (typeof EVENT_NAMES)[number]
      expect(EVENT_NAMES).toContain(eventName)
      const trigger = containerVersion.trigger.find(
        (candidate) => candidate.triggerId === tag.firingTriggerId[0] && !candidate.filter,
      )
      expect(trigger && triggerEvent(trigger)).toBe(eventName)
      const sent = (parameter(tag.parameter, 'eventSettingsTable')?.list ?? []).map(
        (row) => parameter(row.map!, 'parameterValue')!.value,
      )
      expect(sent).toEqual(sentParameters(eventName).map((name) => `{{${dataLayerVariableName(name)}}}`))
      // Never gtag's default location.href (query and all): every event names both cleaned addresses.
      const names = (parameter(tag.parameter, 'eventSettingsTable')?.list ?? []).map(
        (row) => parameter(row.map!, 'parameter')!.value,
      )
      expect(names).toEqual(expect.arrayContaining(['page_location', 'page_referrer']))
      expect(sentParameters(eventName).slice(0, parametersOf(eventName).length)).toEqual(
        parametersOf(eventName),
      )
      expect(parameter(tag.parameter, 'measurementIdOverride')?.value).toBe(`{{${MEASUREMENT_ID_VARIABLE}}}`)
    }
  })

  it('has a data-layer variable for every parameter of the contract and no other', () => {
    const dataLayerVariables = containerVersion.variable.filter((variable) => variable.type === 'v')
    const read = dataLayerVariables.map((variable) => parameter(variable.parameter, 'name')?.value)
    expect(read.sort()).toEqual(contractParameters().sort())
    expect(dataLayerVariables.map((variable) => variable.name).sort()).toEqual(
      contractParameters().map(dataLayerVariableName).sort(),
    )
  })

  it('has a Google tag with the measurement id as a constant variable, fired at initialisation or consent', () => {
    const [googleTag] = containerVersion.tag.filter((tag) => tag.type === 'googtag')
    expect(parameter(googleTag!.parameter, 'tagId')?.value).toBe(`{{${MEASUREMENT_ID_VARIABLE}}}`)
    expect(googleTag!.firingTriggerId[0]).toBe(INITIALIZATION_TRIGGER_ID)
    expect(googleTag!.tagFiringOption).toBe('ONCE_PER_LOAD')
    const config = (parameter(googleTag!.parameter, 'configSettingsTable')?.list ?? []).map((row) => [
      parameter(row.map!, 'parameter')!.value,
      parameter(row.map!, 'parameterValue')!.value,
    ])
    expect(config).toEqual(
      expect.arrayContaining([
        ['page_location', `{{${dataLayerVariableName('page_url')}}}`],
        ['page_referrer', `{{${dataLayerVariableName('referrer_url')}}}`],
      ]),
    )
    const constant = containerVersion.variable.find((variable) => variable.name === MEASUREMENT_ID_VARIABLE)
    expect(constant?.type).toBe('c')
  })

  it('lets no tag fire without the visitor’s consent to analytics storage', () => {
    for (const tag of containerVersion.tag) {
      expect(tag.consentSettings).toEqual({
        consentStatus: 'NEEDED',
        consentType: { type: 'LIST', list: [{ type: 'TEMPLATE', value: 'analytics_storage' }] },
      })
    }
  })

  it('fires every tag that needs consent again when consent is given: GTM never retries a blocked tag', () => {
    const consentTrigger = containerVersion.trigger.find(
      (trigger) => triggerEvent(trigger) === CONSENT_EVENT && !trigger.filter,
    )!
    for (const tag of containerVersion.tag) {
      if (tag.consentSettings.consentStatus !== 'NEEDED') continue
      if (tag.firingTriggerId.includes(INITIALIZATION_TRIGGER_ID)) {
        expect({ tag: tag.name, triggers: tag.firingTriggerId }).toEqual({
          tag: tag.name,
          triggers: expect.arrayContaining([consentTrigger.triggerId]),
        })
      }
    }
    // The landing page's view, blocked before consent, is sent again on it; only then (resend_page_view).
    const pageViewTag = eventTags.find((tag) => parameter(tag.parameter, 'eventName')?.value === 'page_view')!
    expect(pageViewTag.firingTriggerId).toEqual(expect.arrayContaining([RESEND_PAGE_VIEW_TRIGGER_ID]))
    const resend = containerVersion.trigger.find(
      (trigger) => trigger.triggerId === RESEND_PAGE_VIEW_TRIGGER_ID,
    )!
    expect(triggerEvent(resend)).toBe(CONSENT_EVENT)
    expect(resend.filter?.[0]?.parameter.map((condition) => condition.value)).toEqual([
      `{{${dataLayerVariableName('resend_page_view')}}}`,
      'true',
    ])
  })

  it('names only events the site pushes, and the site pushes each of them', () => {
    const sourceDir = path.join(__dirname, '../../src')
    const sources = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.tsx?$/.test(file) && !file.includes('__tests__') && !file.endsWith('event-examples.ts'),
      )
      .map((file) => readFileSync(path.join(sourceDir, file), 'utf8'))
      .join('\n')
    const pushed = new Set([...sources.matchAll(/event: '([a-z_]+)'/g)].map((match) => match[1]))
    pushed.delete('gtm.js')
    expect([...pushed].sort()).toEqual([...EVENT_NAMES].sort())
  })

  it('is committed as the contract is now (run npm run analytics:gtm-container after changing it)', () => {
    const committed = readFileSync(path.join(__dirname, '../../docs/gtm-container.json'), 'utf8')
    expect(committed).toBe(gtmContainerJson())
  })
})
