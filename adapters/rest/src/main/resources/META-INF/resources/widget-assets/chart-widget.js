// Draws the report's chart from the JSON embedded in the widget document (#widget-data) with Chart.js,
// formats numbers and dates for the viewer's locale, and wires the Refresh button. Served by the
// service under a content-versioned URL.
(function () {
  'use strict';
  // a viewer filter reloads the document with the chosen value: each option's value is its URL
  Array.prototype.forEach.call(document.querySelectorAll('select[data-viewer-filter]'), function (select) {
    select.addEventListener('change', function () {
      if (select.value) {
        select.disabled = true;
        window.location.href = select.value;
      }
    });
  });
  var single = document.getElementById('widget-data');
  if (single) {
    draw(document, single, true);
    return;
  }
  // a board: each item draws from its own data; the first drawn item wires the board's header
  var wired = false;
  Array.prototype.forEach.call(document.querySelectorAll('[data-board-item]'), function (item) {
    var data = item.querySelector('script[type="application/json"]');
    if (data) {
      draw(item, data, !wired);
      wired = true;
    }
  });
  // an error page has no chart, only the frame messages below

  function draw(root, embedded, header) {
  var widget = JSON.parse(embedded.textContent);
  var words = widget.messages;
  var locale = widget.locale;
  var round = widget.chartType === 'pie' || widget.chartType === 'doughnut';

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? values[key] : all;
    });
  }

  var numbers = new Intl.NumberFormat(locale, numberOptions(widget.numberFormat));
  // the report's format (style, currency, fraction digits, notation); plain numbers without one
  function numberOptions(format) {
    if (!format) {
      return { maximumFractionDigits: 2 };
    }
    var options = { style: format.style, notation: format.notation };
    if (format.currency) {
      options.currency = format.currency;
    }
    if (format.maximumFractionDigits !== undefined) {
      var least = new Intl.NumberFormat(locale, options).resolvedOptions().minimumFractionDigits;
      options.minimumFractionDigits = Math.min(least, format.maximumFractionDigits);
      options.maximumFractionDigits = format.maximumFractionDigits;
    }
    return options;
  }
  // the decimals a tick may have: as many as the format shows (a percent's value is a share of 1)
  function tickPrecision(format) {
    var digits = new Intl.NumberFormat(locale, numberOptions(format)).resolvedOptions().maximumFractionDigits;
    return format && format.style === 'percent' ? digits + 2 : digits;
  }
  function number(value) {
    return value === null || value === undefined ? '' : numbers.format(value);
  }
  // a data set with a format of its own writes its values in it (its numberFormat), else in the report's
  var ownNumbers = (widget.dataSets || []).map(function (set) {
    return set.numberFormat ? new Intl.NumberFormat(locale, numberOptions(set.numberFormat)) : numbers;
  });
  function numberOf(index, value) {
    var formatter = ownNumbers.length ? ownNumbers[index % ownNumbers.length] : numbers;
    return value === null || value === undefined ? '' : formatter.format(value);
  }
  var percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  function share(value) {
    return value === null || value === undefined ? '' : percents.format(value);
  }

  // The report's labels are ISO dates (a day, or a month as YYYY-MM); anything else shows as it is.
  var DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
  var MONTH = /^(\d{4})-(\d{2})$/;
  function dateOf(label) {
    var m = DAY.exec(label);
    if (m) {
      return { date: new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])), day: true };
    }
    m = MONTH.exec(label);
    return m ? { date: new Date(Date.UTC(+m[1], +m[2] - 1, 1)), day: false } : null;
  }
  var shortDay = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  var longDay = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  var monthYear = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  function shortLabel(label) {
    var d = dateOf(label);
    return d ? (d.day ? shortDay : monthYear).format(d.date) : label;
  }
  function longLabel(label) {
    var d = dateOf(label);
    return d ? (d.day ? longDay : monthYear).format(d.date) : label;
  }

  // the last bucket of a period that ends in the current day, week or month is still filling
  var partial = widget.partialLastBucket === true && !round;
  var last = widget.labels.length - 1;
  function bucketTitle(index, dateUnbroken) {
    var title = longLabel(widget.labels[index]);
    if (dateUnbroken) {
      title = title.replace(/ /g, '\u00a0');
    }
    return partial && index === last ? fill(words.soFar, { date: title }) : title;
  }

  var refresh = header ? document.getElementById('widget-refresh') : null;
  if (refresh && widget.refreshUrl) {
    refresh.addEventListener('click', function () {
      refresh.disabled = true;
      window.location.href = widget.refreshUrl;
    });
  }

  // the period selector reloads the widget over the chosen period
  var period = header ? document.getElementById('widget-period') : null;
  if (period && widget.periodUrls) {
    period.addEventListener('change', function () {
      var url = widget.periodUrls[period.value];
      if (url) {
        period.disabled = true;
        window.location.href = url;
      }
    });
  }

  var updated = header ? document.getElementById('widget-updated') : null;
  var generatedAt = new Date(widget.generatedAt);
  if (updated && !isNaN(generatedAt.getTime())) {
    updated.dateTime = widget.generatedAt;
    // the viewer's own time zone: the browser's default
    updated.textContent = fill(words.updated, {
      time: generatedAt.toLocaleString(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
    });
    updated.title = generatedAt.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  }

  // the table (the view, or the chart's text alternative) in the viewer's formats
  var table = root.querySelector('table.widget-table:not(.number-table)');
  // a number widget has no chart and writes its numbers in the document: nothing more to draw
  if (!table) {
    return;
  }
  var columns = Array.prototype.map.call(table.querySelectorAll('thead th'), function (cell) {
    return cell.textContent;
  });
  Array.prototype.forEach.call(table.querySelectorAll('tr'), function (row) {
    Array.prototype.forEach.call(row.querySelectorAll('td'), function (cell, column) {
      // a share's raw value is its data-share; else a cell's is its data-value when its text is
      // formatted already, else its text
      if (cell.hasAttribute('data-share')) {
        cell.textContent = share(Number(cell.getAttribute('data-share')));
      } else {
        var raw = cell.hasAttribute('data-value') ? cell.getAttribute('data-value') : cell.textContent;
        // the columns are the shown data sets, then their comparison series in the same order
        cell.textContent = raw === '' ? '' : numberOf(column, Number(raw));
      }
      // each cell names its column when a narrow table lays its rows out one under another
      cell.setAttribute('data-label', columns[column + 1] || '');
    });
  });
  // a row's label is the bucket's ISO date or period; a narrow column wraps before "so far", not in the date
  Array.prototype.forEach.call(table.querySelectorAll('tbody th[scope="row"]'), function (cell, row) {
    var unfinished = partial && row === last;
    cell.textContent = bucketTitle(row, unfinished);
    cell.classList.toggle('so-far', unfinished);
  });

  // a table wider than the frame lists each row's values under its date instead of scrolling sideways
  var tableView = root.querySelector('.widget-data');
  function fitTable() {
    table.classList.remove('stacked');
    if (table.scrollWidth > tableView.clientWidth) {
      table.classList.add('stacked');
    }
  }
  if (tableView) {
    fitTable();
    window.addEventListener('resize', fitTable);
  }

  var canvas = root.querySelector('canvas.widget-canvas');
  if (!canvas) {
    return;
  }
  var labels = widget.labels;
  // each data set's value over the period, as its aggregation counts it (sent with the data)
  var totals = widget.dataSets.map(function (set, i) {
    return fill(words.total, { label: set.label, value: numberOf(i, set.total) });
  });
  var summary = fill(words.summary, {
    name: widget.name,
    from: labels.length ? longLabel(labels[0]) : '',
    to: labels.length ? longLabel(labels[labels.length - 1]) : '',
    totals: totals.join('; ')
  });
  canvas.setAttribute('aria-label', summary);
  canvas.textContent = summary;

  if (typeof Chart === 'undefined') {
    canvas.parentNode.textContent = words.chartUnavailable;
    return;
  }

  var prefersDark = widget.darkAppearance && window.matchMedia
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;
  var look = prefersDark && prefersDark.matches ? widget.darkAppearance : widget.appearance;

  function dash(length) {
    return length > 0 ? [length, length] : [];
  }

  function axis(beginAtZero) {
    return {
      beginAtZero: beginAtZero,
      grid: { color: look.grid.color, lineWidth: look.grid.thickness, tickColor: look.grid.color },
      border: { color: look.grid.color, width: look.grid.thickness, dash: dash(look.grid.dash) },
      ticks: { color: look.scales.color, font: { size: look.scales.fontSize } }
    };
  }

  // with two value axes, each is titled with the labels of the data sets it carries
  function axisTitle(right) {
    var text = widget.dataSets
      .filter(function (set) { return (set.axis === 'right') === right; })
      .map(function (set) { return set.label; })
      .join(', ');
    return { display: text !== '', text: text, color: look.scales.color, font: { size: look.scales.fontSize } };
  }

  var rightAxis = !round && widget.dataSets.some(function (set) { return set.axis === 'right'; });
  // pie and doughnut: one slice per data set, its value over the whole period
  var datasets = round ? [{
    data: widget.dataSets.map(function (set) { return set.total; }),
    backgroundColor: widget.sliceColors,
    borderColor: look.backgroundColor,
    borderWidth: 1,
    hoverOffset: 6
  }] : widget.dataSets.map(function (set, index) {
    var bar = widget.chartType === 'bar';
    var pointRadius = widget.labels.length > 45 ? 0 : 2;
    function unfinished(context) {
      return partial && context.dataIndex === last;
    }
    return {
      label: set.label,
      setIndex: index,
      // stacked series pile up per axis; a comparison's series pile up beside them, never on them
      // (a stack named on an axis that does not say otherwise stacks it: named only when stacked)
      stack: widget.stacked ? 'shown-' + (set.axis === 'right' ? 'y1' : 'y') : undefined,
      yAxisID: set.axis === 'right' ? 'y1' : 'y',
      data: set.data,
      borderColor: set.color,
      // the unfinished bucket: a lighter bar, a dashed last segment to a hollow point
      backgroundColor: bar
        ? function (context) { return unfinished(context) ? set.partialFill : set.fill; }
        : set.color,
      pointBackgroundColor: function (context) { return unfinished(context) ? look.backgroundColor : set.color; },
      pointRadius: function (context) { return unfinished(context) ? 3 : pointRadius; },
      segment: {
        borderDash: function (context) {
          return partial && context.p1DataIndex === last ? (look.line.dash > 0 ? [2, 3] : [6, 4]) : undefined;
        }
      },
      borderWidth: look.line.thickness,
      borderDash: dash(look.line.dash),
      pointHoverRadius: 4
    };
  });

  // compare: the earlier period's series, each dashed (line) or lighter (bar) in its data set's
  // colour, on its data set's axis; a pie or doughnut shows them in its table only
  if (!round && widget.comparisonDataSets) {
    widget.comparisonDataSets.forEach(function (set, i) {
      var shown = datasets[i];
      shown.compareData = set.data;
      datasets.push({
        label: set.label,
        setIndex: i,
        stack: widget.stacked ? 'earlier-' + shown.yAxisID : undefined,
        yAxisID: shown.yAxisID,
        data: set.data,
        borderColor: set.color,
        backgroundColor: widget.chartType === 'bar' ? set.fill : set.color,
        borderWidth: look.line.thickness,
        borderDash: [6, 4],
        pointRadius: 0,
        pointHoverRadius: 3
      });
    });
  }

  // The contrasting text colour on a slice: the darker or the lighter of the widget's own.
  function luminance(hex) {
    var rgb = [1, 3, 5].map(function (i) {
      var c = parseInt(hex.substr(i, 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
  }
  function textOn(color) {
    var full = /^#[0-9a-f]{3}$/i.test(color)
      ? '#' + color[1] + color[1] + color[2] + color[2] + color[3] + color[3]
      : color;
    return luminance(full) > 0.22 ? '#1f2933' : '#ffffff';
  }

  // Where a box of this size fits inside a slice on its middle line, or null.
  function fitOnSlice(p, angle, width, height) {
    var inner = p.innerRadius + 2;
    var outer = p.outerRadius - 2;
    var start = (inner + outer) / 2;
    var steps = 12;
    var tries = [start];
    for (var n = 1; n <= steps; n++) {
      tries.push(start + (outer - start) * n / steps, start - (start - inner) * n / steps);
    }
    for (var t = 0; t < tries.length; t++) {
      var cx = p.x + Math.cos(angle) * tries[t];
      var cy = p.y + Math.sin(angle) * tries[t];
      var fits = [[-1, -1], [1, -1], [1, 1], [-1, 1]].every(function (corner) {
        var dx = cx + corner[0] * width / 2 - p.x;
        var dy = cy + corner[1] * height / 2 - p.y;
        var r = Math.sqrt(dx * dx + dy * dy);
        if (r < inner || r > outer) {
          return false;
        }
        // the corner's angle, turned into the slice's own range, 2 px clear of its straight sides
        var a = Math.atan2(dy, dx);
        while (a < p.startAngle) { a += 2 * Math.PI; }
        while (a > p.startAngle + 2 * Math.PI) { a -= 2 * Math.PI; }
        var clear = r > 0 ? 2 / r : 0;
        return p.endAngle - p.startAngle >= 2 * Math.PI - 1e-9
          || (a >= p.startAngle + clear && a <= p.endAngle - clear);
      });
      if (fits) {
        return { x: cx, y: cy };
      }
    }
    return null;
  }

  // Each slice's value and share, written on the slice when the two lines fit inside it.
  var sliceLabels = {
    id: 'widgetSliceLabels',
    afterDatasetsDraw: function (chart) {
      var ctx = chart.ctx;
      var size = look.legend.fontSize;
      var lineHeight = Math.round(size * 1.25);
      ctx.save();
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      chart.getDatasetMeta(0).data.forEach(function (arc, i) {
        var set = widget.dataSets[i];
        if (!chart.getDataVisibility(i) || set.total === null || set.total === undefined) {
          return;
        }
        var lines = [numberOf(i, set.total)];
        if (set.share !== null && set.share !== undefined) {
          lines.push(share(set.share));
        }
        ctx.font = '600 ' + size + 'px ' + Chart.defaults.font.family;
        var width = Math.max.apply(null, lines.map(function (line) { return ctx.measureText(line).width; }));
        var height = lines.length * lineHeight;
        var p = arc.getProps(['x', 'y', 'startAngle', 'endAngle', 'innerRadius', 'outerRadius'], true);
        var angle = p.startAngle + (p.endAngle - p.startAngle) / 2;
        // The text's box sits on the slice's middle line, at the first distance from the centre
        // (from mid-ring outwards, then inwards) where all four of its corners lie inside the
        // slice, 2 px clear of its edges; when none does, the legend carries the value and share.
        var place = fitOnSlice(p, angle, width, height);
        if (!place) {
          return;
        }
        var x = place.x;
        var y = place.y - (height - lineHeight) / 2;
        ctx.fillStyle = textOn(widget.sliceColors[i]);
        lines.forEach(function (line, n) {
          ctx.font = (n === 0 ? '600 ' : '400 ') + size + 'px ' + Chart.defaults.font.family;
          ctx.fillText(line, x, y + n * lineHeight);
        });
      });
      ctx.restore();
    }
  };
  // a pie's legend beside it when there is room and its slices fit in one column of the smallest
  // chart (200 px: 8 rows), else under it; never by the chart's own height, which the legend changes
  function legendPosition(width) {
    if (!round) {
      return 'top';
    }
    return width >= 480 && widget.dataSets.length <= 8 ? 'right' : 'bottom';
  }

  // A legend item no wider than the chart: a long label loses its middle to an ellipsis, and what
  // follows it (a slice's value and share) stays whole; the tooltip and the table give it in full.
  function fitted(chart, label, after) {
    var labels = chart.options.plugins.legend.labels;
    var room = chart.width - labels.boxWidth - look.legend.fontSize / 2 - 2 * labels.padding - 4;
    var ctx = chart.ctx;
    ctx.save();
    ctx.font = Chart.helpers.toFont(labels.font).string;
    var text = label + after;
    var head = Math.ceil(label.length / 2);
    var tail = label.length - head;
    while (ctx.measureText(text).width > room && head + tail > 1) {
      if (head > tail) {
        head--;
      } else {
        tail--;
      }
      text = label.slice(0, head) + '…' + label.slice(label.length - tail) + after;
    }
    ctx.restore();
    return text;
  }

  // A legend of many series takes every row it needs rather than half the chart at most, and the
  // chart grows by the rows beyond two, so the plot keeps the height it has beside a short legend
  // (the frame's auto-height follows).
  var legendRoom = {
    id: 'widgetLegendRoom',
    afterInit: function (chart) {
      var legend = chart.legend;
      if (!legend) {
        return;
      }
      var fit = legend.fit;
      legend.fit = function () {
        fit.call(this);
        if (this.options.display && this.isHorizontal() && this.lineWidths && this.legendHitBoxes.length) {
          var line = this.legendHitBoxes[0].height + this.options.labels.padding;
          this.height = Math.max(this.height, this._computeTitleHeight() + this.lineWidths.length * line + 10);
        }
      };
    },
    afterLayout: function (chart) {
      var legend = chart.legend;
      var box = chart.canvas.parentNode;
      var extra = 0;
      if (legend && legend.options.display && legend.isHorizontal() && legend.legendHitBoxes.length) {
        var line = legend.legendHitBoxes[0].height + legend.options.labels.padding;
        extra = Math.max(0, legend.lineWidths.length - 2) * line;
      }
      var wanted = '';
      if (extra > 0) {
        var set = box.style.height;
        box.style.height = '';
        wanted = Math.round(box.clientHeight + extra) + 'px';
        box.style.height = set;
      }
      if (box.style.height !== wanted) {
        requestAnimationFrame(function () {
          box.style.height = wanted;
        });
      }
    }
  };

  // The dashed vertical guide at the date the tooltip shows.
  var guide = {
    id: 'widgetGuide',
    afterDatasetsDraw: function (chart) {
      var active = chart.tooltip ? chart.tooltip.getActiveElements() : [];
      if (!active.length) {
        return;
      }
      // on the middle of a device pixel, so that the one-pixel line is crisp rather than two
      // half-covered columns wherever the date falls between pixels
      var ratio = chart.currentDevicePixelRatio || 1;
      var x = Math.round((chart.scales.x.getPixelForValue(active[0].index) - 0.5) * ratio) / ratio + 0.5;
      var area = chart.chartArea;
      var ctx = chart.ctx;
      ctx.save();
      ctx.beginPath();
      ctx.setLineDash([4, 4]);
      ctx.lineWidth = 1;
      ctx.strokeStyle = look.scales.color;
      ctx.moveTo(x, area.top);
      ctx.lineTo(x, area.bottom);
      ctx.stroke();
      ctx.restore();
    }
  };

  Chart.defaults.font.family = window.getComputedStyle(document.body).fontFamily;
  Chart.defaults.color = look.textColor;
  var still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: still ? false : { duration: 400 },
    plugins: {
      legend: {
        display: !widget.hideLegend,
        position: legendPosition(canvas.parentNode.clientWidth),
        labels: { color: look.legend.color, font: { size: look.legend.fontSize }, boxWidth: 12 }
      },
      tooltip: {
        callbacks: {
          title: function (items) {
            return items.length ? bucketTitle(items[0].dataIndex) : '';
          },
          label: function (item) {
            var own = item.dataset.setIndex;
            var text = (item.dataset.label ? item.dataset.label + ': ' : '') + numberOf(own, item.raw);
            // a shown value with its earlier one: the change beside it
            var before = item.dataset.compareData ? item.dataset.compareData[item.dataIndex] : null;
            if (before !== null && before !== undefined && item.raw !== null && item.raw !== undefined) {
              var change = item.raw - before;
              text += ' (' + (change > 0 ? '+' : '') + numberOf(own, change) + ' ' + widget.versus + ')';
            }
            return text;
          }
        }
      }
    }
  };
  if (round) {
    options.plugins.tooltip.callbacks.title = function () {
      return labels.length ? longLabel(labels[0]) + ' – ' + longLabel(labels[labels.length - 1]) : '';
    };
    options.plugins.tooltip.callbacks.label = function (item) {
      var set = widget.dataSets[item.dataIndex];
      var part = set.share === null || set.share === undefined ? '' : ' (' + share(set.share) + ')';
      return set.label + ': ' + numberOf(item.dataIndex, item.raw) + part;
    };
    options.onResize = function (chart, size) {
      chart.options.plugins.legend.position = legendPosition(size.width);
    };
    // the legend names each slice with its value and share: readable where a slice is too small
    // to carry them, and without hovering
    options.plugins.legend.labels.generateLabels = function (chart) {
      return Chart.overrides[chart.config.type].plugins.legend.labels.generateLabels(chart).map(function (item) {
        var set = widget.dataSets[item.index];
        if (set && set.total !== null && set.total !== undefined) {
          item.text = fitted(chart, set.label, ': ' + numberOf(item.index, set.total)
            + (set.share === null || set.share === undefined ? '' : ' (' + share(set.share) + ')'));
        } else if (set) {
          item.text = fitted(chart, set.label, '');
        }
        return item;
      });
    };
  } else {
    // legend boxes take the line's dash otherwise, which reads as a broken box
    options.plugins.legend.labels.generateLabels = function (chart) {
      return Chart.defaults.plugins.legend.labels.generateLabels(chart).map(function (item) {
        item.lineDash = [];
        item.text = fitted(chart, item.text, '');
        return item;
      });
    };
    options.interaction = { mode: 'index', intersect: false };
    options.plugins.tooltip.mode = 'index';
    options.plugins.tooltip.intersect = false;
    options.scales = { x: axis(false), y: axis(true) };
    if (widget.stacked) {
      options.scales.x.stacked = true;
      options.scales.y.stacked = true;
    }
    options.scales.x.ticks.maxRotation = 0;
    options.scales.x.ticks.autoSkipPadding = 12;
    options.scales.x.ticks.callback = function (value, index) {
      return shortLabel(labels[index]);
    };
    // an axis whose data sets all have one format of their own writes its ticks in it
    function axisFormat(right) {
      var on = widget.dataSets.filter(function (set) { return (set.axis === 'right') === right; });
      var first = on.length ? JSON.stringify(on[0].numberFormat || null) : 'null';
      var same = on.every(function (set) { return JSON.stringify(set.numberFormat || null) === first; });
      return same && on.length && on[0].numberFormat ? on[0].numberFormat : null;
    }
    function ticks(format) {
      var formatter = format ? new Intl.NumberFormat(locale, numberOptions(format)) : numbers;
      return function (value) { return formatter.format(value); };
    }
    var leftFormat = axisFormat(false);
    options.scales.y.ticks.callback = ticks(leftFormat);
    // steps no finer than the format shows: a 0..1 axis of whole numbers reads 0, 1, not 0, 0, 1, 1
    options.scales.y.ticks.precision = tickPrecision(leftFormat || widget.numberFormat);
    if (rightAxis) {
      options.scales.y1 = axis(true);
      options.scales.y1.position = 'right';
      // one grid is enough: the right axis draws its ticks only
      options.scales.y1.grid.drawOnChartArea = false;
      var rightFormat = axisFormat(true);

      options.scales.y1.ticks.callback = ticks(rightFormat);
      options.scales.y1.stacked = !!widget.stacked;
      options.scales.y1.ticks.precision = tickPrecision(rightFormat || widget.numberFormat);
      options.scales.y.title = axisTitle(false);
      options.scales.y1.title = axisTitle(true);
    }
  }

  var chart = new Chart(canvas, {
    type: widget.chartType,
    data: {
      labels: round ? widget.dataSets.map(function (set) { return set.label; }) : labels,
      datasets: datasets
    },
    options: options,
    plugins: round ? [sliceLabels, legendRoom] : [guide, legendRoom]
  });

  // theme=auto: follow the viewer's system when it switches between light and dark
  if (prefersDark && prefersDark.addEventListener) {
    prefersDark.addEventListener('change', function (event) {
      look = event.matches ? widget.darkAppearance : widget.appearance;
      Chart.defaults.color = look.textColor;
      var legend = chart.options.plugins.legend.labels;
      legend.color = look.legend.color;
      if (round) {
        chart.data.datasets.forEach(function (set) {
          set.borderColor = look.backgroundColor;
        });
      } else {
        Object.keys(chart.options.scales).forEach(function (id) {
          var style = axis(id !== 'x');
          var scale = chart.options.scales[id];
          scale.grid.color = style.grid.color;
          scale.grid.tickColor = style.grid.color;
          scale.border.color = style.border.color;
          scale.ticks.color = style.ticks.color;
          if (scale.title) {
            scale.title.color = style.ticks.color;
          }
        });
      }
      chart.update('none');
    });
  }
  }
})();

// Auto-height: tells the page that frames the widget how tall the content is, on load and on every
// change (error pages too), and error pages say why they show no chart. The messages carry no
// report data, so any parent may read them (target origin *); embed.js checks where they come from.
(function () {
  'use strict';
  var parent = window.parent;
  if (!parent || parent === window) {
    return;
  }
  var named = document.querySelector('meta[name="report-widget-id"]');
  var id = named ? named.content : '';
  // embed.js asks once it listens: what this page posted before that was lost
  function onMeasure(answer) {
    window.addEventListener('message', function (event) {
      if (event.source === parent && event.data && event.data.type === 'report-widget:measure') {
        answer();
      }
    });
  }
  // an error page says why after each height it posts (a height message clears the frame's error)
  var error = document.querySelector('meta[name="report-widget-error"]');
  var posted = -1;
  // the body's own height: html and body never stretch to the frame, so this never follows it
  function post(type) {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (type === 'report-widget:resize' && height === posted) {
      return;
    }
    posted = height;
    parent.postMessage({ type: type, v: 1, id: id, height: height }, '*');
    if (error) {
      parent.postMessage({
        type: 'report-widget:error',
        v: 1,
        id: id,
        status: Number(error.content),
        reason: error.getAttribute('data-reason') || ''
      }, '*');
    }
  }
  function start() {
    post('report-widget:ready');
    if (window.ResizeObserver) {
      new ResizeObserver(function () {
        post('report-widget:resize');
      }).observe(document.body);
    } else {
      window.addEventListener('resize', function () {
        post('report-widget:resize');
      });
    }
  }
  onMeasure(function () {
    post('report-widget:ready');
  });
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start);
  }
})();
