// Tells the host page why a signed embed is not shown: {type: "report-widget:error", v: 1, status, reason}.
(function () {
  var body = document.body;
  if (!body || window.parent === window) {
    return;
  }
  window.parent.postMessage({
    type: "report-widget:error",
    v: 1,
    id: "signed-embed",
    status: Number(body.getAttribute("data-status")),
    reason: body.getAttribute("data-reason") || undefined
  }, "*");
})();
