import { SmartLink } from '../layout/SmartLink'
import type { MenuNode } from './menu-types'

interface MenuItemLinkProps {
  item: MenuNode
  onNavigate: () => void
  className?: string
}

/**
 * One menu link. Site paths navigate inside the app and close the flyout; `_blank`, mailto: and other
 * addresses open externally (SmartLink decides). A `#` item without children has nowhere to go: plain text.
 */
export const MenuItemLink = ({ item, onNavigate, className }: MenuItemLinkProps) => {
  if (item.url.trim() === '#' || item.url.trim() === '')
    return <span className={className}>{item.title}</span>
  return (
    <SmartLink url={item.url} target={item.target} className={className} onNavigate={onNavigate}>
      {item.title}
    </SmartLink>
  )
}
