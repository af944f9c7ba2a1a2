// The console's only script of its own: Copy buttons. Everything else is plain HTML (and htmx).
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
