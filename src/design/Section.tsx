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
  children: ReactNode
}

/** A section's height before it has been laid out: about a screen, as most sections are. */
const SECTION_NEAR_SCREEN = nearScreenOnly('40rem')

/**
 * A titled part of a page: a <section> named by its own h2, so screen reader users can find it by its title in
 * the landmarks and headings lists. The title's id is required, and always rendered, so the name never points at
 * a missing element. Other attributes (a class from the css prop, data attributes) go onto the <section>.
 * A section below the first screen is laid out when it comes near it (near-screen.ts).
 */
export const Section = ({
  id,
  title,
  titleSize = 'xlarge',
  spacing = 'xxl',
  children,
  ...attributes
}: SectionProps) => (
  <section
    aria-labelledby={id}
    css={[spacing === 'none' ? null : { marginTop: space[spacing] }, SECTION_NEAR_SCREEN]}
    {...attributes}
  >
    <Title tag="h2" id={id} size={titleSize}>
      {title}
    </Title>
    {children}
  </section>
)
