// Draws the report's chart from the JSON embedded in the widget document (#widget-data) with Chart.js,
// formats numbers and dates for the viewer's locale, and wires the Refresh button. Served by the
// service under a content-versioned URL.
(function () {
  'use strict';
  var embedded = document.getElementById('widget-data');
  if (!embedded) {
    return; // an error page: it has no chart, only the frame messages below
  }
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
  function number(value) {
    return value === null || value === undefined ? '' : numbers.format(value);
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

  var refresh = document.getElementById('widget-refresh');
  if (refresh && widget.refreshUrl) {
    refresh.addEventListener('click', function () {
      refresh.disabled = true;
      window.location.href = widget.refreshUrl;
    });
  }

  // the period selector reloads the widget over the chosen period
  var period = document.getElementById('widget-period');
  if (period && widget.periodUrls) {
    period.addEventListener('change', function () {
      var url = widget.periodUrls[period.value];
      if (url) {
        period.disabled = true;
        window.location.href = url;
      }
    });
  }

  var updated = document.getElementById('widget-updated');
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
  var table = document.getElementById('widget-table');
  // a cell's raw value is its data-value when its text is formatted already, else its text
  Array.prototype.forEach.call(table.querySelectorAll('td'), function (cell) {
    var raw = cell.hasAttribute('data-value') ? cell.getAttribute('data-value') : cell.textContent;
    cell.textContent = raw === '' ? '' : number(Number(raw));
  });
  // a row's label is the bucket's ISO date or period
  Array.prototype.forEach.call(table.querySelectorAll('tbody th[scope="row"]'), function (cell) {
    cell.textContent = longLabel(cell.textContent);
  });

  var canvas = document.getElementById('widget-chart');
  if (!canvas) {
    return;
  }
  var labels = widget.labels;
  // each data set's value over the period, as its aggregation counts it (sent with the data)
  var totals = widget.dataSets.map(function (set) {
    return fill(words.total, { label: set.label, value: number(set.total) });
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


  var rightAxis = !round && widget.dataSets.some(function (set) { return set.axis === 'right'; });
  // pie and doughnut: one slice per data set, its value over the whole period
  var datasets = round ? [{
    data: widget.dataSets.map(function (set) { return set.total; }),
    backgroundColor: widget.sliceColors,
    borderColor: look.backgroundColor,
    borderWidth: 1,
    hoverOffset: 6
  }] : widget.dataSets.map(function (set) {
    return {
      label: set.label,
      yAxisID: set.axis === 'right' ? 'y1' : 'y',
      data: set.data,
      borderColor: set.color,
      backgroundColor: widget.chartType === 'bar' ? set.fill : set.color,
      borderWidth: look.line.thickness,
      borderDash: dash(look.line.dash),
      pointRadius: widget.labels.length > 45 ? 0 : 2,
      pointHoverRadius: 4
    };
  });

  // The dashed vertical guide at the date the tooltip shows.
  var guide = {
    id: 'widgetGuide',
    afterDatasetsDraw: function (chart) {
      var active = chart.tooltip ? chart.tooltip.getActiveElements() : [];
      if (!active.length) {
        return;
      }
      var x = chart.scales.x.getPixelForValue(active[0].index);
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
        position: round ? 'right' : 'top',
        labels: { color: look.legend.color, font: { size: look.legend.fontSize }, boxWidth: 12 }
      },
      tooltip: {
        callbacks: {
          title: function (items) {
            return items.length ? longLabel(labels[items[0].dataIndex]) : '';
          },
          label: function (item) {
            return (item.dataset.label ? item.dataset.label + ': ' : '') + number(item.raw);
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
      return widget.dataSets[item.dataIndex].label + ': ' + number(item.raw);
    };
  } else {
    // legend boxes take the line's dash otherwise, which reads as a broken box
    options.plugins.legend.labels.generateLabels = function (chart) {
      return Chart.defaults.plugins.legend.labels.generateLabels(chart).map(function (item) {
        item.lineDash = [];
        return item;
      });
    };
    options.interaction = { mode: 'index', intersect: false };
    options.plugins.tooltip.mode = 'index';
    options.plugins.tooltip.intersect = false;
    options.scales = { x: axis(false), y: axis(true) };
    options.scales.x.ticks.maxRotation = 0;
    options.scales.x.ticks.autoSkipPadding = 12;
    options.scales.x.ticks.callback = function (value, index) {
      return shortLabel(labels[index]);
    };
    options.scales.y.ticks.callback = function (value) {
      return number(value);
    };
    if (rightAxis) {
      options.scales.y1 = axis(true);
      options.scales.y1.position = 'right';
      // one grid is enough: the right axis draws its ticks only
      options.scales.y1.grid.drawOnChartArea = false;
      options.scales.y1.ticks.callback = options.scales.y.ticks.callback;
    }
  }

  var chart = new Chart(canvas, {
    type: widget.chartType,
    data: {
      labels: round ? widget.dataSets.map(function (set) { return set.label; }) : labels,
      datasets: datasets
    },
    options: options,
    plugins: round ? [] : [guide]
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
        });
      }
      chart.update('none');
    });
  }
})();

// Auto-height: tells the page that frames the widget how tall the content is, on load and on every
// change, and error pages say why they show no chart. The messages carry no report data, so any
// parent may read them (target origin *); embed.js checks where they come from.
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
  var error = document.querySelector('meta[name="report-widget-error"]');
  if (error) {
    var postError = function () {
      parent.postMessage({
        type: 'report-widget:error',
        v: 1,
        id: id,
        status: Number(error.content),
        reason: error.getAttribute('data-reason') || ''
      }, '*');
    };
    postError();
    onMeasure(postError);
    return;
  }
  var posted = -1;
  // the body's own height: html and body never stretch to the frame, so this never follows it
  function post(type) {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (type === 'report-widget:resize' && height === posted) {
      return;
    }
    posted = height;
    parent.postMessage({ type: type, v: 1, id: id, height: height }, '*');
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
