import { List } from '../../design/List'
import { Title } from '../../design/Title'
import { colors, radii, space } from '../../design/tokens'
import { SmartLink } from '../layout/SmartLink'

type Partner = NonNullable<Queries.GenericPageQuery['allWpPartner']>['nodes'][number]

/** The partners we work with, each with a short description and their website. */
export const PartnerList = ({ partners }: { partners: readonly Partner[] }) => (
  <section aria-labelledby="partners" css={{ marginTop: space.xxl }}>
    <Title tag="h2" id="partners" size="xlarge">
      Onze partners
    </Title>
    <List layout="grid" gap="md" minColumn="16rem">
      {partners.map((partner) => (
        <li
          key={partner.slug}
          css={{ background: colors.surface, borderRadius: radii.md, padding: space.lg }}
        >
          <h3 css={{ fontSize: '1.125rem', marginBottom: space.xs }}>{partner.title}</h3>
          {partner.description && <p>{partner.description}</p>}
          {partner.website && (
            <SmartLink url={partner.website} target="_blank">
              Website van {partner.title}
            </SmartLink>
          )}
        </li>
      ))}
    </List>
  </section>
)
