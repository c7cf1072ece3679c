import { nodeTypeOf, type ListRestType } from '../content-types'

/**
 * The custom fields the site uses, per type: one table for normalisation, the GraphQL schema, the bad-content
 * corpus and WordPress's field box (field-table.php reads its generated copy, content-rules.json). A field that is
 * empty on every item still has a declared type and never breaks a query.
 *
 * Kinds: `line` (one line of text), `paragraph` (a few sentences), `email`, `link` (a site path or an address),
 * `bool`, `keys` (fixed choices), `ids` (related items), `features` (title + text rows), `date`, `datetime`.
 */
export type FieldKind =
  'line' | 'paragraph' | 'email' | 'link' | 'bool' | 'keys' | 'ids' | 'features' | 'date' | 'datetime'

export interface FieldSpec {
  kind: FieldKind
  /** the field's name in WordPress's editor (Dutch), for messages an editor reads */
  label: string
  /** GraphQL field name; defaults to the camelCased key */
  name?: string
  /** the build needs a value: an empty one is noted (and WordPress refuses it) */
  required?: boolean
  /** for `keys`: the stored value → its Dutch label */
  choices?: Readonly<Record<string, string>>
  /** for `ids`: the type the ids point at, and a linked field resolving them to nodes */
  link?: { field: string; restType: ListRestType }
  /** for a date: the field it may not come before (an end after its start) */
  notBefore?: string
}

/** A vacancy's benefits: the stored keys and the labels WordPress shows (the site shows an icon for each). */
export const BENEFITS = {
  bike_lease: 'Fietsleaseregeling',
  sabbatical: 'Sabbatical',
  workation: 'Workation',
  hybrid_work: 'Hybride werken',
  lunch: 'Verzorgde lunch',
  sports: 'Sportvereniging',
  holidays: 'Ruime vakantiedagen',
  company_fitness: 'Bedrijfsfitness',
  learning: 'Opleiding en ontwikkeling',
} as const

const metaDescription: FieldSpec = { kind: 'paragraph', label: 'Metabeschrijving' }
const intro: FieldSpec = { kind: 'paragraph', label: 'Intro' }
const subtitle: FieldSpec = { kind: 'line', label: 'Ondertitel' }

export const FIELDS: Record<ListRestType, Record<string, FieldSpec>> = {
  pages: {
    meta_description: metaDescription,
    intro,
    show_people: { kind: 'bool', label: 'Toon het team' },
    show_partners: { kind: 'bool', label: 'Toon de partners' },
  },
  products: {
    meta_description: metaDescription,
    subtitle,
    intro,
    features: { kind: 'features', label: 'Kenmerken' },
  },
  concepts: { meta_description: metaDescription, subtitle, intro },
  references: {
    practice_name: { kind: 'line', label: 'Praktijknaam' },
    location: { kind: 'line', label: 'Plaats' },
    quote: { kind: 'paragraph', label: 'Citaat' },
    person_name: { kind: 'line', label: 'Naam' },
    person_role: { kind: 'line', label: 'Functie' },
    products: {
      kind: 'ids',
      label: 'Gebruikte producten',
      name: 'productIds',
      link: { field: 'products', restType: 'products' },
    },
  },
  careers: {
    location: { kind: 'line', label: 'Standplaats' },
    hours: { kind: 'line', label: 'Uren' },
    employment_type: { kind: 'line', label: 'Dienstverband (FULL_TIME, PART_TIME, …)' },
    salary: { kind: 'line', label: 'Salaris' },
    date_posted: { kind: 'date', label: 'Geplaatst op' },
    valid_through: { kind: 'date', label: 'Geldig tot', notBefore: 'date_posted' },
    benefits: { kind: 'keys', label: 'Voordelen', choices: BENEFITS },
  },
  people: {
    role: { kind: 'line', label: 'Functie' },
    email: { kind: 'email', label: 'E-mailadres' },
    linkedin: { kind: 'link', label: 'LinkedIn' },
  },
  partners: {
    website: { kind: 'link', label: 'Website' },
    description: { kind: 'paragraph', label: 'Beschrijving' },
  },
  activities: {
    start: { kind: 'datetime', label: 'Begin', required: true },
    end: { kind: 'datetime', label: 'Einde', notBefore: 'start' },
    location: { kind: 'line', label: 'Locatie' },
    registration_url: { kind: 'link', label: 'Aanmeldlink' },
  },
  activity_type: {},
}

/** The GraphQL node type an `ids` field links to. */
export const linkedNodeType = (spec: FieldSpec): string | null =>
  spec.link ? nodeTypeOf(spec.link.restType) : null

/** The site-wide options (Instellingen → Website) and their names in WordPress's settings page. */
export const OPTION_FIELDS = {
  company_name: 'Bedrijfsnaam',
  phone_number: 'Telefoonnummer',
  email_address: 'E-mailadres',
  facebook: 'Facebook (adres)',
  twitter: 'Twitter (adres)',
  linkedin: 'LinkedIn (adres)',
  address: 'Adres',
  remote_support_url: 'Download meekijken op afstand (adres)',
} as const

export type OptionKey = keyof typeof OPTION_FIELDS
