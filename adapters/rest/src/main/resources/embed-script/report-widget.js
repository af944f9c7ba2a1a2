/*! Report widget element v1: <report-widget src="..."> frames a chart, number or board widget
 * (public or signed URL) and keeps the frame as tall as the widget's content. theme, locale, period,
 * transparent, hide and view, and vf-<label> (a viewer filter's choice), become the widget's query
 * and reload it when they change. A widget's error is dispatched as a report-widget:error event
 * (bubbling, detail {status, reason}). Height and error messages count only from the frame's own
 * origin and window. */
(function () {
  'use strict';
  if (!window.customElements || !window.URL || window.customElements.get('report-widget')) {
    return;
  }
  var OPTIONS = ['theme', 'locale', 'period', 'transparent', 'hide', 'view'];
  var FILTER = 'vf-';
  var elements = [];

  function reloads(name) {
    return name === 'src' || name === 'title' || OPTIONS.indexOf(name) >= 0 || name.indexOf(FILTER) === 0;
  }

  class ReportWidget extends HTMLElement {
    connectedCallback() {
      if (!this.frame) {
        var root = this.attachShadow({ mode: 'open' });
        var style = document.createElement('style');
        style.textContent = ':host{display:block}iframe{display:block;width:100%;border:0;'
          + 'height:var(--report-widget-height,420px)}';
        this.frame = document.createElement('iframe');
        this.frame.setAttribute('loading', 'lazy');
        this.frame.setAttribute('part', 'frame');
        root.appendChild(style);
        root.appendChild(this.frame);
        this.observer = new MutationObserver((changes) => {
          if (changes.some((change) => reloads(change.attributeName))) {
            this.load();
          }
        });
      }
      this.observer.observe(this, { attributes: true });
      elements.push(this);
      this.load();
    }

    disconnectedCallback() {
      this.observer.disconnect();
      elements.splice(elements.indexOf(this), 1);
    }

    /** The widget's URL: src with the element's options and viewer filters as its query. */
    url() {
      var src = this.getAttribute('src');
      if (!src) {
        return null;
      }
      var url = new URL(src, location.href);
      OPTIONS.forEach((name) => {
        if (this.hasAttribute(name)) {
          url.searchParams.set(name, this.getAttribute(name));
        }
      });
      Array.prototype.forEach.call(this.attributes, (attribute) => {
        if (attribute.name.indexOf(FILTER) === 0 && attribute.name.length > FILTER.length) {
          url.searchParams.set('vf.' + attribute.name.slice(FILTER.length), attribute.value);
        }
      });
      return url;
    }

    load() {
      var url = this.url();
      this.frame.title = this.getAttribute('title') || 'Report widget';
      if (url && /^https?:$/.test(url.protocol) && this.frame.getAttribute('src') !== url.href) {
        this.origin = url.origin;
        this.frame.setAttribute('src', url.href);
      }
    }
  }

  function elementOf(source, origin) {
    for (var i = 0; i < elements.length; i++) {
      if (elements[i].frame.contentWindow === source && elements[i].origin === origin) {
        return elements[i];
      }
    }
    return null;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || data.v !== 1 || !event.source) {
      return;
    }
    var element = elementOf(event.source, event.origin);
    if (!element) {
      return;
    }
    if (data.type === 'report-widget:ready' || data.type === 'report-widget:resize') {
      var height = Number(data.height);
      if (isFinite(height) && height > 0 && height < 100000) {
        element.frame.style.height = Math.ceil(height) + 'px';
      }
    } else if (data.type === 'report-widget:error') {
      element.dispatchEvent(new CustomEvent('report-widget:error', {
        bubbles: true,
        composed: true,
        detail: { status: data.status, reason: data.reason }
      }));
    }
  });

  window.customElements.define('report-widget', ReportWidget);
})();
