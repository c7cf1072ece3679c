/** @jest-environment node */
import { stylesMountedAfterLoad } from '../../src/components/layout/styles-mounted-after-load'

describe('the styles of what a page mounts after its load, rendered at build time', () => {
  it("has the flyout's, the submenus', the modal's, the form's and the contact button's rules, by name", () => {
    const rules = stylesMountedAfterLoad()
    const css = [...rules.values()].join('')
    for (const rule of [
      'translateX(100%)', // the flyout sliding in
      'data-submenu-open', // the menus behind an open submenu
      'aria-expanded', // a submenu toggle
      'aria-invalid', // a form field with an error
      'scale(0.97)', // the contact button pressed
      'rotate(360deg)', // the sending spinner (the form's styles in advance)
    ]) {
      expect(css).toContain(rule)
    }
    // a rule's name is in its selector (css-<name>) or, for an animation, is its keyframes' name
    for (const [name, text] of rules) expect(text).toContain(name)
  })

  it('is rendered once per build process', () => {
    expect(stylesMountedAfterLoad()).toBe(stylesMountedAfterLoad())
  })
})
