/** The contact form's code, in a chunk of its own: react-hook-form and the form, loaded when first needed. */
export const loadContactForm = () => import('./SiteContactForm')
