/**
 * Asks before an item that the website uses goes to the trash (includes/trash-warning.php writes the warning):
 * the list's "Prullenbak" link, the list's bulk action, and the editors' "Naar prullenbak" buttons. An item
 * restored from the trash says in the editor that it is a draft now.
 */
;(function () {
  'use strict'
  var settings = window.tandemTrash || { warning: '', restored: false }

  function stopUnlessConfirmed(event, warning) {
    if (warning && !window.confirm(warning)) {
      event.preventDefault()
      event.stopImmediatePropagation()
    }
  }

  // Captured before WordPress's own handlers: the block editor's trash button, the classic one, the list's link.
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target instanceof Element ? event.target : null
      if (!target) return
      var link = target.closest('a[data-tandem-trash-warning]')
      if (link) return stopUnlessConfirmed(event, link.getAttribute('data-tandem-trash-warning'))
      if (target.closest('.editor-post-trash, #delete-action .submitdelete'))
        stopUnlessConfirmed(event, settings.warning)
    },
    true,
  )

  // The list's bulk action: one question naming every selected item the website uses.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target
      if (!(form instanceof HTMLFormElement) || form.id !== 'posts-filter') return
      var chosen = ['action', 'action2']
        .map(function (name) {
          var select = form.querySelector('select[name="' + name + '"]')
          return select ? select.value : ''
        })
        .indexOf('trash')
      if (chosen === -1) return
      var warnings = Array.prototype.slice
        .call(form.querySelectorAll('tbody th.check-column input[type="checkbox"]:checked'))
        .map(function (box) {
          var link = form.querySelector('#post-' + box.value + ' a[data-tandem-trash-warning]')
          return link ? link.getAttribute('data-tandem-trash-warning') : ''
        })
        .filter(Boolean)
      if (warnings.length > 0) stopUnlessConfirmed(event, warnings.join('\n\n'))
    },
    true,
  )

  if (settings.restored && window.wp && wp.data) {
    wp.data
      .dispatch('core/notices')
      .createNotice(
        'warning',
        'Dit item is teruggezet uit de prullenbak en staat nu als concept: het is niet op de website. Publiceer het opnieuw om het weer online te zetten.',
        { id: 'tandem-restored', isDismissible: true },
      )
  }
})()
