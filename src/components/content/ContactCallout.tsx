import { ButtonLink } from '../../design/Button'
import { Container } from '../../design/Container'
import { Title } from '../../design/Title'
import { colors, radii, space } from '../../design/tokens'

/** The call to contact at the end of product and concept pages. */
export const ContactCallout = ({ subject }: { subject: string }) => (
  <Container>
    <aside
      aria-labelledby="contact-callout"
      css={{
        background: colors.surfaceStrong,
        borderRadius: radii.lg,
        padding: space.xl,
        marginTop: space.xxl,
      }}
    >
      <Title tag="h2" id="contact-callout" size="large">
        Meer weten over {subject}?
      </Title>
      <p>Vraag een demonstratie aan of stel uw vraag. We nemen binnen twee werkdagen contact met u op.</p>
      <ButtonLink to="/contact">Neem contact op</ButtonLink>
    </aside>
  </Container>
)
