import { type RefObject, useLayoutEffect } from 'react';

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
      const field = form.elements.namedItem(name);
      const isTextField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
      if (isTextField && field.value !== field.defaultValue) typed[name] = field.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}
