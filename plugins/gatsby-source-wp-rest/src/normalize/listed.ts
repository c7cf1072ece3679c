import { isPublished } from '../preview/preview-item'
import { isPasswordProtected } from '../source/protected-items'

/**
 * Whether an item may appear on other items' pages: published, and without a password. A production build has
 * only such items; the preview (editors only) has drafts, pending, scheduled, private and protected items too,
 * each shown on its own page only, so a preview link for one draft never shows another one in a list, a parent's
 * children, the front page's highlights or a menu. Listing queries filter on the node field `listed`; links
 * built in the source (children, an activity type's activities, highlights, menu targets) take listed items only.
 */
export const isListed = (raw: Record<string, unknown>): boolean =>
  isPublished(raw) && !isPasswordProtected(raw)
