import type { ReactNode } from 'react'
import { sizes, space } from './tokens'

interface ContainerProps {
  children: ReactNode
  /** `text` keeps lines readable for running text */
  width?: 'content' | 'text'
  as?: 'div' | 'section'
  className?: string
}

export const Container = ({ children, width = 'content', as: Tag = 'div', className }: ContainerProps) => (
  <Tag className={className} css={{ maxWidth: sizes[width], margin: '0 auto', padding: `0 ${space.md}` }}>
    {children}
  </Tag>
)
