/**
 * The home page's course filter before the app runs (a part of EARLY_CONTROLS_SCRIPT, `d` the html
 * element). The server renders every course card (frontend features/courses OffersSection), the
 * ones not shown `hidden`, each `li[data-vh-course]` with what the filter needs: its categories and
 * genders (space-separated keys), its ages (`data-age-from`, `data-age-to`) and its title's search
 * keys (`data-search`, the two spellings of `searchKeys`, one per line). On every input in the
 * filter form it applies the rules of `courseListView` (frontend features/courses/filterCourses.ts:
 * category, gender, inclusive age bounds, the umlaut-tolerant title search, the first
 * `data-vh-first` cards without a filter unless all were asked for) and writes what the component
 * would render from that state: the cards' and the list's `hidden`, the count (templates
 * `data-one`, `data-other` with {{count}}, `data-first`), the empty state (`data-term` with
 * {{term}}, `data-none`), the "all courses" link and the reset link, and the section's
 * `data-vh-query` (the state the app starts from when it takes the page over: an age that is none
 * too, as typed, up to the 20 characters of AGE_INPUT_MAX in courseFilterUrl.ts); and it keeps the
 * address in sync (an age only when it is one) (the form's field names are the query parameters, courseFilterUrl.ts), so a
 * reload shows the same list. "All courses" and "reset" are answered in place; Enter or the form's button
 * send the GET form (the pre-paint script leaves a form marked data-vh-early alone), which the
 * server answers with the filtered page. The equivalence with the app is a frontend test
 * (features/courses/earlyCourseFilter.test.tsx).
 */
export const COURSE_FILTER_PART =
  String.raw`var s=document.querySelector('[data-vh-courses]'),f=s&&s.querySelector('form'),L=s&&s.querySelectorAll('li[data-vh-course]');
if(f&&L.length){
var M=new RegExp('\\p{M}','gu'),N=+s.getAttribute('data-vh-first'),C=s.querySelector('[data-vh-count]'),E=s.querySelector('[data-vh-empty]'),T=E.querySelector('[data-vh-text]'),U=s.querySelector('ul'),A=s.querySelector('[data-vh-all]'),R=f.querySelector('[data-vh-reset]'),P=['sport','suche','geschlecht','alter_von','alter_bis'],X=new URLSearchParams(s.getAttribute('data-vh-query')).get('kurse')==='alle';
function k(t,u){t=t.toLocaleLowerCase('de');if(u)t=t.replace(/ä/g,'ae').replace(/ö/g,'oe').replace(/ü/g,'ue');return t.replace(/ß/g,'ss').normalize('NFD').replace(M,'')}
function a(v){v=v.trim();return /^\d{1,3}$/.test(v)?+v:null}
function h(l,v){return (' '+l+' ').indexOf(' '+v+' ')>-1}
function g(n){return f.elements.namedItem(n)}
function r(){if(d.dataset.ready)return;
var v=P.map(function(n){var e=g(n);return e?e.value:''}),q=v[1].trim(),F=a(v[3]),G=a(v[4]),o=v.some(function(x){return x.trim()!==''}),c=!X&&!o&&L.length>N,K=[k(q),k(q,1)],n=0,p=new URLSearchParams(location.search),y=new URLSearchParams(),i,e,lo,hi,ok;
for(i=0;i<L.length;i++){e=L[i];lo=+e.getAttribute('data-age-from');hi=+e.getAttribute('data-age-to');
ok=(!v[0]||h(e.getAttribute('data-categories'),v[0]))&&(!v[2]||h(e.getAttribute('data-genders'),v[2]))&&(F===null||lo<=F&&F<=hi)&&(G===null||lo<=G&&G<=hi)&&(!q||e.getAttribute('data-search').split('\n').some(function(x){return K.some(function(y){return x.indexOf(y)>-1})}));
if(ok)n++;e.hidden=!ok||c&&n>N}
C.textContent=c?C.getAttribute('data-first'):C.getAttribute(n===1?'data-one':'data-other').split('{{count}}').join(n);
E.hidden=n>0;U.hidden=n===0;T.textContent=q?E.getAttribute('data-term').split('{{term}}').join(q):E.getAttribute('data-none');
A.hidden=!c;R.hidden=!o;
P.concat('kurse').forEach(function(x){p.delete(x)});
v.forEach(function(x,j){x=x.trim();if(!x)return;if(j<3||/^\d{1,3}$/.test(x))p.append(P[j],x);if(j<3||x.length<=20)y.append(P[j],x)});
if(X){p.append('kurse','alle');y.append('kurse','alle')}p=p.toString();y=y.toString();
s.setAttribute('data-vh-query',y);history.replaceState(history.state,'',location.pathname+(p?'?'+p:'')+location.hash)}
f.addEventListener('input',r);f.addEventListener('change',r);
A.addEventListener('click',function(e){if(d.dataset.ready)return;e.preventDefault();X=true;r();U.focus({preventScroll:true})});
R.addEventListener('click',function(e){if(d.dataset.ready)return;e.preventDefault();P.forEach(function(n){var x=g(n);if(x&&x.value){x.value='';x.dispatchEvent(new Event('input',{bubbles:true}))}})})}`.replace(
    /\n/g,
    '',
  );
