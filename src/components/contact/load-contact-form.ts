/** The contact form's code, in a chunk of its own: react-hook-form and the form, loaded when first needed. */
export const loadContactForm = () => import('./SiteContactForm')
/** The same chunk at low priority: fetched when the browser is idle after the load, before anyone needs it. */
export const prefetchContactForm = () => import(/* webpackFetchPriority: "low" */ './SiteContactForm')
