import { BENEFITS } from '../../design/icons/benefits'
import { LineIcon } from '../../design/icons/LineIcon'
import { List } from '../../design/List'
import { colors, space } from '../../design/tokens'

/**
 * What the company offers with a vacancy, each benefit with its icon. The CMS names benefits by key; a key the
 * site has no icon and label for is left out rather than shown bare.
 */
export const BenefitList = ({ keys }: { keys: readonly string[] }) => (
  <List layout="grid">
    {keys.flatMap((key) => {
      const benefit = BENEFITS[key]
      return benefit
        ? [
            <li
              key={key}
              css={{ display: 'flex', gap: space.sm, alignItems: 'center', color: colors.blueDark }}
            >
              <LineIcon>{benefit.shape}</LineIcon>
              <span css={{ color: colors.text }}>{benefit.label}</span>
            </li>,
          ]
        : []
    })}
  </List>
)
