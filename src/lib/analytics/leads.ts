import { pushEvent, type FormLocation } from './events'

/** Gravity Forms' id of the contact form (the CMS route is /gf/v2/forms/1/submissions). */
export const CONTACT_FORM_ID = '1'

/**
 * generate_lead for a contact form the server accepted: which form, where, on which page. Nothing the visitor
 * typed: the caller hands over no values, so none can slip in.
 */
export function pushLead(formLocation: FormLocation): void {
  pushEvent({
    event: 'generate_lead',
    form_id: CONTACT_FORM_ID,
    form_location: formLocation,
    page_path: window.location.pathname,
  })
}
