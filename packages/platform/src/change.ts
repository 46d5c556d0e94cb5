// How a console page runs a change, in one place: the refusal of the last try cleared, the request sent,
// a toast when it is done; a refusal kept (its translated text and message id) for the screen to show in
// place, and rethrown so the screen keeps its dialog or form open; the affected answers read again either
// way (another tab or person may have changed them meanwhile).
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLingui } from '@lingui/react/macro';
import { refusalIdOf, refusalOf } from '@mall/client/console';
import { notifier } from './session.ts';

/** A refused change: the server's message in the page's language and its message id, when it has one. */
export interface Refusal {
  text: string;
  id?: string | undefined;
}

/** Marks every cached answer of `endpoints` stale (every page and filter of them); the shown ones are read again. */
export function useRefresh(...endpoints: { path: string }[]): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const paths = new Set(endpoints.map((e) => e.path));
  return () =>
    mutate((key) => paths.has(String(Array.isArray(key) ? key[0] : key)), undefined, { revalidate: true });
}

/** A page's change runner and the refusal it keeps (`setRefusal` clears it when a dialog opens anew). */
export function useChange(refresh: () => Promise<unknown>) {
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  async function change(send: () => Promise<unknown>, done: string): Promise<void> {
    setRefusal(undefined);
    try {
      await send();
      notifier.notify('success', done);
    } catch (error) {
      setRefusal({ text: refusalOf(error, i18n), id: refusalIdOf(error) });
      throw error;
    } finally {
      void refresh();
    }
  }
  return { refusal, setRefusal, change };
}
