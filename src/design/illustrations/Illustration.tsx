import { sizes } from '../tokens'
import { ILLUSTRATIONS, type IllustrationName } from './shapes'

/** A decorative 80 × 89 illustration (spec: layout building blocks). */
export const Illustration = ({ name, className }: { name: IllustrationName; className?: string }) => (
  <svg
    viewBox="0 0 80 89"
    width={sizes.illustrationWidth}
    height={sizes.illustrationHeight}
    aria-hidden="true"
    focusable="false"
    className={className}
    data-illustration={name}
  >
    {ILLUSTRATIONS[name]}
  </svg>
)
