/**
 * A react-hook-form form that shows, and takes typing, before the library is in. The log-in popup
 * is every first screen of a logged-in-only brand, and the library (about 12 KiB gzipped) would be
 * most of what that screen adds to the shell's code: it comes once the first screen is done, or
 * as soon as the player reaches for the form, or on a submit that beats it.
 *
 * Until then the inputs are plain uncontrolled inputs (what they hold at first comes from their
 * `defaultValue`, not from the form's defaults). When the library arrives, `useForm` runs in a
 * sibling that renders nothing and hands the form's state over through an atom: the form's
 * own tree does not change, so React keeps its inputs (and their focus, caret and typed text),
 * and react-hook-form registers them and reads what they hold.
 */
import { atom, useAtomValue, useSetAtom, type PrimitiveAtom } from 'jotai';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, SubmitHandler, UseFormProps, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { afterFirstScreen } from '../../state/afterFirstScreen';
import { withChunkTimeout } from '../../state/chunkTimeout';
import { loadedNow, rememberLoad } from '../../state/rememberLoad';

type Library = typeof import('react-hook-form');

/** The library, fetched once; a failed fetch (or one not in after 120000 ms) is tried again by the next call. */
export const loadFormLibrary = rememberLoad((): Promise<Library> => withChunkTimeout(() => import('react-hook-form')));

interface Snapshot<V extends FieldValues> {
  form: UseFormReturn<V>;
  errors: FieldErrors<V>;
  isSubmitting: boolean;
  watched: unknown;
}

interface EngineProps<V extends FieldValues> {
  library: Library;
  options: UseFormProps<V>;
  watch: Path<V>;
  /** renders again when it changes: react-hook-form drops the fields that went (shouldUnregister) as it renders */
  renderKey: string;
  /** where the sibling puts the form's state for the form to read */
  snapshotAtom: PrimitiveAtom<Snapshot<V> | null>;
}

// memo: the sibling renders when react-hook-form's state changes (or renderKey does), never because
// the form it publishes to did, or each would render the other for ever
const Engine = memo(function Engine<V extends FieldValues>({ library, options, watch, snapshotAtom }: EngineProps<V>) {
  const publish = useSetAtom(snapshotAtom);
  const form = library.useForm<V>(options);
  const watched = library.useWatch({ control: form.control, name: watch });
  // read here, so react-hook-form renders this sibling when they change (its form state is a proxy)
  const { errors, isSubmitting } = form.formState;
  useLayoutEffect(() => publish({ form, errors, isSubmitting, watched }));
  return null;
}) as <V extends FieldValues>(props: EngineProps<V>) => ReactNode;

/** What a field is given before the library is in: its name, and handlers that do nothing yet. */
const beforeLibrary = ((name: string) => ({
  name,
  onChange: () => Promise.resolve(),
  onBlur: () => Promise.resolve(),
  ref: () => undefined,
})) as UseFormRegister<FieldValues>;

export interface DeferredForm<V extends FieldValues> {
  /** null until the library is in */
  form: UseFormReturn<V> | null;
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  /** true while a submit runs, and while a submit that came first waits for the library */
  isSubmitting: boolean;
  /** the value of the watched field (undefined until the library is in) */
  watched: unknown;
  /**
   * The form's submit handler. Before the library is in, a submit loads it and is made again
   * once it is; `onLoadFailed` says when it could not be fetched (the next submit tries again).
   */
  handleSubmit: (onValid: SubmitHandler<V>, onLoadFailed: () => void) => (event?: BaseSyntheticEvent) => Promise<unknown>;
  /** fetches the library now (the player reached for the form) */
  prefetch: () => void;
  /** rendered anywhere in the form's component: the sibling that runs useForm */
  engine: ReactNode;
}

/**
 * `options` are read once, as useForm reads them; text fields take their first value as their
 * inputs' `defaultValue`, not from `options.defaultValues` (which would overwrite what was typed
 * before the library came). `renderKey`: what changes the form's fields (a tab).
 */
export function useDeferredForm<V extends FieldValues>(options: UseFormProps<V>, watch: Path<V>, renderKey: string): DeferredForm<V> {
  const [initialOptions] = useState(options);
  const [snapshotAtom] = useState(() => atom<Snapshot<V> | null>(null));
  const snapshot = useAtomValue(snapshotAtom);
  // a form opened again after the library came renders with it at once
  const [library, setLibrary] = useState<Library | null>(() => loadedNow(loadFormLibrary)?.value ?? null);
  const mounted = useRef(true);
  /** the form a submit came from before the library: submitted again once the library is in */
  const waitingForm = useRef<HTMLFormElement | null>(null);
  const [waiting, setWaiting] = useState(false);

  const load = useCallback(
    () =>
      loadFormLibrary().then((loaded) => {
        if (mounted.current) setLibrary(() => loaded);
        return loaded;
      }),
    [],
  );
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);

  useEffect(() => {
    mounted.current = true;
    const cancel = afterFirstScreen(prefetch);
    return () => {
      mounted.current = false;
      cancel();
    };
  }, [prefetch]);

  useEffect(() => {
    const target = waitingForm.current;
    if (!snapshot || !target) return;
    waitingForm.current = null;
    // the same submit again, now through react-hook-form (its checks, isSubmitting): this runs
    // once the form has rendered with the library, so its inputs are registered by now
    if (target.isConnected) target.requestSubmit();
  }, [snapshot]);

  const handleSubmit: DeferredForm<V>['handleSubmit'] = (onValid, onLoadFailed) => {
    if (snapshot) {
      const submit = snapshot.form.handleSubmit(onValid);
      return (event) => {
        setWaiting(false);
        return submit(event);
      };
    }
    return async (event) => {
      event?.preventDefault();
      const target = event?.currentTarget;
      if (!(target instanceof HTMLFormElement)) return;
      waitingForm.current = target;
      setWaiting(true);
      try {
        await load();
      } catch {
        waitingForm.current = null;
        if (mounted.current) {
          setWaiting(false);
          onLoadFailed();
        }
      }
    };
  };

  return {
    form: snapshot?.form ?? null,
    register: snapshot?.form.register ?? (beforeLibrary as UseFormRegister<V>),
    errors: snapshot?.errors ?? {},
    isSubmitting: (snapshot?.isSubmitting ?? false) || waiting,
    watched: snapshot?.watched,
    handleSubmit,
    prefetch,
    engine: library && <Engine library={library} options={initialOptions} watch={watch} renderKey={renderKey} snapshotAtom={snapshotAtom} />,
  };
}
