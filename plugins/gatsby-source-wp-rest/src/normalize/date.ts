/**
 * Dates and date-times as the site's fields hold them ("2026-12-10", "2026-12-10T14:00:00"), from what WordPress
 * or ACF store: "2026-12-10 14:00:00", "2026-12-10T14:00", or ACF's date picker's "20261210". Anything else (an
 * import's "volgende week", a day that does not exist) is not a date: null, and the caller notes it.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/
const ACF_DATE = /^(\d{4})(\d{2})(\d{2})$/

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export function normaliseDate(value: string): string | null {
  const text = value.trim()
  const acf = ACF_DATE.exec(text)
  if (acf)
    return isRealDay(Number(acf[1]), Number(acf[2]), Number(acf[3])) ? `${acf[1]}-${acf[2]}-${acf[3]}` : null
  const match = DATE_TIME.exec(text)
  if (!match) return null
  const [, year, month, day, hours, minutes, seconds] = match
  if (!isRealDay(Number(year), Number(month), Number(day))) return null
  if (hours === undefined) return `${year}-${month}-${day}`
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return null
  return `${year}-${month}-${day}T${hours}:${minutes}:${seconds ?? '00'}`
}
