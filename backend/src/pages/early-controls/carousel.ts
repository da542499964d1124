/**
 * The home page's blog carousel before the app runs (frontend
 * features/home/components/BlogCarousel.tsx and features/home/carousel.ts, whose attribute names
 * this part repeats). The carousel is a horizontal scroll container (`data-vh-carousel-track`)
 * with mandatory snapping, one slide per full width, so a swipe or the arrow keys turn it with
 * the browser alone. Its arrows (`data-vh-carousel-step`, -1 or 1) and dots
 * (`data-vh-carousel-to`, the slide's index) are links to the slides' ids, which without
 * JavaScript would also scroll the page; here a tap scrolls the container alone to the slide
 * (smooth, a jump with reduced motion), going on from the slide a turn of the last 700 ms
 * (TURN_MS) is heading to. On every scroll of the container the dot of the slide it shows is
 * marked `aria-current`; the app sets that back to its first render when it takes over
 * (useSlideIndex) and follows the scroll position from there.
 */
export const CAROUSEL_PART =
  // Its own function: the parts share one script, and its names stay its own.
  "(function(){var C='[data-vh-carousel]',T='[data-vh-carousel-track]',O='data-vh-carousel-to',S='data-vh-carousel-step';" +
  'function at(t){var w=t.clientWidth,n=t.children.length;return w?Math.max(0,Math.min(n-1,Math.round(t.scrollLeft/w))):0}' +
  "document.addEventListener('click',function(e){" +
  "var a=!d.dataset.ready&&e.target.closest&&e.target.closest('['+O+'],['+S+']'),c=a&&a.closest(C),t=c&&c.querySelector(T),n,i;" +
  'if(!t||e.defaultPrevented)return;e.preventDefault();n=t.children.length;' +
  'i=a.hasAttribute(O)?+a.getAttribute(O):(t.vhTurn&&700>Date.now()-t.vhTurn.at?t.vhTurn.to:at(t))+ +a.getAttribute(S);' +
  'i=(i%n+n)%n;t.vhTurn={to:i,at:Date.now()};' +
  "t.scrollTo({left:i*t.clientWidth,behavior:matchMedia('(prefers-reduced-motion: reduce)').matches?'auto':'smooth'})});" +
  "document.addEventListener('scroll',function(e){var t=e.target,c,l,i,j;" +
  'if(d.dataset.ready||!t.matches||!t.matches(T)||!(c=t.closest(C)))return;' +
  "l=c.querySelectorAll('['+O+']');i=at(t);" +
  "for(j=0;j!==l.length;j++){if(j===i)l[j].setAttribute('aria-current','true');else l[j].removeAttribute('aria-current')}},true)})();";
