import { type RefObject, useLayoutEffect } from 'react';

const isChoice = (field: unknown): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What was typed into (or chosen in) a field since the page came, if anything. */
function typedInto(field: Element | RadioNodeList | null): string | undefined {
  if (field instanceof RadioNodeList) {
    const changed = [...field].some((radio) => isChoice(radio) && radio.checked !== radio.defaultChecked);
    return changed ? field.value : undefined;
  }
  if (isChoice(field)) {
    if (field.checked === field.defaultChecked) return undefined;
    return field.checked ? field.value : '';
  }
  if (field instanceof HTMLSelectElement) {
    const changed = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? field.value : undefined;
  }
  const isTextField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
  return isTextField && field.value !== field.defaultValue ? field.value : undefined;
}

/**
 * Hands `adopt` what was typed into the form's fields before the app took the page over (React keeps
 * it in the page as it hydrates, but not in the form's state, which the next render would write back
 * over it). The fields' values become the state unchanged, so nothing moves, not even the caret.
 */
export function useTypedBeforeStart(
  formRef: RefObject<HTMLFormElement | null>,
  names: readonly string[],
  adopt: (typed: Record<string, string>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app takes the page over
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const name of names) {
      const value = typedInto(form.elements.namedItem(name));
      if (value !== undefined) typed[name] = value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}
