import { EVENT_NAMES, parametersOf } from '../../src/lib/analytics/event-examples'
import type { EventName } from '../../src/lib/analytics/events'

/**
 * The Tag Manager container for the data-layer contract (src/lib/analytics/events.ts), in GTM's own export
 * format (exportFormatVersion 2, Admin → Import Container): a Google tag for GA4 with the measurement id as a
 * constant variable, and per event one custom-event trigger and one GA4 event tag, with a data-layer variable
 * per parameter. Every tag needs `analytics_storage` (additional consent): before the visitor allows
 * statistics in the consent banner, none fires. GTM does not try a blocked tag again when consent changes, so
 * the Google tag also fires on the site's consent event, and the page view is sent again on it when consent
 * came after the landing page's page view (Consent Mode v2's basic mode, done right on a one-page site).
 */

/** Replaced by marketing after the import (the variable 'GA4 measurement ID'). */
export const MEASUREMENT_ID_PLACEHOLDER = 'G-XXXXXXXXXX'
export const MEASUREMENT_ID_VARIABLE = 'GA4 measurement ID'
/** GTM's built-in trigger 'Initialization - All Pages': the Google tag is ready before any event tag. */
export const INITIALIZATION_TRIGGER_ID = '2147479573'
/** A fixed export time keeps the generated file identical from run to run (GTM shows it, nothing reads it). */
const EXPORT_TIME = '2026-11-25 00:00:00'

/** Parameters GA4 has its own names for; every other parameter keeps its data-layer name. */
const GA4_PARAMETER_NAMES: Record<string, string> = {
  page_url: 'page_location',
  referrer_url: 'page_referrer',
}

const ACCOUNT = { accountId: '0', containerId: '0' }

interface Parameter {
  type: 'TEMPLATE' | 'BOOLEAN' | 'INTEGER' | 'LIST' | 'MAP'
  key?: string
  value?: string
  list?: Parameter[]
  map?: Parameter[]
}

const template = (key: string, value: string): Parameter => ({ type: 'TEMPLATE', key, value })

/** A condition of a trigger, as GTM exports it. */
interface Condition {
  type: string
  parameter: Parameter[]
}

interface Trigger {
  accountId: string
  containerId: string
  triggerId: string
  name: string
  type: string
  /** which custom event */
  customEventFilter: Condition[]
  /** further conditions ("some custom events") */
  filter?: Condition[]
}
export const dataLayerVariableName = (parameter: string) => `dlv - ${parameter}`
export const triggerName = (event: EventName) => `Event - ${event}`

/** Tags fire only with the visitor's consent to statistics (Consent Mode's analytics_storage). */
const NEEDS_ANALYTICS_STORAGE = {
  consentStatus: 'NEEDED',
  consentType: { type: 'LIST', list: [{ type: 'TEMPLATE', value: 'analytics_storage' }] },
}

/** Every parameter of the contract once, in the order it first appears. */
export const contractParameters = (): string[] => [...new Set(EVENT_NAMES.flatMap(parametersOf))]

function variables() {
  const measurementId = {
    ...ACCOUNT,
    variableId: '1',
    name: MEASUREMENT_ID_VARIABLE,
    type: 'c',
    parameter: [template('value', MEASUREMENT_ID_PLACEHOLDER)],
  }
  const dataLayerVariables = contractParameters().map((parameter, index) => ({
    ...ACCOUNT,
    variableId: String(index + 2),
    name: dataLayerVariableName(parameter),
    type: 'v',
    parameter: [
      { type: 'INTEGER', key: 'dataLayerVersion', value: '2' },
      { type: 'BOOLEAN', key: 'setDefaultValue', value: 'false' },
      template('name', parameter),
    ],
  }))
  return [measurementId, ...dataLayerVariables]
}

const triggerIdOf = (event: EventName) => String(EVENT_NAMES.indexOf(event) + 1)
/**
 * Consent given after the first page view was pushed (and blocked): the page view is sent again. Its own
 * trigger, on the consent event with resend_page_view true.
 */
export const RESEND_PAGE_VIEW_TRIGGER_ID = String(EVENT_NAMES.length + 1)
export const CONSENT_EVENT: EventName = 'analytics_consent_granted'

const customEvent = (event: EventName) => ({
  type: 'CUSTOM_EVENT',
  customEventFilter: [
    { type: 'EQUALS', parameter: [template('arg0', '{{_event}}'), template('arg1', event)] },
  ],
})

function triggers(): Trigger[] {
  const perEvent = EVENT_NAMES.map((event) => ({
    ...ACCOUNT,
    triggerId: triggerIdOf(event),
    name: triggerName(event),
    ...customEvent(event),
  }))
  const resendPageView = {
    ...ACCOUNT,
    triggerId: RESEND_PAGE_VIEW_TRIGGER_ID,
    name: `${triggerName(CONSENT_EVENT)} - resend page_view`,
    ...customEvent(CONSENT_EVENT),
    filter: [
      {
        type: 'EQUALS',
        parameter: [
          template('arg0', `{{${dataLayerVariableName('resend_page_view')}}}`),
          template('arg1', 'true'),
        ],
      },
    ],
  }
  return [...perEvent, resendPageView]
}

/**
 * The cleaned addresses (src/lib/analytics/page-views.ts withoutPersonalData) every event sends as GA4's
 * page_location and page_referrer: gtag's default would be `location.href`, query and all. The data layer keeps
 * the last page view's values, so an event sends the address of the page it happened on.
 */
export const ADDRESS_PARAMETERS = ['page_url', 'referrer_url'] as const

const settingRow = (parameter: string): Parameter => ({
  type: 'MAP',
  map: [
    template('parameter', GA4_PARAMETER_NAMES[parameter] ?? parameter),
    template('parameterValue', `{{${dataLayerVariableName(parameter)}}}`),
  ],
})

/** An event's own parameters, and the cleaned addresses when it has none of its own. */
export const sentParameters = (event: EventName): string[] => [
  ...new Set([...parametersOf(event), ...ADDRESS_PARAMETERS]),
]

function eventSettings(event: EventName): Parameter[] {
  return [{ type: 'LIST', key: 'eventSettingsTable', list: sentParameters(event).map(settingRow) }]
}

function tags() {
  const googleTag = {
    ...ACCOUNT,
    tagId: '1',
    name: 'Google tag - GA4',
    type: 'googtag',
    parameter: [
      template('tagId', `{{${MEASUREMENT_ID_VARIABLE}}}`),
      {
        // The site pushes page_view itself on every navigation (also the client-side ones).
        type: 'LIST',
        key: 'configSettingsTable',
        list: [
          {
            type: 'MAP',
            map: [template('parameter', 'send_page_view'), template('parameterValue', 'false')],
          },
          // Whatever the Google tag sends itself carries the cleaned addresses too.
          ...ADDRESS_PARAMETERS.map(settingRow),
        ],
      },
    ],
    // At initialisation consent may still be denied (a first visit, or the banner's script not loaded yet):
    // the tag is then blocked and GTM never tries it again, so it also fires when consent is given.
    firingTriggerId: [INITIALIZATION_TRIGGER_ID, triggerIdOf(CONSENT_EVENT)],
    tagFiringOption: 'ONCE_PER_LOAD',
    consentSettings: NEEDS_ANALYTICS_STORAGE,
  }
  const eventTags = EVENT_NAMES.map((event, index) => ({
    ...ACCOUNT,
    tagId: String(index + 2),
    name: `GA4 event - ${event}`,
    type: 'gaawe',
    parameter: [
      { type: 'BOOLEAN', key: 'sendEcommerceData', value: 'false' },
      template('eventName', event),
      template('measurementIdOverride', `{{${MEASUREMENT_ID_VARIABLE}}}`),
      ...eventSettings(event),
    ],
    firingTriggerId:
      event === 'page_view' ? [triggerIdOf(event), RESEND_PAGE_VIEW_TRIGGER_ID] : [triggerIdOf(event)],
    tagFiringOption: 'ONCE_PER_EVENT',
    consentSettings: NEEDS_ANALYTICS_STORAGE,
  }))
  return [googleTag, ...eventTags]
}

export function buildGtmContainer() {
  return {
    exportFormatVersion: 2,
    exportTime: EXPORT_TIME,
    containerVersion: {
      path: 'accounts/0/containers/0/versions/0',
      ...ACCOUNT,
      containerVersionId: '0',
      container: {
        path: 'accounts/0/containers/0',
        ...ACCOUNT,
        name: 'Website',
        publicId: 'GTM-XXXXXXX',
        usageContext: ['WEB'],
      },
      tag: tags(),
      trigger: triggers(),
      variable: variables(),
      builtInVariable: [{ ...ACCOUNT, type: 'EVENT', name: 'Event' }],
    },
  }
}

export type GtmContainer = ReturnType<typeof buildGtmContainer>

/** The file as committed in docs/: two-space JSON and a final newline. */
export const gtmContainerJson = () => `${JSON.stringify(buildGtmContainer(), null, 2)}\n`
