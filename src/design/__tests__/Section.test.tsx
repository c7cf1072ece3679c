import { render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { Section } from '../Section'

describe('Section', () => {
  it('is a region named by its own h2, which exists', async () => {
    const { container } = render(
      <main>
        <Section id="waarom" title="Waarom praktijken voor ons kiezen">
          <p>Tekst</p>
        </Section>
      </main>,
    )
    const heading = screen.getByRole('heading', { level: 2, name: 'Waarom praktijken voor ons kiezen' })
    expect(heading).toHaveAttribute('id', 'waarom')
    expect(screen.getByRole('region', { name: 'Waarom praktijken voor ons kiezen' })).toContainElement(
      screen.getByText('Tekst'),
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('puts other attributes on the section, such as the area analytics names', () => {
    render(
      <Section id="zo-solliciteer-je" title="Zo solliciteer je" data-analytics-area="vacancy">
        <p>Tekst</p>
      </Section>,
    )
    expect(screen.getByRole('region', { name: 'Zo solliciteer je' })).toHaveAttribute(
      'data-analytics-area',
      'vacancy',
    )
  })
})
