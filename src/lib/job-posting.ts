interface JobPostingInput {
  title: string
  description: string
  datePosted: string | null
  validThrough: string | null
  employmentType: string | null
  location: string | null
  organisation: { name: string; url: string }
}

/** schema.org JobPosting for a vacancy (Google for Jobs): only the fields that are known. */
export function jobPosting(input: JobPostingInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    ...(input.datePosted ? { datePosted: input.datePosted } : {}),
    ...(input.validThrough ? { validThrough: input.validThrough } : {}),
    ...(input.employmentType ? { employmentType: input.employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: input.organisation.name,
      sameAs: input.organisation.url,
    },
    ...(input.location
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: input.location, addressCountry: 'NL' },
          },
        }
      : {}),
  }
}
