/**
 * Whether the visitor typed something on this page that was not sent yet (a field whose value differs from what
 * the page came with). A reload would throw that away.
 */
export function hasUnsentInput(root: ParentNode = document): boolean {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=hidden]):not([type=submit]):not([type=button]), textarea',
  )
  return Array.from(fields).some((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  )
}
