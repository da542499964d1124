import { DEVICE_COOKIE } from '@/pages/preferences';

/**
 * A post's like form (frontend features/blog/pages/PostPage.tsx: the form carries
 * `data-vh-like="<post id>"`, its button `aria-pressed` and a label `[data-vh-like-label]` with
 * its two texts in `data-like` and `data-liked`; the count `[data-vh-like-count="<id>"]` holds the number in
 * `data-count` and the plural texts in `data-one` / `data-other`, `#` for the number). Without
 * JavaScript the form posts to the post's own address (posts.page.controller.ts).
 *
 * Before the app runs:
 * - a post this browser liked earlier (localStorage `vh.likedPosts`, or `vh.pendingLikes`) shows
 *   its button pressed at once;
 * - a like shows the pressed button and the count plus one at once, and is sent as the app sends
 *   it (POST /public/like/{id} with the device id: the `vh.deviceId` cookie, which the server's
 *   page form uses, else localStorage, else a new one; kept in both); the server's count replaces
 *   the guess, a refusal turns both back (`window.vhLikeRefused` names the post: the app, once it
 *   runs, says the like was not saved). Offline it is kept in `vh.pendingLikes` as the app does.
 * `window.vhLike` ({id, likes, pending?, done?}: `done` the promise of the server's count) is
 * what the app's first render starts from (usePostCounters), so hydration finds what it renders.
 */
export const LIKE_PART =
  "function ids(k){try{var v=JSON.parse(localStorage.getItem(k)||'[]');return v instanceof Array?v:[]}catch(x){return[]}}" +
  'function add(k,i){var v=ids(k);if(v.indexOf(i)===-1)v.push(i);ls(k,JSON.stringify(v))}' +
  "function press(f,on){var l=f.querySelector('[data-vh-like-label]');f.querySelector('[aria-pressed]').setAttribute('aria-pressed',String(on));l.textContent=l.getAttribute(on?'data-liked':'data-like')}" +
  "function count(c,n){c.setAttribute('data-count',String(n));c.textContent=n===1?c.getAttribute('data-one'):c.getAttribute('data-other').replace('#',String(n))}" +
  "function uid(){if(window.crypto&&crypto.randomUUID)return crypto.randomUUID();var b=crypto.getRandomValues(new Uint8Array(16)),h='';b[6]=b[6]&15|64;b[8]=b[8]&63|128;" +
  "for(var i=0;i!==16;i++)h+=(b[i]+256).toString(16).slice(1);return h.slice(0,8)+'-'+h.slice(8,12)+'-'+h.slice(12,16)+'-'+h.slice(16,20)+'-'+h.slice(20)}" +
  `function dev(){var c=gc('${DEVICE_COOKIE}'),l=null;try{l=localStorage.getItem('${DEVICE_COOKIE}')}catch(x){}var i=c||l||uid();if(i!==l)ls('${DEVICE_COOKIE}',i);if(i!==c)sc('${DEVICE_COOKIE}',i);return i}` +
  "function cnt(i){return document.querySelector('[data-vh-like-count=\"'+i+'\"]')}" +
  "document.querySelectorAll('form[data-vh-like]').forEach(function(f){var i=f.getAttribute('data-vh-like'),c=cnt(i);" +
  "if(c&&f.querySelector('[aria-pressed=false]')&&(ids('vh.likedPosts').indexOf(i)>=0||ids('vh.pendingLikes').indexOf(i)>=0)){press(f,true);window.vhLike={id:i,likes:+c.getAttribute('data-count')}}});" +
  "document.addEventListener('submit',function(e){var f=e.target,i=f.getAttribute&&f.getAttribute('data-vh-like'),c,n,v;if(!i||d.dataset.ready)return;e.preventDefault();" +
  "c=cnt(i);if(!c||f.querySelector('[aria-pressed=true]'))return;n=+c.getAttribute('data-count')+1;v=window.vhLike={id:i,likes:n};press(f,true);count(c,n);" +
  "if(navigator.onLine===false){add('vh.likedPosts',i);add('vh.pendingLikes',i);v.pending=true;return}" +
  "v.done=fetch('/public/like/'+i,{method:'POST',credentials:'include',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify({device_id:dev()})})" +
  '.then(function(r){return r.json().then(function(j){if(!r.ok)throw j;return j.data.likes})})' +
  ".then(function(k){add('vh.likedPosts',i);v.likes=k;if(!d.dataset.ready)count(c,k);return k},function(x){if(!d.dataset.ready){press(f,false);count(c,n-1);window.vhLikeRefused=i}if(window.vhLike===v)window.vhLike=null;throw x});" +
  'v.done.catch(function(){})})';
