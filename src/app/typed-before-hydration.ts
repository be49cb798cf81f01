/**
 * What a visitor typed into a prerendered form before the app's code arrived (a slow first
 * visit shows the login form seconds before it works). Hydration resets each field to the app's
 * state, which is still empty; `replay` types the text back the way a keyboard does, so the
 * form's own change handlers see it and nothing is lost.
 */
type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * React notes each field's value to tell a keystroke from its own update. A plain assignment is
 * noted (the field is empty, as the app's state says); the class's setter is not, so the input
 * event that follows reads as typing, and the form's change handler receives the text.
 */
function setAsIfTyped(control: TextControl, value: string): void {
  control.value = '';
  const prototype =
    control instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Notes the typed text inside `root` now; `replay()` puts it back once React has hydrated. */
export function keepTypedText(root: HTMLElement): { replay: () => void } {
  const typed = [...root.querySelectorAll<TextControl>('input[id], textarea[id]')]
    .filter((control) => control.value !== control.defaultValue)
    .map((control) => ({ id: control.id, value: control.value }));
  return {
    replay() {
      for (const { id, value } of typed) {
        const control = document.getElementById(id);
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
          setAsIfTyped(control, value);
        }
      }
    },
  };
}
