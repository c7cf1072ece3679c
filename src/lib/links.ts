/**
 * How a CMS link opens (spec: menu flyout). Site paths open inside the app; target _blank, mailto: and other
 * addresses open externally; `#` only toggles a submenu.
 */
export type LinkTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string; newTab: boolean } | { kind: 'toggle' }

export function classifyLink(url: string, target?: string | null): LinkTarget {
  const trimmed = url.trim()
  if (trimmed === '#' || trimmed === '') return { kind: 'toggle' }
  const isSitePath = trimmed.startsWith('/') && !trimmed.startsWith('//')
  if (isSitePath && target !== '_blank') return { kind: 'internal', to: trimmed }
  return { kind: 'external', href: trimmed, newTab: target === '_blank' }
}
