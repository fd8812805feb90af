import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';

/**
 * Takes into the form's state what the visitor typed before the island hydrated: React leaves that
 * text on screen but not in its state, and the next render would wipe it. Answers whether it has
 * been taken: from then on a submission sees it.
 */
export function useTypedBeforeHydration<T extends Record<string, string>>(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<T>>,
): boolean {
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    const elements = form.current?.elements;
    if (elements) {
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
    }
    setTaken(true);
  }, [form, setValues]);
  return taken;
}
