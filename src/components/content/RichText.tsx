import { colors, radii, space } from '../../design/tokens'

/**
 * HTML from the CMS. It was sanitised at build time by the source plugin, so it is rendered as is; this component
 * only styles WordPress's block markup.
 */
export const RichText = ({ html, className }: { html: string; className?: string }) => (
  <div
    className={className}
    css={{
      '& > :first-child': { marginTop: 0 },
      'h2, h3, h4': { marginTop: space.xl },
      'ul, ol': { paddingLeft: space.lg, margin: `0 0 ${space.md}` },
      li: { marginBottom: space.xxs },
      img: { height: 'auto', borderRadius: radii.md },
      figure: { margin: `${space.lg} 0` },
      figcaption: { fontSize: '0.875rem', color: colors.textMuted, marginTop: space.xs },
      table: { width: '100%', borderCollapse: 'collapse', margin: `${space.md} 0` },
      'th, td': { textAlign: 'left', padding: space.xs, borderBottom: `1px solid ${colors.border}` },
      blockquote: {
        margin: `${space.lg} 0`,
        padding: `${space.sm} ${space.lg}`,
        borderLeft: `4px solid ${colors.blue}`,
        background: colors.surface,
      },
      iframe: { maxWidth: '100%', border: 0, aspectRatio: '16 / 9', width: '100%', height: 'auto' },
    }}
    dangerouslySetInnerHTML={{ __html: html }}
  />
)
