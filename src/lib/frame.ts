/**
 * The bare frame (no header, footer or contact button) is the 404 page's: a visitor who followed a broken link
 * gets one message and one clear way onward, the link to the home page. Every other page has the full frame.
 */
export const hasBareFrame = (path: string): boolean => path.startsWith('/404')
