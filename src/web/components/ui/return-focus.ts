import { useRef } from 'react';

/**
 * Issue 17 item 5: when a dialog closes, the keyboard focus goes back to the control that opened
 * it. Radix does this only for its own Dialog.Trigger; most dialogs here open from state (a row's
 * button, a menu item, a toast), and then Radix leaves the focus on the page's body. So the shared
 * dialog contents remember their opener when they open, and focus it again when they close.
 */

const CONTROL =
  'button, a[href], input, select, textarea, summary, [role="menuitem"], [role="tab"], [tabindex]:not([tabindex="-1"])';

/** The control last pressed or typed on: the opener when it does not keep the focus itself. */
let lastActivated: HTMLElement | null = null;
let listening = false;

/** A menu item goes away with its menu; the button that opened the menu is what stays. */
function lastingControl(element: HTMLElement): HTMLElement {
  const triggerId = element.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return (triggerId && document.getElementById(triggerId)) || element;
}

function remember(event: Event) {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>(CONTROL);
  if (control) lastActivated = lastingControl(control);
}

function listenOnce() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // Capture phase: recorded before any handler opens a dialog or closes a menu.
  document.addEventListener('pointerdown', remember, true);
  document.addEventListener('keydown', remember, true);
}

type AutoFocusHandler = (event: Event) => void;

/** Handlers for a Radix dialog content's onOpenAutoFocus/onCloseAutoFocus; the caller's run first. */
export function useReturnFocus(own: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  listenOnce();
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Radix calls this before moving the focus in, so the focus is still where the person was.
      const active = document.activeElement;
      const from = active instanceof HTMLElement && active !== document.body ? active : lastActivated;
      opener.current = from ? lastingControl(from) : null;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      own.onCloseAutoFocus?.(event);
      const from = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !from) return;
      // A list that re-rendered may have replaced the opener with an equal element under the same id.
      const target = from.isConnected ? from : from.id ? document.getElementById(from.id) : null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
