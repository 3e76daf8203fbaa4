/* global window, document */
/*
 * Shows the leisure product inside an operator's own page (docs/decisions/0640). Plain JavaScript, no dependencies.
 *
 *   <div data-leisure-embed="https://online-joining.leisure.example.com/" data-title="Join the gym"></div>
 *   <script src="leisureEmbed.js" defer></script>
 *
 * Each such element gets an iframe of that address with `embedded=true`, whose height follows the page inside it:
 * the product posts { type: 'leisure:height', version: 1, height } to this page, and only messages from the
 * product's own front ends (the address's parent domain: bookings, my-account and online joining) are heard.
 * The product must list this page's origin in VITE_EMBED_ORIGINS, or the browser refuses to show it.
 */
(function () {
  'use strict';

  /** The parent domain of the product's sub-domains: online-joining.leisure.example.com → leisure.example.com. */
  function productDomain(url) {
    return url.hostname.split('.').slice(1).join('.');
  }

  /** Whether a message comes from one of the product's front ends, over the same scheme and port. */
  function fromProduct(origin, product) {
    var from;
    try {
      from = new URL(origin);
    } catch {
      return false;
    }
    var domain = productDomain(product);
    return (
      from.protocol === product.protocol &&
      from.port === product.port &&
      from.hostname.slice(-(domain.length + 1)) === '.' + domain &&
      from.hostname.split('.').length === product.hostname.split('.').length
    );
  }

  function embed(container) {
    var product = new URL(container.getAttribute('data-leisure-embed'), window.location.href);
    product.searchParams.set('embedded', 'true');
    var frame = document.createElement('iframe');
    frame.src = product.href;
    frame.title = container.getAttribute('data-title') || 'Leisure';
    // Until the first message: tall enough to show something, and no border or scrollbar of its own.
    frame.style.cssText =
      'display:block;width:100%;border:0;height:' + (container.getAttribute('data-height') || '600') + 'px';
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('allow', 'payment');
    container.appendChild(frame);

    window.addEventListener('message', function (event) {
      var data = event.data;
      if (event.source !== frame.contentWindow || !fromProduct(event.origin, product)) return;
      if (!data || data.type !== 'leisure:height' || data.version !== 1) return;
      if (typeof data.height !== 'number' || !(data.height > 0) || data.height > 100000) return;
      frame.style.height = Math.ceil(data.height) + 'px';
    });
    return frame;
  }

  function embedAll() {
    var containers = document.querySelectorAll('[data-leisure-embed]');
    for (var i = 0; i < containers.length; i++) {
      if (!containers[i].querySelector('iframe')) embed(containers[i]);
    }
  }

  window.leisureEmbed = embed;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', embedAll);
  else embedAll();
})();
