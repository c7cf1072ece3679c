/**
 * Whether a save is on the website yet (includes/publication.php decides; this only shows it):
 *   - in the block editor, after Publish or Update: a notice that follows the build ("De website wordt
 *     bijgewerkt…", then "Staat online sinds 13:33" with a link to the page, or "Niet gepubliceerd: …"), instead of
 *     WordPress's own "…is now live" panel and its "View" link, which would run ahead of the build;
 *   - in the admin bar: the item's state on its edit screen, else the website's;
 *   - on Website → Publicaties: the list, fetched again while the page is open.
 * Plain script on WordPress's own packages (wp.apiFetch, wp.data): the plugin has no build step.
 */
;(function () {
  'use strict'
  // wp_localize_script passes every value as a string ("0", "" for false).
  var given = window.tandemPublication || {}
  var settings = { post: Number(given.post) || 0, editor: given.editor === '1' }
  var NOTICE_ID = 'tandem-publication'
  /** WordPress's own snackbar after a save ("… updated." with a "View" link). */
  var SAVE_NOTICE_ID = 'SAVE_POST_NOTICE_ID'
  var QUICK = 2000
  var CALM = 30000
  /** How soon to ask again in a state that is still on its way to the website (none: it has arrived or failed). */
  var AGAIN = { building: QUICK, waiting: 5000 }

  function ask(postId) {
    return wp.apiFetch({ path: '/tandem/v1/publication' + (postId ? '?post=' + postId : '') })
  }

  function showInAdminBar(state) {
    var label = document.querySelector('[data-tandem-publication]')
    if (!label) return
    label.textContent = settings.post ? 'Website: ' + state.message : state.message
    label.parentElement.setAttribute('data-state', state.state)
  }

  /** Follows the item (or the site) in the admin bar: quickly while a build runs, calmly otherwise. */
  function followInAdminBar() {
    var timer = null
    function poll() {
      ask(settings.post)
        .then(function (state) {
          showInAdminBar(state)
          timer = setTimeout(poll, state.state === 'building' ? QUICK : CALM)
        })
        .catch(function () {
          timer = setTimeout(poll, CALM)
        })
    }
    poll()
    return {
      now: function () {
        clearTimeout(timer)
        poll()
      },
    }
  }

  var NOTICE_TYPES = {
    building: 'info',
    waiting: 'warning',
    live: 'success',
    failed: 'error',
    unknown: 'warning',
  }

  function showInEditor(state) {
    var notices = wp.data.dispatch('core/notices')
    var type = NOTICE_TYPES[state.state]
    if (!type) {
      notices.removeNotice(NOTICE_ID)
      return
    }
    notices.createNotice(type, state.message, {
      id: NOTICE_ID,
      isDismissible: state.state !== 'building',
      actions: state.link ? [{ label: state.linkLabel, url: state.link }] : [],
    })
  }

  /** After each save of a published item: WordPress's own notice goes, ours follows the build until it ends. */
  function followInEditor(adminBar) {
    var editor = wp.data.select('core/editor')
    var following = null
    // No pre- and post-publish panel: the latter says "…is now live." at the click.
    wp.data.dispatch('core/editor').disablePublishSidebar()

    function follow() {
      clearTimeout(following)
      ask(settings.post)
        .then(function (state) {
          showInEditor(state)
          adminBar.now()
          if (AGAIN[state.state]) following = setTimeout(follow, AGAIN[state.state])
        })
        .catch(function () {
          following = setTimeout(follow, CALM)
        })
    }

    var notices = wp.data.select('core/notices')
    var wasSaving = false
    wp.data.subscribe(function () {
      var saving = editor.isSavingPost() && !editor.isAutosavingPost()
      var justSaved = wasSaving && !saving
      // Before any dispatch below, which calls this listener again at once.
      wasSaving = saving
      var status = editor.getCurrentPostAttribute('status')
      var published = status === 'publish' || status === 'future'
      // WordPress's own snackbar after saving a published item links to it: it comes right after the save
      // finishes, sometimes after this listener saw the end of the save, so it goes whenever it appears.
      var ownNotice = notices.getNotices().some(function (notice) {
        return notice.id === SAVE_NOTICE_ID
      })
      if (published && ownNotice) wp.data.dispatch('core/notices').removeNotice(SAVE_NOTICE_ID)
      if (!justSaved || !editor.didPostSaveRequestSucceed()) return
      if (published) {
        showInEditor({ state: 'building', message: 'De website wordt bijgewerkt…' })
        follow()
      } else {
        wp.data.dispatch('core/notices').removeNotice(NOTICE_ID)
      }
    })
    // Opened while an earlier save is still on its way, or after one that failed: say so at once.
    ask(settings.post).then(function (state) {
      if (state.state === 'building' || state.state === 'failed' || state.state === 'waiting') {
        showInEditor(state)
        if (AGAIN[state.state]) following = setTimeout(follow, AGAIN[state.state])
      }
    })
  }

  /** Website → Publicaties: the list again, swapped in when it changed. */
  function refreshPublicationsPage() {
    var list = document.querySelector('[data-tandem-publications]')
    if (!list) return
    setInterval(function () {
      fetch(window.location.href, { credentials: 'same-origin' })
        .then(function (response) {
          return response.ok ? response.text() : null
        })
        .then(function (html) {
          if (html === null) return
          var fresh = new DOMParser()
            .parseFromString(html, 'text/html')
            .querySelector('[data-tandem-publications]')
          if (fresh && fresh.innerHTML !== list.innerHTML) list.innerHTML = fresh.innerHTML
        })
        .catch(function () {})
    }, 5000)
  }

  function start() {
    var adminBar = followInAdminBar()
    if (settings.editor && window.wp && wp.data && wp.data.select('core/editor')) followInEditor(adminBar)
    refreshPublicationsPage()
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
  else start()
})()
