import { preloadable } from '../../lib/preloadable'

/** The contact form's code, in a chunk of its own: react-hook-form and the form, loaded when first needed. */
export const loadContactForm = () => import(/* webpackChunkName: "contact-form" */ './SiteContactForm')
/** The form as the modal renders it: at once when its chunk has arrived, else suspended until it has. */
export const ContactFormChunk = preloadable(() => loadContactForm().then((module) => module.default))
/** The same chunk at low priority: fetched when the browser is idle after the load, before anyone needs it. */
export const prefetchContactForm = () =>
  ContactFormChunk.preload(() =>
    import(/* webpackChunkName: "contact-form", webpackFetchPriority: "low" */ './SiteContactForm').then(
      (module) => module.default,
    ),
  )
