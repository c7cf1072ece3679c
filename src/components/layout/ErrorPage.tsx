import { Link } from 'gatsby'
import { Container } from '../../design/Container'
import { Illustration } from '../../design/illustrations/Illustration'
import { Title } from '../../design/Title'
import { space } from '../../design/tokens'

export const NOT_FOUND_TITLE = 'Pagina niet gevonden'
export const ERROR_TITLE = 'Er ging iets fout'

interface ErrorPageProps {
  status: number
  /** the technical message (spec: 'Page not found: {path}') */
  message?: string
}

/** The error page: 'Pagina niet gevonden' for 404, 'Er ging iets fout' for anything else. */
export const ErrorPage = ({ status, message }: ErrorPageProps) => (
  <Container width="text" css={{ padding: `${space.xxl} ${space.md}`, textAlign: 'center' }}>
    <Illustration name={status === 404 ? 'tooth' : 'support'} css={{ marginBottom: space.md }} />
    <Title tag="h1" size="xxlarge" variant="primary">
      {status === 404 ? NOT_FOUND_TITLE : ERROR_TITLE}
    </Title>
    {message && <p data-testid="error-message">{message}</p>}
    <p>
      <Link to="/">Ga terug naar de homepage</Link>
    </p>
  </Container>
)
