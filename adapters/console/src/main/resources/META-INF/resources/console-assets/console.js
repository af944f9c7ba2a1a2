// The console's only script of its own: Copy buttons, the property switcher, the import form's
// upload progress, the report editor's live preview and the board builder's data set boxes. Everything
// else is plain HTML (and htmx).
document.documentElement.classList.add('js');

// The header's property switcher opens the chosen property at once; from the keyboard (where arrow
// keys change the choice on the way to it) on Enter, and its button serves pages without scripts.
var switchKeyed = false;
document.addEventListener('keydown', function (event) {
  if (!event.target.matches || !event.target.matches('select[data-switch]')) {
    return;
  }
  if (event.key === 'Enter') {
    event.preventDefault();
    event.target.form.requestSubmit();
  } else if (event.key !== 'Tab') {
    switchKeyed = true;
  }
});
document.addEventListener('change', function (event) {
  if (event.target.matches && event.target.matches('select[data-switch]') && !switchKeyed) {
    event.target.form.requestSubmit();
  }
});
document.addEventListener('pointerdown', function (event) {
  if (event.target.closest && event.target.closest('select[data-switch]')) {
    switchKeyed = false;
  }
});
document.addEventListener('click', function (event) {
  var button = event.target.closest('[data-copy]');
  if (!button) {
    return;
  }
  var source = document.getElementById(button.getAttribute('data-copy'));
  var text = source.value !== undefined ? source.value : source.textContent;
  var label = button.textContent;
  function done(message) {
    button.textContent = message;
    setTimeout(function () { button.textContent = label; }, 1600);
  }
  function fallback() {
    source.focus();
    source.select();
    done(document.execCommand && document.execCommand('copy') ? 'Copied' : 'Press Ctrl+C');
  }
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(function () { done('Copied'); }, fallback);
  } else {
    fallback();
  }
});

// Upload progress: htmx reports the request's progress on the form; its <progress> shows it.
function progressOf(event) {
  var form = event.target.closest ? event.target.closest('form') : null;
  return form ? form.querySelector('progress[data-upload-progress]') : null;
}
document.addEventListener('htmx:beforeRequest', function (event) {
  var bar = progressOf(event);
  if (bar) {
    bar.removeAttribute('value');
    bar.hidden = false;
  }
});
document.addEventListener('htmx:xhr:progress', function (event) {
  var bar = progressOf(event);
  if (bar && event.detail.lengthComputable && event.detail.total > 0) {
    bar.max = event.detail.total;
    bar.value = event.detail.loaded;
  }
});
document.addEventListener('htmx:afterRequest', function (event) {
  var bar = progressOf(event);
  if (bar) {
    bar.hidden = true;
  }
});

// A form that swaps only part of the page (data-page-unless names that part): when the answer is
// another page (a refusal: 403, 429), that page's content replaces the main content instead.
document.addEventListener('htmx:beforeSwap', function (event) {
  var form = event.detail.elt.closest ? event.detail.elt.closest('[data-page-unless]') : null;
  if (!form) {
    return;
  }
  var part = 'id="' + form.getAttribute('data-page-unless') + '"';
  if (String(event.detail.serverResponse).indexOf(part) === -1) {
    event.detail.target = document.getElementById('main');
    event.detail.selectOverride = '#main';
    event.detail.swapOverride = 'outerHTML';
  }
});

// A new file chosen for import: the last result (and its Import button) belongs to the old one.
document.addEventListener('change', function (event) {
  if (event.target.id === 'import-file') {
    var result = document.getElementById('import-result');
    if (result) {
      result.innerHTML = '';
    }
  }
});

// After an import the chosen file is done with: choosing it again is a deliberate second import.
document.addEventListener('htmx:afterSwap', function () {
  var input = document.getElementById('import-file');
  if (input && document.querySelector('#import-result [data-imported]')) {
    input.value = '';
  }
});

// The report editor: an empty data set key is filled from its label as the label is typed ("Ad
// spend" gives ad_spend), unique in the form, until the person types a key of their own.
function keyFromLabel(label, taken) {
  var key = label.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  if (!/^[a-z]/.test(key)) {
    key = key ? 'k_' + key : '';
  }
  key = key.substring(0, 32).replace(/_+$/, '');
  if (!key) {
    return '';
  }
  var unique = key;
  for (var n = 2; taken.indexOf(unique) >= 0; n++) {
    unique = key.substring(0, 32 - String(n).length - 1) + '_' + n;
  }
  return unique;
}
document.addEventListener('input', function (event) {
  var target = event.target;
  if (target.hasAttribute && target.hasAttribute('data-key-from')) {
    // typed by hand: no longer follows the label
    target.removeAttribute('data-key-from');
    return;
  }
  var key = target.id ? document.querySelector('input[data-key-from="' + target.id + '"]') : null;
  if (!key || !target.form) {
    return;
  }
  var taken = Array.prototype.filter.call(target.form.querySelectorAll('input[name$="].key"]'), function (other) {
    return other !== key;
  }).map(function (other) { return other.value; });
  key.value = keyFromLabel(target.value, taken);
});

// The report editor's live preview: after a change (a pause of 600 ms in typing) the form is drawn
// into the preview frame by the Preview changes button's own request, so nothing is saved.
var previewTimer = null;
function schedulePreview(event) {
  var form = event.target.closest ? event.target.closest('form[data-live-preview]') : null;
  if (!form || event.target.type === 'submit') {
    return;
  }
  clearTimeout(previewTimer);
  previewTimer = setTimeout(function () {
    var button = form.querySelector('[data-preview]');
    if (button) {
      form.requestSubmit(button);
    }
  }, 600);
}
document.addEventListener('input', schedulePreview);
document.addEventListener('change', schedulePreview);

// The board builder: ticking a data set box chooses "these data sets"; choosing the widget's usual
// ones clears the boxes, so what is ticked is always what is saved.
document.addEventListener('change', function (event) {
  var target = event.target;
  var group = target.closest ? target.closest('.board-item .choices') : null;
  if (!group) {
    return;
  }
  if (target.type === 'checkbox' && target.checked) {
    var chosen = group.querySelector('input[type=radio][value=chosen]');
    if (chosen) {
      chosen.checked = true;
    }
  } else if (target.type === 'radio' && target.value === 'usual' && target.checked) {
    group.querySelectorAll('input[type=checkbox]').forEach(function (box) { box.checked = false; });
  }
});
