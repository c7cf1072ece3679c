/** `https://cms.example.nl/` or `https://cms.example.nl/wp-json` → `https://cms.example.nl` */
export function normaliseBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/wp-json$/, '')
}

/** The address of a REST call: base + /wp-json + path + query. */
export function restUrl(baseUrl: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString()
  return `${normaliseBaseUrl(baseUrl)}/wp-json${path}${search ? `?${search}` : ''}`
}
