import type { ComponentPropsWithoutRef, ReactNode } from 'react'
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
  children: ReactNode
}

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
  children,
  ...attributes
}: SectionProps) => (
  // No css prop at all without spacing: Emotion would still give the element an empty class (css-0).
  <section
    aria-labelledby={id}
    {...(spacing === 'none' ? {} : { css: { marginTop: space[spacing] } })}
    {...attributes}
  >
    <Title tag="h2" id={id} size={titleSize}>
      {title}
    </Title>
    {children}
  </section>
)
