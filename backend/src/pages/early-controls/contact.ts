/**
 * The contact form (frontend features/home/components/ContactForm.tsx, marked
 * `data-vh-contact`; without JavaScript it posts to `/{lang}/`, whose refusal renders the field
 * messages into the page). Before the app runs, a send is held for the app (the pre-paint script
 * keeps the tap and the app presses the button again once it is there, with its own messages at
 * each field).
 * What the visitor gets at once: when a field breaks the browser's own constraints (`required`,
 * `type=email`, `maxlength`: never stricter than the app's rules), the browser's message at the
 * first such field, which takes the focus. Nothing in the DOM changes, so hydration keeps nothing
 * wrong.
 */
export const CONTACT_PART =
  // The tap on the submit button (Enter in a field is the browser's click on it too), after the
  // pre-paint script has kept it for the app.
  "addEventListener('click',function(e){var b=!d.dataset.ready&&e.target.closest&&e.target.closest('[type=submit]'),f=b&&b.form;" +
  "if(f&&f.hasAttribute('data-vh-contact')&&!f.checkValidity())f.reportValidity()},true)";
