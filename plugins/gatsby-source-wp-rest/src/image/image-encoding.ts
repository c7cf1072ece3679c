import type { GatsbyNode } from 'gatsby'
import { lowerAvifEffortDefault } from '../gatsby-internals'

/** Before any image job runs: AVIF at the effort the plugin chose (see AVIF_EFFORT in gatsby-internals.ts). */
export const onPreInit: GatsbyNode['onPreInit'] = () => lowerAvifEffortDefault()
