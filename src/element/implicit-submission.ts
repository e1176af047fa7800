/** The text and date input types: HTML's fields that block implicit submission. */
const BLOCKING_TYPES = new Set(
  'text search url tel email password number date month week time datetime-local'.split(' '),
);

/**
 * HTML's implicit submission of `form` (Enter in one of its fields): its default button, the first
 * submit button in tree order, is clicked unless disabled; without one, the form submits only if
 * no other field (`ignore` leaves out the caller's own) would block it.
 */
export function submitImplicitly(
  form: HTMLFormElement,
  ignore: (element: Element) => boolean = () => false,
): void {
  const elements = [...form.elements];
  // Of a form's controls only buttons and inputs can be of type submit.
  const button = elements.find((element) => (element as HTMLButtonElement).type === 'submit') as
    HTMLButtonElement | undefined;
  if (button) {
    if (!button.matches(':disabled')) button.click();
  } else if (
    !elements.some(
      (element) =>
        !ignore(element) && element instanceof HTMLInputElement && BLOCKING_TYPES.has(element.type),
    )
  )
    form.requestSubmit();
}
