/**
 * What a visitor typed, ticked or picked in a server-rendered form before the browser's hydration finished stays.
 * React 19 (19.3) hydrates a controlled `<input>`, `<textarea>` or `<select>` without touching what it shows, but its
 * state is the server's (empty) value: the field's next render (the auth store's browser state right after the
 * hydration, a focus, a blur) writes that value back and the typed text — or the browser's autofill — is gone, and a
 * submit would send the empty value. This moves such values into the react-final-form state once, in the hydration's
 * commit (a layout effect: before any later render of the fields). A field counts as typed when it differs from the
 * value React rendered (`defaultValue`, `defaultChecked`, `defaultSelected`); in a form the browser renders itself
 * they are equal, so nothing happens there. Every area's form on a server-rendered page uses it (since 1.17.0).
 */
import { useLayoutEffect, useRef, useSyncExternalStore, type ComponentPropsWithoutRef } from 'react';
import { getIn } from 'final-form';
import { useForm } from 'react-final-form';

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const noSubscription = () => () => undefined;
const inBrowser = () => false;
const onServer = () => true;

/** The control's value as the visitor left it, when it is not the one React rendered; otherwise `unchanged`. */
export function typedValue(control: FormControl): { value: string | boolean | undefined } | 'unchanged' {
  if (control instanceof HTMLSelectElement) {
    const options = Array.from(control.options);
    // With no option rendered as selected (the value's option is not there yet), the browser selects the first itself.
    const picked = options.some((option) => option.defaultSelected)
      ? options.some((option) => option.selected !== option.defaultSelected)
      : control.selectedIndex > 0;
    return picked && !control.multiple ? { value: control.value === '' ? undefined : control.value } : 'unchanged';
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked === control.defaultChecked) return 'unchanged';
    if (control.type === 'checkbox') return { value: control.checked };
    return control.checked ? { value: control.value } : 'unchanged';
  }
  if (control.value === control.defaultValue) return 'unchanged';
  // react-final-form's default parse: an empty text is no value.
  return { value: control.value === '' ? undefined : control.value };
}

/** The enabled checkboxes named like `control` when there are several (a group holding an array), else null. */
function checkboxGroup(controls: Element[], control: FormControl): HTMLInputElement[] | null {
  if (!(control instanceof HTMLInputElement) || control.type !== 'checkbox') return null;
  const group = controls.filter(
    (other): other is HTMLInputElement =>
      other instanceof HTMLInputElement && other.type === 'checkbox' && other.name === control.name && !other.disabled,
  );
  return group.length > 1 ? group : null;
}

/**
 * The `<form>` element of a react-final-form form on a server-rendered page (inside `<Form>`, in place of `<form>`):
 * the same markup, and in the hydration's commit it moves what was typed before into the form's state.
 */
export function ServerRenderedForm(props: ComponentPropsWithoutRef<'form'>) {
  const form = useForm('ServerRenderedForm');
  const element = useRef<HTMLFormElement>(null);
  // True only in a hydration's render (the server snapshot); a form the browser renders itself is left alone.
  const hydrating = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const hydrated = useRef(hydrating);
  // After the `<form>`'s own subtree (its ref is set), before any passive effect of the hydration.
  useLayoutEffect(() => {
    if (!element.current || !hydrated.current) return;
    const controls = Array.from(element.current.elements);
    const groups = new Set<string>();
    for (const control of controls) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement))
        continue;
      if (!control.name || control.disabled || control.type === 'file') continue;
      const group = checkboxGroup(controls, control);
      if (group) {
        // Boxes sharing a name hold the array of the ticked boxes' values (react-final-form's checkbox group).
        if (groups.has(control.name)) continue;
        groups.add(control.name);
        if (group.every((box) => box.checked === box.defaultChecked)) continue;
        form.change(
          control.name,
          group.filter((box) => box.checked).map((box) => box.value),
        );
        continue;
      }
      const typed = typedValue(control);
      if (typed === 'unchanged' || getIn(form.getState().values as object, control.name) === typed.value) continue;
      form.change(control.name, typed.value);
    }
  }, [form]);
  return <form ref={element} {...props} />;
}
