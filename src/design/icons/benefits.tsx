import type { ReactNode } from 'react'

/** The careers benefits (spec: layout building blocks), keyed as editors choose them in the CMS. */
export const BENEFITS: Record<string, { label: string; shape: ReactNode }> = {
  bike_lease: {
    label: 'Fietsleaseregeling',
    shape: (
      <>
        <circle cx="6" cy="16" r="3.5" />
        <circle cx="18" cy="16" r="3.5" />
        <path d="M6 16l4-7h6l2 7M10 9l3 7M9 6h3" />
      </>
    ),
  },
  sabbatical: { label: 'Sabbatical', shape: <path d="M4 20c4-8 12-8 16 0M12 4v8M8 8l4-4 4 4" /> },
  workation: {
    label: 'Workation',
    shape: (
      <>
        <rect x="4" y="11" width="16" height="9" rx="1.5" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4M12 3v1" />
      </>
    ),
  },
  hybrid_work: {
    label: 'Hybride werken',
    shape: (
      <>
        <path d="M3 11l6-5 6 5v8H3z" />
        <rect x="14" y="12" width="7" height="5" rx="1" />
        <path d="M13 20h9" />
      </>
    ),
  },
  lunch: {
    label: 'Verzorgde lunch',
    shape: <path d="M5 3v7a2 2 0 0 0 4 0V3M7 10v11M16 3c-2 1-3 4-3 7h3v11" />,
  },
  sports: {
    label: 'Sportvereniging',
    shape: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M4 12h16M12 4c3 3 3 13 0 16M12 4c-3 3-3 13 0 16" />
      </>
    ),
  },
  holidays: {
    label: 'Ruime vakantiedagen',
    shape: <path d="M12 21V9M4 10c2-5 14-5 16 0zM12 9C11 5 9 3 7 3M4 21h16" />,
  },
  company_fitness: { label: 'Bedrijfsfitness', shape: <path d="M3 9v6M6 7v10M18 7v10M21 9v6M6 12h12" /> },
  learning: {
    label: 'Opleiding en ontwikkeling',
    shape: (
      <>
        <path d="M2 9l10-5 10 5-10 5z" />
        <path d="M6 11v5c3 2 9 2 12 0v-5" />
      </>
    ),
  },
}
