import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { nearScreenOnly } from './near-screen'
import { space } from './tokens'
import { Title, type TitleSize } from './Title'

type SectionAttributes = Omit<
  ComponentPropsWithoutRef<'section'>,
  'id' | 'title' | 'aria-labelledby' | 'children'
>

interface SectionProps extends SectionAttributes {
  /** the heading's id, which names the section for assistive technology (aria-labelledby) */
  id: string
  title: ReactNode
  titleSize?: TitleSize
  /** the space above the section: a spacing token, or none */
  spacing?: keyof typeof space | 'none'
  /**
   * For a section that is always far below the first screen (after a page's text): laid out and painted only
   * when it comes near the screen (near-screen.ts). Not for one that may start on the first screen or just below
   * it: on the contact page, the form's section made the text above it shift while the page loaded (CLS 0.009).
   */
  layoutWhenNear?: boolean
  children: ReactNode
}

/** A section's height before it has been laid out: about a screen, as most sections are. */
const SECTION_NEAR_SCREEN = nearScreenOnly('40rem')

/**
 * A titled part of a page: a <section> named by its own h2, so screen reader users can find it by its title in
 * the landmarks and headings lists. The title's id is required, and always rendered, so the name never points at
 * a missing element. Other attributes (a class from the css prop, data attributes) go onto the <section>.
 */
export const Section = ({
  id,
  title,
  titleSize = 'xlarge',
  spacing = 'xxl',
  layoutWhenNear = false,
  children,
  ...attributes
}: SectionProps) => {
  const styles = [
    ...(spacing === 'none' ? [] : [{ marginTop: space[spacing] }]),
    ...(layoutWhenNear ? [SECTION_NEAR_SCREEN] : []),
  ]
  return (
    // No css prop at all without styles: Emotion would still give the element an empty class (css-0).
    <section aria-labelledby={id} {...(styles.length > 0 ? { css: styles } : {})} {...attributes}>
      <Title tag="h2" id={id} size={titleSize}>
        {title}
      </Title>
      {children}
    </section>
  )
}
