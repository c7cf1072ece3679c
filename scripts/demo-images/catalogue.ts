/** The demo images: each one's file name, size and motif (what scripts/demo-images/draw.ts draws for it). */

export type Motif =
  | 'hero'
  | 'screen'
  | 'xray'
  | 'message'
  | 'calendar'
  | 'boxes'
  | 'cloud'
  | 'network'
  | 'video'
  | 'people'
  | 'hardware'
  | 'documents'
  | 'tooth'
  | 'chart'
  | 'code'
  | 'portrait'
  | 'event'

export interface ImageSpec {
  /** File name without extension; also the media slug in the snapshot. */
  readonly name: string
  readonly width: number
  readonly height: number
  readonly motif: Motif
}

const FEATURED = { width: 1600, height: 1000 } as const
const PORTRAIT = { width: 800, height: 800 } as const
const HERO = { width: 2000, height: 1200 } as const

const featured = (name: string, motif: Motif): ImageSpec => ({ name, motif, ...FEATURED })
const portrait = (name: string): ImageSpec => ({ name, motif: 'portrait', ...PORTRAIT })

/** Every image of the snapshot. Names must match the `source_url`s in content/snapshot/wp/v2/*.json. */
export const IMAGES: readonly ImageSpec[] = [
  { name: 'tandem-hero-praktijk', motif: 'hero', ...HERO },
  // products
  featured('exquise-next-generation-dashboard', 'screen'),
  featured('exquiray-rontgenbeeld', 'xray'),
  featured('sms-herinnering', 'message'),
  featured('internet-agenda-planning', 'calendar'),
  featured('weborder-bestellen', 'boxes'),
  featured('internet-back-up-cloud', 'cloud'),
  featured('qbridge-koppelingen', 'network'),
  featured('stockdent-voorraad', 'boxes'),
  featured('video-training-scherm', 'video'),
  featured('praktijkbegeleiding-overleg', 'people'),
  featured('hardware-werkplek', 'hardware'),
  // concepts
  featured('papierloze-praktijk', 'documents'),
  featured('praktijk-in-de-cloud', 'cloud'),
  featured('patient-aan-het-roer', 'message'),
  // references
  featured('referentie-de-lindeboom', 'tooth'),
  featured('referentie-rijnoever', 'people'),
  featured('referentie-het-kompas', 'tooth'),
  featured('referentie-zeezicht', 'chart'),
  // careers
  featured('vacature-supportmedewerker', 'people'),
  featured('vacature-full-stack-developer', 'code'),
  featured('vacature-implementatieconsultant', 'chart'),
  featured('vacature-stagiair-marketing', 'message'),
  // people
  portrait('portret-marieke-van-dijk'),
  portrait('portret-joost-hendriks'),
  portrait('portret-fatima-el-amrani'),
  portrait('portret-ruben-bakker'),
  portrait('portret-sanne-de-wit'),
  portrait('portret-thomas-verhoef'),
  // partners
  featured('partner-kiesvast-dental', 'boxes'),
  featured('partner-helderbeeld-imaging', 'xray'),
  // pages
  featured('over-ons-team', 'people'),
  featured('werken-bij-team', 'people'),
  featured('cultuur-samen', 'event'),
  featured('support-helpdesk', 'message'),
  featured('exquise-update-nieuw', 'screen'),
  featured('meekijken-op-afstand', 'screen'),
  featured('videos-webinars', 'video'),
  featured('agenda-overzicht', 'calendar'),
  // activities
  featured('activiteit-webinar', 'video'),
  featured('activiteit-gebruikersdag', 'event'),
  featured('activiteit-beurs', 'event'),
  featured('activiteit-training', 'people'),
]
