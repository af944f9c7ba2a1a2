/*! Report widget embed.js v1: every <iframe data-report-widget> of the page takes the height of its
 * widget's content. Load it from the service that serves the widgets: it accepts height messages
 * only from that origin (the one it was loaded from), and only from the frame that sent them. */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src || !window.URL) {
    return;
  }
  var origin = new URL(script.src, location.href).origin;
  // a page may load the script once per snippet: one listener per service origin is enough
  var loaded = window.reportWidgetEmbeds = window.reportWidgetEmbeds || {};
  if (loaded[origin]) {
    return;
  }
  loaded[origin] = true;

  function frameOf(source) {
    var frames = document.querySelectorAll('iframe[data-report-widget]');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === source) {
        return frames[i];
      }
    }
    return null;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || typeof data !== 'object' || data.v !== 1) {
      return;
    }
    var frame = event.source && frameOf(event.source);
    if (!frame) {
      return;
    }
    if (data.type === 'report-widget:ready' || data.type === 'report-widget:resize') {
      var height = Number(data.height);
      if (isFinite(height) && height > 0 && height < 100000) {
        frame.style.height = Math.ceil(height) + 'px';
        frame.removeAttribute('data-report-widget-error');
      }
    } else if (data.type === 'report-widget:error') {
      frame.setAttribute('data-report-widget-error', String(data.reason || data.status));
    }
  });

  // a widget that loaded before this script listened posted its height to nobody: ask each again
  var frames = document.querySelectorAll('iframe[data-report-widget]');
  for (var i = 0; i < frames.length; i++) {
    if (frames[i].contentWindow) {
      frames[i].contentWindow.postMessage({ type: 'report-widget:measure', v: 1 }, origin);
    }
  }
})();
