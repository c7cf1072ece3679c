export interface Redirect {
  from: string
  to: string
}

/** Paths of the previous site that still get visitors. `to` is a site path, except the remote-support download, which is external. */
const OLD_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['/home', '/'],
  ['/exquise-next-generation', '/producten-en-diensten/exquise-next-generation'],
  ['/producten-en-diensten/exquise', '/producten-en-diensten/exquise-next-generation'],
  ['/producten-en-diensten/exqlean', '/producten-en-diensten/exquise-next-generation'],
  ['/producten-en-diensten/exquise/exquiray', '/producten-en-diensten/exquise-next-generation/exquiray'],
  ['/producten-en-diensten/exquise/sms', '/producten-en-diensten/exquise-next-generation/sms'],
  [
    '/producten-en-diensten/exquise/internet-agenda',
    '/producten-en-diensten/exquise-next-generation/internet-agenda',
  ],
  ['/producten-en-diensten/qbee', '/producten-en-diensten/qbridge'],
  ['/producten-en-diensten/weborder', '/producten-en-diensten/exquise-next-generation/weborder'],
  [
    '/producten-en-diensten/internet-backup',
    '/producten-en-diensten/exquise-next-generation/internet-back-up',
  ],
  ['/producten-en-diensten/opleidingen/vertilearning', '/producten-en-diensten/video-training'],
  ['/producten-en-diensten/opleidingen/vertilearning/inschrijven', '/producten-en-diensten/video-training'],
  ['/producten-en-diensten/opleidingen/vertilearning/proefaccount', '/producten-en-diensten/video-training'],
  ['/producten-en-diensten/opleidingen/praktijkbegeleiding', '/producten-en-diensten/praktijkbegeleiding'],
  ['/producten-en-diensten/stockdent', '/producten-en-diensten/qbridge/stockdent'],
  ['/over', '/over-ons'],
  ['/ict', '/producten-en-diensten/hardware'],
  ['/updates', '/exquise-update'],
  ['/afstandsbediening', '/meekijken'],
  ['/avg-(faq)', '/support'],
  ['/privacystatement', '/privacybeleid'],
  ['/videoweergaven-van-onze-webinars', '/videos'],
]

export const REMOTE_SUPPORT_PATH = '/docs/software/afstandsbediening'

/**
 * The one redirect table. It feeds the in-app redirects, the static redirect pages and the host rules
 * (nginx, Netlify). The remote-support download address is configured (CMS option or REMOTE_SUPPORT_URL).
 */
export function redirectTable(remoteSupportUrl: string | null): Redirect[] {
  const table = OLD_PATHS.map(([from, to]) => ({ from, to }))
  return remoteSupportUrl ? [...table, { from: REMOTE_SUPPORT_PATH, to: remoteSupportUrl }] : table
}

export const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target)
