(function () {
  var d = document, me = d.currentScript, held = [], started = false;
  var uses = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (event.type === 'submit' || (button && !button.disabled && button.type !== 'submit')) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(event);
    }
  }
  function start() {
    if (started) return;
    started = true;
    uses.forEach(function (type) { d.removeEventListener(type, start, true); });
    var loader = d.createElement('script');
    loader.type = 'module';
    loader.src = me.getAttribute('data-page-loader');
    d.head.appendChild(loader);
  }
  d.addEventListener('click', hold, true);
  d.addEventListener('submit', hold, true);
  window.pageBootstrap = {
    takeHeld: function () {
      d.removeEventListener('click', hold, true);
      d.removeEventListener('submit', hold, true);
      return held.splice(0);
    }
  };
  if (!d.getElementById('root').hasChildNodes()) return start();
  uses.forEach(function (type) { d.addEventListener(type, start, { capture: true, passive: true }); });
  addEventListener('load', function () {
    setTimeout(start, 3000);
    if (!window.PerformanceObserver || PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) return start();
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
    }).observe({ type: 'paint', buffered: true });
  });
})();
