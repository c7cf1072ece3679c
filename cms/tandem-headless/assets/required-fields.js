/**
 * The block editor publishes an item over REST before it sends the "Velden voor de website" box, so WordPress
 * cannot refuse a first publication whose required field is empty (the box's save keeps the old value of a
 * published item, includes/field-editor.php). This asks for them at the Publish button instead: an empty required
 * field stops the click, says which field in Dutch, and moves the focus to it.
 */
;(function () {
  'use strict'
  var required = (window.tandemRequiredFields && window.tandemRequiredFields.fields) || []
  var NOTICE_ID = 'tandem-required-fields'

  function emptyFields() {
    return required.filter(function (field) {
      var control = document.getElementById(field.id)
      return control && control.value.trim() === ''
    })
  }

  document.addEventListener(
    'click',
    function (event) {
      var target = event.target instanceof Element ? event.target : null
      if (!target || !target.closest('.editor-post-publish-button, .editor-post-publish-panel__toggle'))
        return
      if (!window.wp || !wp.data || wp.data.select('core/editor').isCurrentPostPublished()) return
      var empty = emptyFields()
      if (empty.length === 0) {
        wp.data.dispatch('core/notices').removeNotice(NOTICE_ID)
        return
      }
      event.preventDefault()
      event.stopImmediatePropagation()
      var names = empty
        .map(function (field) {
          return field.label
        })
        .join(', ')
      wp.data
        .dispatch('core/notices')
        .createNotice(
          'error',
          'Niet gepubliceerd: vul eerst de verplichte velden in onder „Velden voor de website”: ' +
            names +
            '.',
          {
            id: NOTICE_ID,
          },
        )
      document.getElementById(empty[0].id).focus()
    },
    true,
  )
})()
