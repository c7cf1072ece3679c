import { nodeTypeOf, type ListRestType } from '../content-types'

/**
 * The custom fields the site uses, per type: one table for normalisation, the GraphQL schema, the bad-content
 * corpus and WordPress's field box (field-table.php reads its generated copy, content-rules.json). A field that is
 * empty on every item still has a declared type and never breaks a query.
 *
 * Kinds: `line` (one line of text), `paragraph` (a few sentences), `email`, `link` (a site path or an address),
 * `bool`, `choice` (one of fixed choices), `keys` (any of fixed choices), `ids` (related items), `features`
 * (title + text rows), `date`, `datetime`.
 */
export type FieldKind =
  | 'line'
  | 'paragraph'
  | 'email'
  | 'link'
  | 'bool'
  | 'choice'
  | 'keys'
  | 'ids'
  | 'features'
  | 'date'
  | 'datetime'

export interface FieldSpec {
  kind: FieldKind
  /** the field's name in WordPress's editor (Dutch), for messages an editor reads */
  label: string
  /** what the field is for and where the site shows it (Dutch), under the field in WordPress's editor */
  help: string
  /** GraphQL field name; defaults to the camelCased key */
  name?: string
  /** the build needs a value: an empty one is noted (and WordPress refuses it) */
  required?: boolean
  /** for `choice` and `keys`: the stored value → its Dutch label */
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

/** A vacancy's employment types: schema.org's codes (JobPosting) and the words WordPress and the site show. */
export const EMPLOYMENT_TYPES = {
  FULL_TIME: 'Voltijd',
  PART_TIME: 'Deeltijd',
  TEMPORARY: 'Tijdelijk',
  CONTRACTOR: 'Freelance',
  INTERN: 'Stage',
  PER_DIEM: 'Oproepbasis',
  VOLUNTEER: 'Vrijwilliger',
  OTHER: 'Anders',
} as const

const metaDescription: FieldSpec = {
  kind: 'paragraph',
  label: 'Metabeschrijving',
  help: 'De korte tekst die zoekmachines onder de titel tonen (ongeveer 150 tekens). Leeg: de intro.',
}
const intro: FieldSpec = {
  kind: 'paragraph',
  label: 'Intro',
  help: 'De inleiding onder de titel, groter gedrukt dan de tekst (en op kaarten die hierheen leiden).',
}
const subtitle: FieldSpec = {
  kind: 'line',
  label: 'Ondertitel',
  help: 'Eén regel onder de titel, boven de intro.',
}

export const FIELDS: Record<ListRestType, Record<string, FieldSpec>> = {
  pages: {
    meta_description: metaDescription,
    intro,
    show_people: {
      kind: 'bool',
      label: 'Toon het team',
      help: 'Toont de mensen (Mensen) onder de tekst van deze pagina.',
    },
    show_partners: {
      kind: 'bool',
      label: 'Toon de partners',
      help: 'Toont de partners (Partners) onder de tekst van deze pagina.',
    },
  },
  products: {
    meta_description: metaDescription,
    subtitle,
    intro,
    features: {
      kind: 'features',
      label: 'Kenmerken',
      help: 'Blokken met een titel en een korte tekst, onder de tekst van het product. Lege rijen vallen weg.',
    },
  },
  concepts: { meta_description: metaDescription, subtitle, intro },
  references: {
    practice_name: {
      kind: 'line',
      label: 'Praktijknaam',
      help: 'De naam van de praktijk: onder de titel van de referentie en onder het citaat op de voorpagina.',
    },
    location: {
      kind: 'line',
      label: 'Plaats',
      help: 'De plaats van de praktijk, onder de titel naast de praktijknaam.',
    },
    quote: {
      kind: 'paragraph',
      label: 'Citaat',
      help: 'Wat de klant zegt, zonder aanhalingstekens: de website zet ze erbij.',
    },
    person_name: { kind: 'line', label: 'Naam', help: 'Wie het citaat gaf, onder het citaat.' },
    person_role: {
      kind: 'line',
      label: 'Functie',
      help: 'De functie van wie het citaat gaf, naast de naam.',
    },
    products: {
      kind: 'ids',
      label: 'Gebruikte producten',
      help: 'De producten die de praktijk gebruikt, als links naast het verhaal („Gebruikt in deze praktijk”).',
      name: 'productIds',
      link: { field: 'products', restType: 'products' },
    },
  },
  careers: {
    location: {
      kind: 'line',
      label: 'Standplaats',
      help: 'Waar de medewerker werkt: bij de vacature, in de lijst met vacatures en voor Google for Jobs.',
    },
    hours: {
      kind: 'line',
      label: 'Uren',
      help: 'Bijvoorbeeld „32–40 uur per week”: bij de vacature en in de lijst met vacatures.',
    },
    employment_type: {
      kind: 'choice',
      label: 'Dienstverband',
      choices: EMPLOYMENT_TYPES,
      help: 'Bij de vacature, en voor Google for Jobs (als de Engelse code van schema.org).',
    },
    salary: {
      kind: 'line',
      label: 'Salaris',
      help: 'Bijvoorbeeld „€ 3.200 – € 4.100 per maand”, bij de vacature naast de tekst.',
    },
    date_posted: {
      kind: 'date',
      label: 'Geplaatst op',
      help: 'De datum van plaatsing voor Google for Jobs. Leeg: de publicatiedatum.',
    },
    valid_through: {
      kind: 'date',
      label: 'Geldig tot',
      notBefore: 'date_posted',
      help: 'Tot wanneer er gesolliciteerd kan worden, voor Google for Jobs; niet voor de plaatsing.',
    },
    benefits: {
      kind: 'keys',
      label: 'Voordelen',
      choices: BENEFITS,
      help: 'Onder de tekst van de vacature („Wat wij bieden”), elk met een pictogram.',
    },
  },
  people: {
    role: { kind: 'line', label: 'Functie', help: 'Onder de naam, op de pagina’s die het team tonen.' },
    email: {
      kind: 'email',
      label: 'E-mailadres',
      help: 'Onder de functie, als link om te mailen. Leeg: geen link.',
    },
    linkedin: {
      kind: 'link',
      label: 'LinkedIn',
      help: 'Het adres van het LinkedIn-profiel (https://…), als link onder de functie.',
    },
  },
  partners: {
    website: {
      kind: 'link',
      label: 'Website',
      help: 'Het adres van de website van de partner (https://…), als link in de lijst met partners.',
    },
    description: {
      kind: 'paragraph',
      label: 'Beschrijving',
      help: 'Een paar zinnen over de partner, in de lijst met partners.',
    },
  },
  activities: {
    start: {
      kind: 'datetime',
      label: 'Begin',
      required: true,
      help: 'Datum en tijd waarop de activiteit begint: bij de activiteit en in de agenda, die erop sorteert.',
    },
    end: {
      kind: 'datetime',
      label: 'Einde',
      notBefore: 'start',
      help: 'Wanneer de activiteit eindigt, niet voor het begin. Leeg: alleen de begintijd.',
    },
    location: { kind: 'line', label: 'Locatie', help: 'Waar de activiteit is, of „Online”.' },
    registration_url: {
      kind: 'link',
      label: 'Aanmeldlink',
      help: 'Het adres van het aanmeldformulier (https://…): een aanmeldlink bij de activiteit en in de agenda.',
    },
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
