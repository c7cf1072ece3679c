import { Link } from 'gatsby'
import { List } from '../../design/List'
import { colors, radii, space } from '../../design/tokens'

type Vacancy = Queries.ApplyPageQuery['allWpCareer']['nodes'][number]

/** The open vacancies, each a card with its title as a link and where and how many hours. */
export const VacancyList = ({ vacancies }: { vacancies: readonly Vacancy[] }) =>
  vacancies.length > 0 ? (
    <List>
      {vacancies.map((vacancy) => (
        <li
          key={vacancy.path}
          css={{ background: colors.surface, borderRadius: radii.md, padding: space.lg }}
        >
          <h3 css={{ fontSize: '1.25rem', marginBottom: space.xxs }}>
            <Link to={vacancy.path}>{vacancy.title}</Link>
          </h3>
          <p css={{ margin: 0, color: colors.textMuted }}>
            {[vacancy.location, vacancy.hours].filter(Boolean).join(' · ')}
          </p>
        </li>
      ))}
    </List>
  ) : (
    <p>Er zijn op dit moment geen open vacatures. Een open sollicitatie is altijd welkom.</p>
  )
