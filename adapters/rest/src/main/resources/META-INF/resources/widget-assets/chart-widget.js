// Draws the report's chart from the JSON embedded in the widget document (#widget-data) with Chart.js,
// and wires the Refresh button. Served by the service under a content-versioned URL.
(function () {
  'use strict';
  var widget = JSON.parse(document.getElementById('widget-data').textContent);
  var look = widget.appearance;
  var round = widget.chartType === 'pie' || widget.chartType === 'doughnut';

  var refresh = document.getElementById('widget-refresh');
  if (refresh && widget.refreshUrl) {
    refresh.addEventListener('click', function () {
      refresh.disabled = true;
      window.location.href = widget.refreshUrl;
    });
  }

  var updated = document.getElementById('widget-updated');
  var generatedAt = new Date(widget.generatedAt);
  if (!isNaN(generatedAt.getTime())) {
    updated.dateTime = widget.generatedAt;
    updated.textContent = 'Updated ' + generatedAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    updated.title = generatedAt.toLocaleString();
  }

  var canvas = document.getElementById('widget-chart');
  if (typeof Chart === 'undefined') {
    canvas.parentNode.textContent = 'The chart could not be loaded.';
    return;
  }

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

  var datasets = widget.dataSets.map(function (set) {
    if (round) {
      return {
        label: set.label,
        data: set.data,
        backgroundColor: widget.sliceColors,
        borderColor: look.backgroundColor,
        borderWidth: 1,
        hoverOffset: 6
      };
    }
    return {
      label: set.label,
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
        position: round ? 'right' : 'top',
        labels: { color: look.legend.color, font: { size: look.legend.fontSize }, boxWidth: 12 }
      }
    }
  };
  if (!round) {
    // legend boxes take the line's dash otherwise, which reads as a broken box
    options.plugins.legend.labels.generateLabels = function (chart) {
      return Chart.defaults.plugins.legend.labels.generateLabels(chart).map(function (item) {
        item.lineDash = [];
        return item;
      });
    };
    options.interaction = { mode: 'index', intersect: false };
    options.plugins.tooltip = { mode: 'index', intersect: false };
    options.scales = { x: axis(false), y: axis(true) };
  }

  new Chart(canvas, {
    type: widget.chartType,
    data: { labels: widget.labels, datasets: datasets },
    options: options,
    plugins: round ? [] : [guide]
  });
})();
