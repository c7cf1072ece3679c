import { contactContract } from '../../src/lib/contact/contact-contract'
import { CONTRACTS_COMMAND, generatedJson, type GeneratedFile } from './generated-file'

/** The contact form's fields, limits and Dutch texts for the plugin's own route (includes/contact-*.php). */
export const contactContractFile: GeneratedFile = {
  file: 'cms/tandem-headless/contact-contract.json',
  json: () =>
    generatedJson(
      `Generated from src/lib/contact/ (contact-contract.ts) by \`${CONTRACTS_COMMAND}\`; do not edit. The contact form as the browser's form has it: fields by number, labels, required, longest values, the honeypot, the phone rule (a PCRE pattern and the number of digits), every message word for word and the confirmation, for the form's route (includes/contact-form.php, contact-proof-of-work.php).`,
      { ...contactContract() },
    ),
}
