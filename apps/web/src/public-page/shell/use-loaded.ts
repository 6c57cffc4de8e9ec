import { useCallback, useEffect, useState } from "react";

export type Loaded<T> = {
  data: T | undefined;
  error: unknown;
  /** Asks again; what was there stays shown until the new answer comes. */
  reload: () => void;
  /** Replaces the data with an answer got otherwise (the answer of a change). */
  replace: (data: T) => void;
};

/** What `load` answers, asked once per `key` and again on reload. */
export function useLoaded<T>(load: (isReload: boolean) => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown }>({});
  const [reloads, setReloads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again for a new key or a reload only, not for each render's new `load`.
  useEffect(() => {
    let isCurrent = true;
    load(reloads > 0).then(
      (data) => isCurrent && setState({ data }),
      (error: unknown) => isCurrent && setState({ error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const replace = useCallback((data: T) => setState({ data }), []);
  return { data: state.data, error: state.error, reload, replace };
}
