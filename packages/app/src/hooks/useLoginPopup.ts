// The login popup's open state: opened by the 'show-login' event (the API client's 401 policy, the
// top-bar links of visitors), closed by the popup.
import { useCallback, useEffect, useState } from 'react';
import { sessionEvents } from '../session/events.ts';

export function useLoginPopup(): { open: boolean; show: () => void; close: () => void } {
  const [open, setOpen] = useState(false);
  useEffect(() => sessionEvents.on('show-login', () => setOpen(true)), []);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, show, close };
}
