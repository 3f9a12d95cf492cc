'use client';

import { useCallback, useRef, useState } from 'react';

export interface GuardedSubmit<Values> {
  /** Pass to react-hook-form's `handleSubmit`; ignores calls while a submit is in flight. */
  submit: (values: Values) => Promise<void>;
  /** True from the moment a submit starts until its promise settles. */
  pending: boolean;
  /** What the last submit threw, until the next submit or `clearError`. */
  error: unknown;
  /** Forgets the last failure (for example when the form is reset). */
  clearError: () => void;
}

/**
 * Runs the app's async `onSubmit` at most once at a time. A ref, not state, holds the guard:
 * a fast double click reaches the handler twice before React re-renders the disabled button.
 */
export function useGuardedSubmit<Values, Result = void>(
  onSubmit: (values: Values) => Promise<Result> | Result,
  onSuccess?: (result: Result, values: Values) => void,
): GuardedSubmit<Values> {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = useCallback(
    async (values: Values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      setError(null);
      try {
        const result = await onSubmit(values);
        onSuccess?.(result, values);
      } catch (failure) {
        // A rejection without a reason still has to show as a failure.
        setError(failure ?? new Error('Submit failed'));
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [onSubmit, onSuccess],
  );

  const clearError = useCallback(() => setError(null), []);
  return { submit, pending, error, clearError };
}

/** The text of a thrown error, when it has one worth showing. */
export function errorText(error: unknown): string | undefined {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return undefined;
}
