import { useEffect, useState } from 'react';
import type { RegisterOptions } from '@zhiyuan/shared';
import { registerOptions } from '../../api/auth.ts';

let cached: Promise<RegisterOptions | null> | null = null;

/** Loads once per page load; a failed load is retried next time a form opens. */
function load(): Promise<RegisterOptions | null> {
  cached ??= registerOptions()
    .then(
      (answer) => (answer.success ? answer.result : null),
      () => null,
    )
    .then((options) => {
      if (!options) cached = null;
      return options;
    });
  return cached;
}

/**
 * What this install offers for registering and resetting: whether an SMS code is required (a real
 * provider), optional (the development outbox) or off, and which resets reach the user. Undefined
 * while loading; null when the server could not be asked (the forms then fall back to SMS required).
 */
export function useRegisterOptions(): RegisterOptions | null | undefined {
  const [options, setOptions] = useState<RegisterOptions | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void load().then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, []);
  return options;
}

/** Forgets the loaded options (tests; a settings change is seen on the next page load otherwise). */
export function forgetRegisterOptions(): void {
  cached = null;
}
