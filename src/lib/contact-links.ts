/** `088 - 123 45 67` → `tel:0881234567`: digits and a leading plus only, as dialers expect. */
export const telHref = (phoneNumber: string): string => `tel:${phoneNumber.replace(/[^+\d]/g, '')}`
