import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { Button, ButtonLink } from '../Button'
import { Divider } from '../Divider'
import { FormField } from '../FormField'
import { Illustration } from '../illustrations/Illustration'
import { ILLUSTRATION_NAMES } from '../illustrations/shapes'
import { List } from '../List'
import { Loader } from '../Loader'
import { Page } from '../Page'
import { PageHeader } from '../PageHeader'
import { TextInput } from '../TextInput'
import { Title } from '../Title'

describe('Button and ButtonLink', () => {
  it('a loading button is disabled, busy and says what it is doing', async () => {
    const onClick = jest.fn()
    render(
      <Button loading loadingLabel="Bezig met versturen…" onClick={onClick}>
        Versturen
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Bezig met versturen…' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('a disabled button cannot be used; an idle one can', async () => {
    const onClick = jest.fn()
    const { rerender } = render(
      <Button disabled onClick={onClick}>
        Versturen
      </Button>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }))
    expect(onClick).not.toHaveBeenCalled()
    rerender(<Button onClick={onClick}>Versturen</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('a link navigates; disabled or loading it is announced as disabled and has no address', () => {
    const { rerender } = render(<ButtonLink to="/contact">Neem contact op</ButtonLink>)
    expect(screen.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute('href', '/contact')
    rerender(
      <ButtonLink to="/contact" disabled>
        Neem contact op
      </ButtonLink>,
    )
    const disabled = screen.getByRole('link', { name: 'Neem contact op' })
    expect(disabled).toHaveAttribute('aria-disabled', 'true')
    expect(disabled).not.toHaveAttribute('href')
    rerender(
      <ButtonLink to="/contact" loading loadingLabel="Laden…">
        Neem contact op
      </ButtonLink>,
    )
    expect(screen.getByRole('link', { name: 'Laden…' })).toHaveAttribute('aria-disabled', 'true')
  })
})

describe('Title, header and page', () => {
  it('renders the requested heading level whatever its size', () => {
    render(
      <Title tag="h3" size="xxxlarge" variant="semibold" color="blue-bright">
        Onze producten
      </Title>,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Onze producten' })).toBeInTheDocument()
  })

  it('the header is a <header> or a <div>, with the h1 and intro', () => {
    const { container, rerender } = render(<PageHeader title="Contact" intro="Wij helpen u graag" />)
    expect(container.querySelector('header')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument()
    rerender(<PageHeader title="Contact" tag="div" size="none" variant="centered" />)
    expect(container.querySelector('header')).not.toBeInTheDocument()
  })

  it('the header shows a subtitle under the title, before the intro, outside the heading', () => {
    const { container } = render(
      <PageHeader title="Qbridge" subtitle="Het koppelplatform" intro="Voorraad en bestellingen." />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Qbridge')
    const texts = [...container.querySelectorAll('h1, p')].map((element) => element.textContent)
    expect(texts).toEqual(['Qbridge', 'Het koppelplatform', 'Voorraad en bestellingen.'])
  })

  it('a page is an article with its header and body', async () => {
    const { container } = render(
      <Page title="Over ons" size="large">
        <p>Wie wij zijn</p>
      </Page>,
    )
    expect(container.querySelector('article h1')).toHaveTextContent('Over ons')
    expect(screen.getByText('Wie wij zijn')).toBeInTheDocument()
    expect(await axe(container)).toHaveNoViolations()
  })
})

describe('loader, list, divider and illustrations', () => {
  it('a loader is a status with a spoken label', () => {
    render(<Loader label="Het formulier wordt geladen…" />)
    expect(screen.getByRole('status')).toHaveTextContent('Het formulier wordt geladen…')
  })

  it('lists render as ul, or ol for numbers', () => {
    const { container, rerender } = render(
      <List layout="grid">
        <li>Een</li>
      </List>,
    )
    expect(container.querySelector('ul > li')).toBeInTheDocument()
    rerender(
      <List variant="numbers">
        <li>Een</li>
      </List>,
    )
    expect(container.querySelector('ol > li')).toBeInTheDocument()
  })

  it('a divider is a separator', () => {
    render(<Divider spacing="md" />)
    expect(screen.getByRole('separator')).toBeInTheDocument()
  })

  it.each(ILLUSTRATION_NAMES)('illustration %s is 80 × 89 and hidden from assistive technology', (name) => {
    const { container } = render(<Illustration name={name} />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('width', '80px')
    expect(svg).toHaveAttribute('height', '89px')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
  })
})

describe('TextInput', () => {
  it.each(['text', 'number', 'email', 'password', 'tel'] as const)('supports type %s', (type) => {
    const { container } = render(<TextInput type={type} aria-label="Veld" />)
    expect(container.querySelector('input')).toHaveAttribute('type', type)
  })

  it('emits a change on blur or Enter, only when the value changed', async () => {
    const user = userEvent.setup()
    const onCommit = jest.fn()
    render(
      <>
        <TextInput aria-label="Zoeken" defaultValue="tand" onCommit={onCommit} />
        <button type="button">elders</button>
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'Zoeken' })
    await user.click(input)
    await user.tab()
    expect(onCommit).not.toHaveBeenCalled()
    await user.click(input)
    await user.type(input, 'arts{Enter}')
    expect(onCommit).toHaveBeenLastCalledWith('tandarts')
    await user.tab()
    expect(onCommit).toHaveBeenCalledTimes(1)
    await user.type(input, '{Backspace}')
    await user.tab()
    expect(onCommit).toHaveBeenLastCalledWith('tandart')
    expect(onCommit).toHaveBeenCalledTimes(2)
  })
})

describe('FormField', () => {
  it('labels the control, marks optional fields, and links the error and counter', () => {
    render(
      <FormField
        id="veld"
        label="Vraag"
        optional
        error="Vraag is verplicht"
        counter={{ length: 12, max: 10 }}
      >
        {(control) => <textarea {...control} />}
      </FormField>,
    )
    const textarea = screen.getByRole('textbox', { name: 'Vraag (optioneel)' })
    expect(textarea).toHaveAttribute('aria-invalid', 'true')
    expect(textarea).toHaveAccessibleDescription(/Vraag is verplicht/)
    expect(screen.getByText('12 / 10').closest('[data-over-max]')).toHaveAttribute('data-over-max', 'true')
  })
})
