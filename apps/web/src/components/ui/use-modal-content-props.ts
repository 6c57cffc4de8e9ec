import { useRef } from "react";

/**
 * Radix returns focus only to its own Trigger; our dialogs are opened by ordinary buttons (a
 * row's Edit, a page's Add), so the element focused at opening is remembered and focused again
 * at closing, if it is still on the page.
 */
function useReturnFocus() {
  const openerRef = useRef<HTMLElement | null>(null);

  function onOpenAutoFocus() {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }

  function onCloseAutoFocus(event: Event) {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  }

  return { onOpenAutoFocus, onCloseAutoFocus };
}

/**
 * What each of our modals (Dialog, ConfirmDialog) sets on Radix's Content: focus returns to the
 * opener, and without a description aria-describedby is set to nothing, since Radix warns about
 * a dialog without a description unless it is set explicitly.
 */
export function useModalContentProps(hasDescription: boolean) {
  const { onOpenAutoFocus, onCloseAutoFocus } = useReturnFocus();
  return {
    ...(hasDescription ? {} : { "aria-describedby": undefined }),
    onOpenAutoFocus,
    onCloseAutoFocus,
  };
}
