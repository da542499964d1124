/**
 * The contact form (frontend features/home/components/ContactForm.tsx, marked
 * `data-vh-contact`; without JavaScript it posts to `/{lang}/`, whose refusal renders the field
 * messages into the page). Before the app runs, a send is held for the app (the pre-paint script
 * keeps the tap and the app presses the button again once it is there, with its own messages at
 * each field).
 * What the visitor gets at once: when a field breaks the browser's own constraints (`required`,
 * `type=email`, `maxlength`: never stricter than the app's rules), the first such field takes
 * the focus in the tap's own task (the next frame shows it), and the browser's message appears
 * at it one frame later: `reportValidity()` builds the message bubble as a document of its own,
 * about 50 ms of main thread on a phone at 4× CPU, which would otherwise hold back that first
 * frame (bench/first-tap). Nothing in the DOM changes, so hydration keeps nothing wrong.
 */
export const CONTACT_PART =
  // The tap on the submit button (Enter in a field is the browser's click on it too), after the
  // pre-paint script has kept it for the app.
  "addEventListener('click',function(e){var b=!d.dataset.ready&&e.target.closest&&e.target.closest('[type=submit]'),f=b&&b.form,i,x;" +
  "if(!f||!f.hasAttribute('data-vh-contact')||f.checkValidity())return;" +
  'for(i=0;i<f.elements.length&&!x;i++)if(f.elements[i].willValidate&&!f.elements[i].validity.valid)x=f.elements[i];' +
  'if(x)x.focus();requestAnimationFrame(function(){setTimeout(function(){if(!d.dataset.ready)f.reportValidity()})})},true)';
