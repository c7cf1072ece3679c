import { hasUnsentInput } from '../unsent-input'

describe('unsent input', () => {
  it('is there once a field differs from what the page came with, and not before', () => {
    document.body.innerHTML = `
      <form>
        <input name="naam" value="">
        <textarea name="bericht"></textarea>
        <input type="checkbox" name="akkoord">
        <input type="hidden" name="token" value="x">
      </form>`
    expect(hasUnsentInput()).toBe(false)
    const hidden = document.querySelector<HTMLInputElement>('[name=token]')!
    hidden.value = 'changed by a script'
    expect(hasUnsentInput()).toBe(false)

    document.querySelector('textarea')!.value = 'Graag een demo'
    expect(hasUnsentInput()).toBe(true)
    document.querySelector('textarea')!.value = ''
    document.querySelector<HTMLInputElement>('[name=akkoord]')!.checked = true
    expect(hasUnsentInput()).toBe(true)
  })
})
