import { ResponsiveImage } from '../../design/ResponsiveImage'
import { List } from '../../design/List'
import { Title } from '../../design/Title'
import { colors, radii, space } from '../../design/tokens'
import { SmartLink } from '../layout/SmartLink'

type Person = NonNullable<Queries.GenericPageQuery['allWpPerson']>['nodes'][number]

/** The team: portrait, name, role and how to reach them. */
export const PeopleList = ({ people }: { people: readonly Person[] }) => (
  <section aria-labelledby="team" data-analytics-area="people" css={{ marginTop: space.xxl }}>
    <Title tag="h2" id="team" size="xlarge">
      Ons team
    </Title>
    <List layout="grid" gap="lg" minColumn="12rem">
      {people.map((person) => (
        <li key={person.slug}>
          {person.featuredImage?.gatsbyImageData && (
            <ResponsiveImage
              image={person.featuredImage.gatsbyImageData}
              alt={person.featuredImage.altText}
              css={{ borderRadius: radii.lg }}
            />
          )}
          <h3 css={{ fontSize: '1.125rem', margin: `${space.sm} 0 0` }}>{person.title}</h3>
          {person.role && <p css={{ margin: 0, color: colors.textMuted }}>{person.role}</p>}
          {person.email && (
            <p css={{ margin: 0 }}>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </p>
          )}
          {person.linkedin && (
            <p css={{ margin: 0 }}>
              <SmartLink url={person.linkedin} target="_blank">
                LinkedIn van {person.title}
              </SmartLink>
            </p>
          )}
        </li>
      ))}
    </List>
  </section>
)
