import { openPage, renderedFrames } from '../helpers/open-page'
import { expect, test } from '../helpers/site-test'
import type { Page } from '@playwright/test'

// A visitor who asked their system for less motion (src/design/motion.ts).
test.use({ reducedMotion: 'reduce' })

/** From now on, how many transitions have started anywhere in the page (window.__transitionsRun). */
const countTransitions = (page: Page) =>
  page.evaluate(() => {
    Object.assign(window, { __transitionsRun: 0 })
    document.addEventListener(
      'transitionrun',
      () =>
        Object.assign(window, {
          __transitionsRun: (window as { __transitionsRun?: number }).__transitionsRun! + 1,
        }),
      true,
    )
  })
const transitionsRun = (page: Page) =>
  page.evaluate(() => (window as { __transitionsRun?: number }).__transitionsRun)

/** No animation still running two frames after the change that started it: motion off means at once. */
async function expectNoMotion(page: Page) {
  await renderedFrames(page, 2)
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation as CSSAnimation).animationName ?? animation.constructor.name),
  )
  expect(running).toEqual([])
}

test('with motion reduced, the menu, a submenu and the contact modal open and close at once, without any motion', async ({
  page,
}) => {
  await openPage(page, '/agenda/')
  await countTransitions(page)
  const flyout = page.getByRole('dialog', { name: 'Menu' })

  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(flyout).toBeVisible()
  await expectNoMotion(page)
  await flyout.getByRole('button', { name: 'Producten' }).click()
  await expect(flyout.getByRole('region', { name: 'Producten' })).toBeVisible()
  await expectNoMotion(page)
  // closed at once: no closing animation to wait for
  await page.keyboard.press('Escape')
  await renderedFrames(page, 1)
  expect(await flyout.count()).toBe(0)

  await page.getByRole('button', { name: 'Kom in contact' }).click()
  const modal = page.getByRole('dialog', { name: 'Interesse of vragen?' })
  await expect(modal).toBeVisible()
  await expectNoMotion(page)
  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)

  // No transition either: a rule that shortened every element's motion to a tiny duration turned each change of each
  // property (a pressed button's colour, a panel shown) into one, and cost the tap its style work several times.
  expect(await transitionsRun(page)).toBe(0)
})
