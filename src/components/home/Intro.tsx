import { Section } from '../../design/Section'
import { space } from '../../design/tokens'
import { RichText } from '../content/RichText'

const TEXT_WIDTH = { maxWidth: '44rem' }

/**
 * The home page's introduction. With a title it is a section named by it; without one it is plain text, since a
 * section named by a heading that is not there would point assistive technology at nothing.
 */
export const Intro = ({ title, html }: { title: string | null; html: string | null }) => {
  const text = html ? <RichText html={html} /> : null
  return title ? (
    <Section id="introductie" title={title} css={TEXT_WIDTH}>
      {text}
    </Section>
  ) : (
    <div css={{ marginTop: space.xxl, ...TEXT_WIDTH }}>{text}</div>
  )
}
