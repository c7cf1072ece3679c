import { snapshotItems } from '../../scripts/support/snapshot-items'

/** Expected titles and paths, read from the embedded snapshot the site was built from. */
export { snapshotItem, snapshotItems } from '../../scripts/support/snapshot-items'

/** One page of each template. */
export const TEMPLATE_PAGES = [
  { template: 'home', path: '/' },
  { template: 'page', path: '/over-ons' },
  { template: 'child page', path: '/werken-bij/cultuur' },
  { template: 'agenda', path: '/agenda' },
  { template: 'apply', path: '/solliciteren' },
  { template: 'contact', path: '/contact' },
  { template: 'product', path: '/producten-en-diensten/exquise-next-generation' },
  { template: 'product child', path: '/producten-en-diensten/exquise-next-generation/exquiray' },
  { template: 'vacancy', path: snapshotItems('careers')[0]!.path },
  { template: 'concept', path: snapshotItems('concepts')[0]!.path },
  { template: 'reference', path: snapshotItems('references')[0]!.path },
  { template: 'activity', path: '/agenda/webinar-slim-voorraadbeheer-met-qbridge-en-stockdent' },
  { template: '404', path: '/deze-pagina-bestaat-niet' },
] as const
