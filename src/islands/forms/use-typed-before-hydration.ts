import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';

/**
 * Takes into the form's state what the visitor typed before the island hydrated: React leaves that
 * text on screen but not in its state, and the next render would wipe it.
 */
export function useTypedBeforeHydration<T extends Record<string, string>>(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<T>>,
): void {
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    setValues((current) => {
      const next = { ...current };
      for (const key of Object.keys(current) as (keyof T & string)[]) {
        const field = elements.namedItem(key);
        if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '') {
          next[key] = field.value as T[keyof T & string];
        }
      }
      return next;
    });
  }, [form, setValues]);
}
