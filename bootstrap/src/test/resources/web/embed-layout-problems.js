// What is wrong with the layout of the widget page at the frame's current width, measured on the DOM:
// anything wider than the frame, a word broken over two lines or wider than its element, a header
// that has not stacked below 480px, and in the chart a legend item outside it or date labels that
// overlap. Answers {problems: [...], words: how many words were checked}.
var problems = [];
var words = 0;
var root = document.documentElement;
var frame = root.clientWidth;
if (root.scrollWidth > root.clientWidth) {
  problems.push('the page scrolls sideways: ' + root.scrollWidth + ' px of content in ' + root.clientWidth);
}
function name(el) {
  var classes = typeof el.className === 'string' && el.className.trim()
    ? '.' + el.className.trim().split(/\s+/).join('.')
    : '';
  return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + classes;
}
// inside a box of a pixel that hides its overflow: there for screen readers only
function clipped(el) {
  for (var e = el; e && e !== document.body; e = e.parentElement) {
    if (getComputedStyle(e).overflow !== 'visible' && e.getBoundingClientRect().width <= 1) {
      return true;
    }
  }
  return false;
}
var pen = document.createElement('canvas').getContext('2d');
// a word: a run of letters between spaces, or one CJK character (such lines break between any two)
var WORD = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]|[^\s\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]+/g;
Array.prototype.forEach.call(document.body.querySelectorAll('*'), function (el) {
  if (el.closest('script, style, select') || clipped(el)) {
    return;
  }
  var style = getComputedStyle(el);
  var box = el.getBoundingClientRect();
  if (style.display === 'none' || style.visibility === 'hidden' || (box.width === 0 && box.height === 0)) {
    return;
  }
  if (box.right > frame + 0.5 || box.left < -0.5) {
    problems.push(name(el) + ' spans ' + Math.round(box.left) + '..' + Math.round(box.right) + ' px of a '
      + frame + ' px frame');
  }
  var inner = style.display === 'inline' ? 0
    : el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  pen.font = style.fontStyle + ' ' + style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
  // a canvas's text is its fallback for assistive technology, never drawn
  Array.prototype.forEach.call(el.tagName === 'CANVAS' ? [] : el.childNodes, function (node) {
    if (node.nodeType !== Node.TEXT_NODE) {
      return;
    }
    var text = node.textContent;
    var word;
    WORD.lastIndex = 0;
    while ((word = WORD.exec(text)) !== null) {
      words++;
      var range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      var lines = {};
      Array.prototype.forEach.call(range.getClientRects(), function (r) {
        if (r.width > 0) {
          lines[Math.round(r.top)] = true;
        }
      });
      if (Object.keys(lines).length > 1) {
        problems.push(name(el) + ' breaks the word "' + word[0] + '" over ' + Object.keys(lines).length + ' lines');
      }
      var needed = pen.measureText(word[0]).width;
      if (inner > 0 && needed > inner + 1) {
        problems.push(name(el) + ' is ' + Math.round(inner) + ' px wide, narrower than its word "' + word[0]
          + '" (' + Math.round(needed) + ' px)');
      }
    }
  });
});
var heading = document.querySelector('.widget-heading');
var actions = document.querySelector('.widget-actions');
if (frame < 480 && heading && actions && actions.getBoundingClientRect().height > 0
    && actions.getBoundingClientRect().top < heading.getBoundingClientRect().bottom - 0.5) {
  problems.push('the header has not stacked at ' + frame + ' px: its actions sit beside the heading');
}
// every chart of the page: a widget's one, or each item's of a board
Array.prototype.forEach.call(document.querySelectorAll('canvas.widget-canvas'), function (canvas) {
  var chart = window.Chart && Chart.getChart(canvas);
  if (!chart) {
    return;
  }
  ((chart.legend && chart.legend.legendHitBoxes) || []).forEach(function (b, i) {
    if (b.left < 0 || b.left + b.width > chart.width + 0.5) {
      problems.push('legend item ' + i + ' spans ' + Math.round(b.left) + '..' + Math.round(b.left + b.width)
        + ' px of a ' + chart.width + ' px chart');
    }
  });
  var x = chart.scales.x;
  if (x) {
    pen.font = Chart.helpers.toFont(x.options.ticks.font).string;
    var shown = x.ticks.map(function (t) {
      return { at: x.getPixelForValue(t.value), half: pen.measureText(String(t.label)).width / 2, label: t.label };
    });
    for (var i = 1; i < shown.length; i++) {
      if (shown[i].at - shown[i].half < shown[i - 1].at + shown[i - 1].half) {
        problems.push('the date labels "' + shown[i - 1].label + '" and "' + shown[i].label + '" overlap');
      }
    }
    var first = shown[0];
    var end = shown[shown.length - 1];
    if (first && (first.at - first.half < -0.5 || end.at + end.half > chart.width + 0.5)) {
      problems.push('a date label is cut at the edge of the chart');
    }
  }
});
return { problems: problems, words: words };
