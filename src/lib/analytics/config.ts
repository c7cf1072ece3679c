/**
 * Ids of the consent banner (Cookiebot) and the tag manager (GTM), from the build's environment:
 * GATSBY_COOKIEBOT_ID and GATSBY_GTM_ID (Gatsby inlines GATSBY_* variables into the browser code).
 */
export interface AnalyticsConfig {
  cookiebotId: string
  gtmId: string
}

export const analyticsConfig = (): AnalyticsConfig => ({
  cookiebotId: process.env.GATSBY_COOKIEBOT_ID?.trim() ?? '',
  gtmId: process.env.GATSBY_GTM_ID?.trim() ?? '',
})
