/**
 * A mutation that a player starts by a click, sent once however fast they click: a double click
 * lands both clicks before React re-renders the button disabled (useMutation's isPending comes a
 * render later), so the second would send the same claim or payment again, fail as "already
 * claimed" and replace the success. A ref is set at once, in the click itself, and cleared when
 * the mutation settles, which includes the options' onSuccess (return its refresh's promise so the
 * rows and the balance are new before the button can be pressed again). Every action that pays or
 * moves money goes through it: a re-render between the clicks is not to be counted on, as React
 * skips one when the first click sets nothing new (a refused try already on screen).
 *
 * `run` says whether it sent: false while one is on its way, so what goes with a send (the deposit's
 * payment window, opened in the press) is done once too.
 */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

export function useOneAtATime<TData, TVariables = void>(options: UseMutationOptions<TData, Error, TVariables>) {
  const mutation = useMutation(options);
  const busy = useRef(false);
  const { mutateAsync } = mutation;
  const run = useCallback(
    (variables: TVariables): boolean => {
      if (busy.current) return false;
      busy.current = true;
      // the error is shown from mutation.error; the promise is only for clearing the flag
      mutateAsync(variables)
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
        });
      return true;
    },
    [mutateAsync],
  );
  return { ...mutation, run };
}
